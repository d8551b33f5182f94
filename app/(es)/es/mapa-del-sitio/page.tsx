import { SitemapPage } from '@/components/pages/sitemap-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.sitemap, 'es');

export default function Page() {
  return <SitemapPage locale="es" />;
}
