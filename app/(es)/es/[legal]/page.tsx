import { LegalPage, legalMetadata } from '@/components/pages/legal-page';
import { legalParams } from '@/lib/static-params';

type Props = { params: Promise<{ legal: string }> };

export const dynamicParams = false;
export const generateStaticParams = legalParams;

export async function generateMetadata({ params }: Props) {
  return legalMetadata('es', (await params).legal);
}

export default async function Page({ params }: Props) {
  return <LegalPage locale="es" slug={(await params).legal} />;
}
