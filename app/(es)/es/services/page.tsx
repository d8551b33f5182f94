import { ServicesOverviewPage, servicesOverviewMetadata } from '@/components/pages/service-pages';

export const metadata = servicesOverviewMetadata('es');

export default function Page() {
  return <ServicesOverviewPage locale="es" />;
}
