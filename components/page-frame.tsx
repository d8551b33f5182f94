import type { ReactNode } from 'react';
import { ClosingCta } from '@/components/sections/closing-cta';
import type { Locale } from '@/lib/i18n';
import { searchTypeOf } from '@/lib/search';

type Props = {
  locale: Locale;
  /** English path of the page: what the site search indexes it as. */
  path: string;
  /** The closing call-to-action band; every content page has it. */
  closing?: boolean;
  /** Keeps ids unique when a document holds two frames (the bilingual 404 page). */
  idPrefix?: string;
  children: ReactNode;
};

/**
 * The main content and closing band of every page. The header and footer
 * around it belong to the root layout (components/root-layout.tsx), so a
 * client-side navigation replaces this part only.
 */
export function PageFrame({ locale, path, closing = true, idPrefix = '', children }: Props) {
  // The search index reads the main content of indexed pages only (scripts/postbuild/search-index.ts).
  const type = idPrefix ? null : searchTypeOf(path);
  const search = type ? { 'data-pagefind-body': '', 'data-pagefind-filter': `type:${type}` } : {};
  return (
    <main id={`${idPrefix}main`} tabIndex={-1} className="outline-none" {...search}>
      {children}
      {closing ? <ClosingCta locale={locale} headingId={`${idPrefix}closing-cta`} /> : null}
    </main>
  );
}
