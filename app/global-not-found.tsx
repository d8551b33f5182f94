import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/pages/not-found-page';
import { ServiceWorkerRegistrar } from '@/components/service-worker-registrar';
import { clinic } from '@/content/clinic';
import { notFoundScript } from '@/lib/not-found';
import { rootViewport } from '@/lib/site-metadata';
import './globals.css';

export const metadata: Metadata = {
  title: `404: Page Not Found${clinic.titleSuffix}`,
  description: 'The page you are looking for does not exist or has been moved.',
  robots: { index: false, follow: true },
};

export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <html
      lang="en"
      data-locale="en"
      data-case="generic"

      suppressHydrationWarning
    >
      <body>
        {/* Runs before the first paint: picks the language and the message from the address. */}
        <script data-before-paint="" dangerouslySetInnerHTML={{ __html: notFoundScript }} />
        <NotFoundPage />
        <ServiceWorkerRegistrar />
      </body>
    </html>
  );
}
