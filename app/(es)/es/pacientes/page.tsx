import { fixedRoute } from '@/app/_routes/route';
import { PatientsPage } from '@/components/pages/patients-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(routes.patients, (locale) => <PatientsPage locale={locale} />, 'es');
export const metadata = route.metadata;
export default route.Page;
