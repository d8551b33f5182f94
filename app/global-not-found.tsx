import type { Metadata } from 'next';
import { DemoNotice } from '@/components/demo-notice';
import { NotFoundPage } from '@/components/pages/not-found-page';
import { ServiceWorkerRegistrar } from '@/components/service-worker-registrar';
import { defaultLocale, localeInfo } from '@/lib/i18n';
import { notFoundMeta, notFoundScript } from '@/lib/not-found';
import { rootMetadata, rootViewport } from '@/lib/site-metadata';
import './globals.css';

// Next.js marks the 404 page noindex itself.
export const generateMetadata = (): Metadata => ({
  ...rootMetadata(),
  ...notFoundMeta(defaultLocale),
});

export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <html
      lang={localeInfo[defaultLocale].hreflang}
      data-locale={defaultLocale}
      data-case="generic"

      suppressHydrationWarning
    >
      <body>
        {/* Runs before the first paint: picks the language and the message from the address. */}
        <script data-before-paint="" dangerouslySetInnerHTML={{ __html: notFoundScript }} />
        <DemoNotice />
        <NotFoundPage />
        <ServiceWorkerRegistrar />
      </body>
    </html>
  );
}
