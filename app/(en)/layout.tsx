import type { ReactNode } from 'react';
import { RootLayout } from '@/components/root-layout';

export { rootMetadata as generateMetadata, rootViewport as viewport } from '@/lib/site-metadata';

export default function Layout({ children }: { children: ReactNode }) {
  return <RootLayout locale="en">{children}</RootLayout>;
}
