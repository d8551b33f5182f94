import { CategoryPage } from '@/components/pages/category-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';
import { categoryRoute } from '@/lib/static-params';

type Props = { params: Promise<{ category: string }> };

const route = categoryRoute('es');
export const dynamicParams = false;
export const generateStaticParams = route.params;

export async function generateMetadata({ params }: Props) {
  const { category } = route.english(await params);
  return metadataFor(routes.category(category), 'es');
}

export default async function Page({ params }: Props) {
  const { category } = route.english(await params);
  return <CategoryPage locale="es" slug={category} />;
}
