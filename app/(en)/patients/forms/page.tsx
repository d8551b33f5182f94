import { FormsPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('forms', 'en');

export default function Page() {
  return <FormsPage locale="en" />;
}
