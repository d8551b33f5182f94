import { PatientsPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('patients', 'es');

export default function Page() {
  return <PatientsPage locale="es" />;
}
