import { ReviewUsPage } from '@/components/pages/review-us-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.reviewUs, 'es');

export default function Page() {
  return <ReviewUsPage locale="es" />;
}
