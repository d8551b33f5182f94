import type { ReactNode } from 'react';
import { ClosureDates } from '@/components/closure-dates';
import { DemoNotice } from '@/components/demo-notice';
import { Footer } from '@/components/footer/footer';
import { Header } from '@/components/header/header';
import { MenuMarks } from '@/components/navigation/menu-marks';
import { NavigationIntent } from '@/components/navigation/navigation-intent';
import { stockLinks } from '@/components/navigation/variant';
import { ServiceWorkerRegistrar } from '@/components/service-worker-registrar';
import { clinic } from '@/lib/content/clinic';
import type { Locale } from '@/lib/i18n';
import '@/app/globals.css';

type Props = { locale: Locale; children: ReactNode };

/**
 * The <html> of both languages, with the header and footer every page
 * shares; each route group's layout passes its language. The pages render
 * their <main> (components/page-frame.tsx).
 */
export function RootLayout({ locale, children }: Props) {
  return (
    <html lang={locale}>
      <body>
        <DemoNotice locale={locale} />
        <MenuMarks>
          <Header locale={locale} />
        </MenuMarks>
        {children}
        <Footer locale={locale} />
        {stockLinks ? null : <NavigationIntent />}
        <ServiceWorkerRegistrar />
        <ClosureDates timeZone={clinic().timeZone} />
      </body>
    </html>
  );
}
