import { fixedRoute } from '@/app/_routes/route';
import { HomePage } from '@/components/pages/home-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(routes.home, (locale) => <HomePage locale={locale} />, 'es');
export const metadata = route.metadata;
export default route.Page;
