import { SearchPage, searchMetadata } from '@/components/pages/search-page';

export const metadata = searchMetadata('es');

export default function Page() {
  return <SearchPage locale="es" />;
}
