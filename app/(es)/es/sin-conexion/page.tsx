import { fixedRoute } from '@/app/_routes/route';
import { OfflinePage } from '@/components/pages/offline-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(routes.offline, (locale) => <OfflinePage locale={locale} />, 'es');
export const metadata = route.metadata;
export default route.Page;
