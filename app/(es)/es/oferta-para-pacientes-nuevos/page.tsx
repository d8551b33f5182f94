import { NewPatientPage } from '@/components/pages/new-patient-special-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.newPatientSpecial, 'es');

export default function Page() {
  return <NewPatientPage locale="es" />;
}
