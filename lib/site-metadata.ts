import type { Metadata, Viewport } from 'next';
import { clinic } from '@/lib/content/clinic';
import { siteUrl } from '@/lib/site';

/** Defaults shared by both root layouts; pages add their own title and alternates. */
export const rootMetadata = (): Metadata => ({
  metadataBase: new URL(siteUrl),
  applicationName: clinic().name,
  authors: [{ name: clinic().doctor.name }],
  formatDetection: { telephone: false, address: false, email: false },
  icons: {
    icon: [{ url: '/favicon.svg', type: 'image/svg+xml' }],
    apple: [{ url: '/apple-touch-icon.png' }],
  },
});

export const rootViewport: Viewport = {
  themeColor: '#0e6e6e',
  width: 'device-width',
  initialScale: 1,
};
