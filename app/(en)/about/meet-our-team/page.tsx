import { fixedRoute } from '@/app/_routes/route';
import { TeamPage } from '@/components/pages/team-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(routes.team, (locale) => <TeamPage locale={locale} />, 'en');
export const metadata = route.metadata;
export default route.Page;
