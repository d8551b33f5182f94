import { ConditionPage } from '@/components/pages/condition-page';
import { metadataFor } from '@/lib/page-metadata';
import { conditionParams, known } from '@/lib/static-params';

type Props = { params: Promise<{ category: string; condition: string }> };

export const dynamicParams = false;
export const generateStaticParams = conditionParams;

export async function generateMetadata({ params }: Props) {
  const { category, condition } = known(await params, conditionParams());
  return metadataFor(`/services/chiropractic/${category}/${condition}/`, 'en');
}

export default async function Page({ params }: Props) {
  const { category, condition } = known(await params, conditionParams());
  return <ConditionPage locale="en" category={category} slug={condition} />;
}
