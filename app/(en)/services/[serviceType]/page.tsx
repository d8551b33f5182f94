import { ServicePage, serviceMetadata } from '@/components/pages/service-pages';
import { serviceTypeParams } from '@/lib/static-params';

type Props = { params: Promise<{ serviceType: string }> };

export const dynamicParams = false;
export const generateStaticParams = serviceTypeParams;

export async function generateMetadata({ params }: Props) {
  return serviceMetadata('en', (await params).serviceType);
}

export default async function Page({ params }: Props) {
  return <ServicePage locale="en" slug={(await params).serviceType} />;
}
