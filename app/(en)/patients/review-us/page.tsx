import { ReviewUsPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('reviewUs', 'en');

export default function Page() {
  return <ReviewUsPage locale="en" />;
}
