import { fixedRoute } from '@/app/_routes/route';
import { TestimonialsPage } from '@/components/pages/testimonials-page';
import { routes } from '@/lib/routes';

const route = fixedRoute(
  routes.testimonials,
  (locale) => <TestimonialsPage locale={locale} />,
  'es',
);
export const metadata = route.metadata;
export default route.Page;
