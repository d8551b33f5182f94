import { OfflinePage, offlineMetadata } from '@/components/pages/offline-page';

export const metadata = offlineMetadata('es');

export default function Page() {
  return <OfflinePage locale="es" />;
}
