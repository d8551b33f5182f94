import { PatientsPage } from '@/components/pages/patients-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.patients, 'es');

export default function Page() {
  return <PatientsPage locale="es" />;
}
