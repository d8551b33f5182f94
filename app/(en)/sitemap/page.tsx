import { fixedRoute } from '@/app/_routes/route';
import { SitemapPage } from '@/components/pages/sitemap-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(routes.sitemap, (locale) => <SitemapPage locale={locale} />, 'en');
export const metadata = route.metadata;
export default route.Page;
