import { TestimonialsPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('testimonials', 'en');

export default function Page() {
  return <TestimonialsPage locale="en" />;
}
