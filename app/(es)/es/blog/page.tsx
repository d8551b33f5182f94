import { fixedRoute } from '@/app/_routes/route';
import { BlogListPage } from '@/components/pages/blog-list-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(routes.blog, (locale) => <BlogListPage locale={locale} page={1} />, 'es');
export const metadata = route.metadata;
export default route.Page;
