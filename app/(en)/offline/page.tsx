import { OfflinePage, offlineMetadata } from '@/components/pages/offline-page';

export const metadata = offlineMetadata('en');

export default function Page() {
  return <OfflinePage locale="en" />;
}
