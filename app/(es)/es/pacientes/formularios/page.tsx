import { fixedRoute } from '@/app/_routes/route';
import { FormsPage } from '@/components/pages/forms-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(routes.forms, (locale) => <FormsPage locale={locale} />, 'es');
export const metadata = route.metadata;
export default route.Page;
