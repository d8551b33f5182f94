import { ContactPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('contact', 'es');

export default function Page() {
  return <ContactPage locale="es" />;
}
