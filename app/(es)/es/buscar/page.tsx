import { fixedRoute } from '@/app/_routes/route';
import { SearchPage } from '@/components/pages/search-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(routes.search, (locale) => <SearchPage locale={locale} />, 'es');
export const metadata = route.metadata;
export default route.Page;
