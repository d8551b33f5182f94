'use client';

import { ErrorScreen } from '@/components/error-screen';
import { defaultLocale, localeInfo, localeOfPath } from '@/lib/i18n';
import './globals.css';

/** Errors thrown by a root layout itself; picks the language from the address. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const locale =
    typeof window !== 'undefined' ? localeOfPath(window.location.pathname) : defaultLocale;
  return (
    <html lang={localeInfo[locale].hreflang}>
      <body>
        <ErrorScreen locale={locale} error={error} reset={reset} />
      </body>
    </html>
  );
}
