import { AppointmentPage } from '@/components/pages/appointment-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.appointment, 'es');

export default function Page() {
  return <AppointmentPage locale="es" />;
}
