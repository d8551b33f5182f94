import { ServicePage } from '@/components/pages/service-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';
import { serviceTypeRoute } from '@/lib/static-params';

type Props = { params: Promise<{ serviceType: string }> };

const route = serviceTypeRoute('en');
export const dynamicParams = false;
export const generateStaticParams = route.params;

export async function generateMetadata({ params }: Props) {
  const { serviceType } = route.english(await params);
  return metadataFor(routes.service(serviceType), 'en');
}

export default async function Page({ params }: Props) {
  const { serviceType } = route.english(await params);
  return <ServicePage locale="en" slug={serviceType} />;
}
