import { HomePage } from '@/components/pages/home-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.home, 'en');

export default function Page() {
  return <HomePage locale="en" />;
}
