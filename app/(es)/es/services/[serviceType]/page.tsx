import { ServicePage } from '@/components/pages/service-page';
import { metadataFor } from '@/lib/page-metadata';
import { serviceTypeParams } from '@/lib/static-params';

type Props = { params: Promise<{ serviceType: string }> };

export const dynamicParams = false;
export const generateStaticParams = serviceTypeParams;

export async function generateMetadata({ params }: Props) {
  const { serviceType } = await params;
  return metadataFor(`/services/${serviceType}/`, 'es');
}

export default async function Page({ params }: Props) {
  const { serviceType } = await params;
  return <ServicePage locale="es" slug={serviceType} />;
}
