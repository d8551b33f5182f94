import { ContactPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('contact', 'en');

export default function Page() {
  return <ContactPage locale="en" />;
}
