import { fixedRoute } from '@/app/_routes/route';
import { ReviewUsPage } from '@/components/pages/review-us-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(routes.reviewUs, (locale) => <ReviewUsPage locale={locale} />, 'es');
export const metadata = route.metadata;
export default route.Page;
