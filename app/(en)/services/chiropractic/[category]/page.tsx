import { CategoryPage, categoryMetadata } from '@/components/pages/service-pages';
import { categoryParams } from '@/lib/static-params';

type Props = { params: Promise<{ category: string }> };

export const dynamicParams = false;
export const generateStaticParams = categoryParams;

export async function generateMetadata({ params }: Props) {
  return categoryMetadata('en', (await params).category);
}

export default async function Page({ params }: Props) {
  return <CategoryPage locale="en" slug={(await params).category} />;
}
