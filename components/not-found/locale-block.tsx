'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { localeInfo, type Locale } from '@/lib/i18n';

const noSubscription = () => () => undefined;

/**
 * One language's part of the 404 page (its header, its message, its footer).
 * The exported 404.html holds every language's parts and shows the visitor's
 * with CSS (its inline script sets <html data-locale> from the address); a
 * language's own copy (es/404.html, written by scripts/postbuild.ts) holds only
 * that language's parts. Hydration renders the parts the file holds, so both
 * files hydrate without a mismatch; then only the document's language stays.
 */
export function LocaleBlock({ locale, children }: { locale: Locale; children: ReactNode }) {
  const shown = useSyncExternalStore(
    noSubscription,
    () => document.documentElement.getAttribute('data-locale') === locale,
    // At build time every part is rendered; in the browser, what the file holds.
    () =>
      typeof document === 'undefined' ||
      document.querySelector(`[data-locale-block="${locale}"]`) !== null,
  );
  if (!shown) return null;
  return (
    <div data-locale-block={locale} lang={localeInfo[locale].hreflang}>
      {children}
    </div>
  );
}
