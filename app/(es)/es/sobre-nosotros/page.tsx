import { AboutPage } from '@/components/pages/about-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.about, 'es');

export default function Page() {
  return <AboutPage locale="es" />;
}
