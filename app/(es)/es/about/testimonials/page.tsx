import { TestimonialsPage, practiceMetadata } from '@/components/pages/practice-pages';

export const metadata = practiceMetadata('testimonials', 'es');

export default function Page() {
  return <TestimonialsPage locale="es" />;
}
