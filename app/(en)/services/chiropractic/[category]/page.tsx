import { CategoryPage } from '@/components/pages/category-page';
import { metadataFor } from '@/lib/page-metadata';
import { categoryParams, known } from '@/lib/static-params';

type Props = { params: Promise<{ category: string }> };

export const dynamicParams = false;
export const generateStaticParams = categoryParams;

export async function generateMetadata({ params }: Props) {
  const { category } = known(await params, categoryParams());
  return metadataFor(`/services/chiropractic/${category}/`, 'en');
}

export default async function Page({ params }: Props) {
  const { category } = known(await params, categoryParams());
  return <CategoryPage locale="en" slug={category} />;
}
