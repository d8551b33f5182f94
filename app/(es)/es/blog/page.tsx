import { BlogListPage } from '@/components/pages/blog-list-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.blog, 'es');

export default function Page() {
  return <BlogListPage locale="es" page={1} />;
}
