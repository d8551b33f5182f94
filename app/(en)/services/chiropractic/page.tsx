import { fixedRoute } from '@/app/_routes/route';
import { ServicePage } from '@/components/pages/service-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(
  routes.service('chiropractic'),
  (locale) => <ServicePage locale={locale} slug="chiropractic" />,
  'en',
);
export const metadata = route.metadata;
export default route.Page;
