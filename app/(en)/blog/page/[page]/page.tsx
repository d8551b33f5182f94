import { BlogListPage } from '@/components/pages/blog-list-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';
import { blogPageParams, known } from '@/lib/static-params';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;
export const generateStaticParams = blogPageParams;

export async function generateMetadata({ params }: Props) {
  const { page } = known(await params, blogPageParams());
  return metadataFor(routes.blogPage(Number(page)), 'en');
}

export default async function Page({ params }: Props) {
  const { page } = known(await params, blogPageParams());
  return <BlogListPage locale="en" page={Number(page)} />;
}
