import { ReviewUsPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('reviewUs', 'es');

export default function Page() {
  return <ReviewUsPage locale="es" />;
}
