import { ServicesOverviewPage } from '@/components/pages/services-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.services, 'es');

export default function Page() {
  return <ServicesOverviewPage locale="es" />;
}
