import { NewPatientPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('newPatient', 'en');

export default function Page() {
  return <NewPatientPage locale="en" />;
}
