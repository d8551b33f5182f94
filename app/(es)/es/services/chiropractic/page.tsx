import { ServicePage, serviceMetadata } from '@/components/pages/service-pages';

export const metadata = serviceMetadata('es', 'chiropractic');

export default function Page() {
  return <ServicePage locale="es" slug="chiropractic" />;
}
