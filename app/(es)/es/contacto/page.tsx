import { ContactPage } from '@/components/pages/contact-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.contact, 'es');

export default function Page() {
  return <ContactPage locale="es" />;
}
