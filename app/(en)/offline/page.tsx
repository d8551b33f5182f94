import { OfflinePage } from '@/components/pages/offline-page';
import { metadataFor } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export const metadata = metadataFor(routes.offline, 'en');

export default function Page() {
  return <OfflinePage locale="en" />;
}
