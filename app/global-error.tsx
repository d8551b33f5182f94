'use client';

import { ErrorScreen } from '@/components/error-screen';
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
    typeof window !== 'undefined' && window.location.pathname.startsWith('/es') ? 'es' : 'en';
  return (
    <html lang={locale}>
      <body>
        <ErrorScreen locale={locale} error={error} reset={reset} />
      </body>
    </html>
  );
}
