import { AboutPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('about', 'en');

export default function Page() {
  return <AboutPage locale="en" />;
}
