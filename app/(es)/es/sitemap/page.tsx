import { SitemapPage, sitemapMetadata } from '@/components/pages/sitemap-page';

export const metadata = sitemapMetadata('es');

export default function Page() {
  return <SitemapPage locale="es" />;
}
