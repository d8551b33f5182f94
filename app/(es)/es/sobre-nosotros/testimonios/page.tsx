import { TestimonialsPage } from '@/components/pages/testimonials-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.testimonials, 'es');

export default function Page() {
  return <TestimonialsPage locale="es" />;
}
