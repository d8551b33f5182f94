import { FormsPage } from '@/components/pages/forms-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.forms, 'en');

export default function Page() {
  return <FormsPage locale="en" />;
}
