import { AppointmentPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('appointment', 'es');

export default function Page() {
  return <AppointmentPage locale="es" />;
}
