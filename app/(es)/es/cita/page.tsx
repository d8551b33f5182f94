import { fixedRoute } from '@/app/_routes/route';
import { AppointmentPage } from '@/components/pages/appointment-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(routes.appointment, (locale) => <AppointmentPage locale={locale} />, 'es');
export const metadata = route.metadata;
export default route.Page;
