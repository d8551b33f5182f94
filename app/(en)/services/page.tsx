import { ServicesOverviewPage, servicesOverviewMetadata } from '@/components/pages/service-pages';

export const metadata = servicesOverviewMetadata('en');

export default function Page() {
  return <ServicesOverviewPage locale="en" />;
}
