import type { ReactNode } from 'react';
import { NavigationIntent } from '@/components/navigation-intent';
import { ServiceWorkerRegistrar } from '@/components/service-worker-registrar';
import type { Locale } from '@/lib/i18n';
import '@/app/globals.css';

type Props = { locale: Locale; children: ReactNode };

/** The <html> of both languages; each route group's layout passes its language. */
export function RootLayout({ locale, children }: Props) {
  return (
    <html lang={locale}>
      <body>
        {children}
        <NavigationIntent />
        <ServiceWorkerRegistrar />
      </body>
    </html>
  );
}
