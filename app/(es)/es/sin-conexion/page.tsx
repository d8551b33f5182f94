import { OfflinePage } from '@/components/pages/offline-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.offline, 'es');

export default function Page() {
  return <OfflinePage locale="es" />;
}
