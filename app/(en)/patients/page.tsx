import { PatientsPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('patients', 'en');

export default function Page() {
  return <PatientsPage locale="en" />;
}
