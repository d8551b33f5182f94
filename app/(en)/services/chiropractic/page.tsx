import { ServicePage, serviceMetadata } from '@/components/pages/service-pages';

export const metadata = serviceMetadata('en', 'chiropractic');

export default function Page() {
  return <ServicePage locale="en" slug="chiropractic" />;
}
