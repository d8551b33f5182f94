import { fixedRoute } from '@/app/_routes/route';
import { ServicesOverviewPage } from '@/components/pages/services-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(
  routes.services,
  (locale) => <ServicesOverviewPage locale={locale} />,
  'en',
);
export const metadata = route.metadata;
export default route.Page;
