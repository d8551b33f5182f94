import { ServicePage } from '@/components/pages/service-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.service('chiropractic'), 'es');

export default function Page() {
  return <ServicePage locale="es" slug="chiropractic" />;
}
