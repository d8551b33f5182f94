import { LegalPage } from '@/components/pages/legal-page';
import { metadataFor } from '@/lib/page-metadata';
import { legalParams } from '@/lib/static-params';

type Props = { params: Promise<{ legal: string }> };

export const dynamicParams = false;
export const generateStaticParams = legalParams;

export async function generateMetadata({ params }: Props) {
  const { legal } = await params;
  return metadataFor(`/${legal}/`, 'en');
}

export default async function Page({ params }: Props) {
  const { legal } = await params;
  return <LegalPage locale="en" slug={legal} />;
}
