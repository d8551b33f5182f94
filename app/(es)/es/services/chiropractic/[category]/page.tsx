import { CategoryPage, categoryMetadata } from '@/components/pages/service-pages';
import { categoryParams, known } from '@/lib/static-params';

type Props = { params: Promise<{ category: string }> };

export const dynamicParams = false;
export const generateStaticParams = categoryParams;

export async function generateMetadata({ params }: Props) {
  return categoryMetadata('es', known(await params, categoryParams()).category);
}

export default async function Page({ params }: Props) {
  return <CategoryPage locale="es" slug={known(await params, categoryParams()).category} />;
}
