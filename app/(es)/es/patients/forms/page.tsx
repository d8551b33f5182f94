import { FormsPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('forms', 'es');

export default function Page() {
  return <FormsPage locale="es" />;
}
