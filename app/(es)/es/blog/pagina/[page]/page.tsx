import { BlogListPage } from '@/components/pages/blog-list-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';
import { blogPageRoute } from '@/lib/static-params';

type Props = { params: Promise<{ page: string }> };

const route = blogPageRoute('es');
export const dynamicParams = false;
export const generateStaticParams = route.params;

export async function generateMetadata({ params }: Props) {
  const { page } = route.english(await params);
  return metadataFor(routes.blogPage(Number(page)), 'es');
}

export default async function Page({ params }: Props) {
  const { page } = route.english(await params);
  return <BlogListPage locale="es" page={Number(page)} />;
}
