import type { ReactNode } from 'react';
import { Footer } from '@/components/footer/footer';
import { Header } from '@/components/header/header';
import { ClosingCta } from '@/components/sections/closing-cta';
import type { Locale } from '@/lib/i18n';
import { searchTypeOf } from '@/lib/search';

type Props = {
  locale: Locale;
  /** English path of the page: drives the language switch and the current menu entry. */
  path: string;
  /** The closing call-to-action band; every content page has it. */
  closing?: boolean;
  /** False on pages outside the menu (the 404 page): no menu entry is marked current. */
  current?: boolean;
  /** Keeps ids unique when a document holds two frames (the bilingual 404 page). */
  idPrefix?: string;
  children: ReactNode;
};

/** Header, main content, closing band and footer: the frame of every page. */
export function PageFrame({
  locale,
  path,
  closing = true,
  current = true,
  idPrefix = '',
  children,
}: Props) {
  // The search index reads the main content of indexed pages only (scripts/postbuild/search-index.ts).
  const type = idPrefix ? null : searchTypeOf(path);
  const search = type ? { 'data-pagefind-body': '', 'data-pagefind-filter': `type:${type}` } : {};
  return (
    <>
      <Header locale={locale} path={path} mainId={`${idPrefix}main`} current={current} />
      <main id={`${idPrefix}main`} tabIndex={-1} className="outline-none" {...search}>
        {children}
        {closing ? <ClosingCta locale={locale} headingId={`${idPrefix}closing-cta`} /> : null}
      </main>
      <Footer locale={locale} path={path} />
    </>
  );
}
