import { PractitionerPage } from '@/components/pages/practitioner-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';
import { practitionerRoute } from '@/lib/static-params';

type Props = { params: Promise<{ person: string }> };

const route = practitionerRoute('en');
export const dynamicParams = false;
export const generateStaticParams = route.params;

export async function generateMetadata({ params }: Props) {
  const { person } = route.english(await params);
  return metadataFor(routes.practitioner(person), 'en');
}

export default async function Page({ params }: Props) {
  const { person } = route.english(await params);
  return <PractitionerPage locale="en" id={person} />;
}
