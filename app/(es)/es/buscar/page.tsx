import { SearchPage } from '@/components/pages/search-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.search, 'es');

export default function Page() {
  return <SearchPage locale="es" />;
}
