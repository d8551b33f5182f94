import { fixedRoute } from '@/app/_routes/route';
import { AboutPage } from '@/components/pages/about-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(routes.about, (locale) => <AboutPage locale={locale} />, 'es');
export const metadata = route.metadata;
export default route.Page;
