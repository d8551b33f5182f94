import { LegalPage } from '@/components/pages/legal-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';
import { legalRoute } from '@/lib/static-params';

type Props = { params: Promise<{ legal: string }> };

const route = legalRoute('es');
export const dynamicParams = false;
export const generateStaticParams = route.params;

export async function generateMetadata({ params }: Props) {
  const { legal } = route.english(await params);
  return metadataFor(routes.legal(legal), 'es');
}

export default async function Page({ params }: Props) {
  const { legal } = route.english(await params);
  return <LegalPage locale="es" slug={legal} />;
}
