import { AppointmentPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('appointment', 'en');

export default function Page() {
  return <AppointmentPage locale="en" />;
}
