import { NewPatientPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('newPatient', 'es');

export default function Page() {
  return <NewPatientPage locale="es" />;
}
