import { BlogListPage, blogListMetadata } from '@/components/pages/blog-pages';

export const metadata = blogListMetadata('es', 1);

export default function Page() {
  return <BlogListPage locale="es" page={1} />;
}
