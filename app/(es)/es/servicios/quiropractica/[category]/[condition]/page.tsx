import { ConditionPage } from '@/components/pages/condition-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';
import { conditionRoute } from '@/lib/static-params';

type Props = { params: Promise<{ category: string; condition: string }> };

const route = conditionRoute('es');
export const dynamicParams = false;
export const generateStaticParams = route.params;

export async function generateMetadata({ params }: Props) {
  const { category, condition } = route.english(await params);
  return metadataFor(routes.condition(category, condition), 'es');
}

export default async function Page({ params }: Props) {
  const { category, condition } = route.english(await params);
  return <ConditionPage locale="es" category={category} slug={condition} />;
}
