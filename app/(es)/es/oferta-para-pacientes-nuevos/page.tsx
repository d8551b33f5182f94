import { fixedRoute } from '@/app/_routes/route';
import { NewPatientPage } from '@/components/pages/new-patient-special-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(
  routes.newPatientSpecial,
  (locale) => <NewPatientPage locale={locale} />,
  'es',
);
export const metadata = route.metadata;
export default route.Page;
