import { BlogListPage, blogListMetadata } from '@/components/pages/blog-pages';
import { blogPageParams } from '@/lib/static-params';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;
export const generateStaticParams = blogPageParams;

export async function generateMetadata({ params }: Props) {
  return blogListMetadata('es', Number((await params).page));
}

export default async function Page({ params }: Props) {
  return <BlogListPage locale="es" page={Number((await params).page)} />;
}
