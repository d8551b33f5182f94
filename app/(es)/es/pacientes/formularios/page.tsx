import { FormsPage } from '@/components/pages/forms-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.forms, 'es');

export default function Page() {
  return <FormsPage locale="es" />;
}
