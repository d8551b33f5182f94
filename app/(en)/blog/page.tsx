import { BlogListPage, blogListMetadata } from '@/components/pages/blog-pages';

export const metadata = blogListMetadata('en', 1);

export default function Page() {
  return <BlogListPage locale="en" page={1} />;
}
