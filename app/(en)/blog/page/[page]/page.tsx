import { BlogListPage, blogListMetadata } from '@/components/pages/blog-pages';
import { blogPageParams, known } from '@/lib/static-params';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;
export const generateStaticParams = blogPageParams;

export async function generateMetadata({ params }: Props) {
  return blogListMetadata('en', Number(known(await params, blogPageParams()).page));
}

export default async function Page({ params }: Props) {
  return <BlogListPage locale="en" page={Number(known(await params, blogPageParams()).page)} />;
}
