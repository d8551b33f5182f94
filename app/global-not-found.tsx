import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/pages/not-found-page';
import { ServiceWorkerRegistrar } from '@/components/service-worker-registrar';
import { clinic } from '@/content/clinic';
import { notFoundScript } from '@/lib/not-found';
import { rootMetadata, rootViewport } from '@/lib/site-metadata';
import './globals.css';

// Next.js marks the 404 page noindex itself.
export const metadata: Metadata = {
  ...rootMetadata,
  title: `404: Page Not Found${clinic.titleSuffix}`,
  description: 'The page you are looking for does not exist or has been moved.',
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
