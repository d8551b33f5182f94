'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { delocalizePath, localizePath, type Locale } from '@/lib/i18n';

/** The home page's path. This client module imports lib/i18n only: lib/routes and the dictionaries stay on the server. */
const HOME = '/';

/**
 * The header and footer live in the root layouts, so a click inside the site
 * replaces only the page's <main> (React keeps the 460 elements of the frame
 * instead of building them again). They learn which page is shown from the
 * address: the router's during a visit, each exported page's own when it is
 * rendered, so the HTML marks the right menu entry without JavaScript.
 */
type PagePath = {
  /** English path of the page the language switch and the translator open. */
  path: string;
  /** English path of the menu entry to mark; '' marks none. */
  current: string;
};

const Fixed = createContext<PagePath | null>(null);

/** A frame outside the layouts (the 404 page) says which page it stands for. */
export function FixedPagePath({ children, ...value }: PagePath & { children: ReactNode }) {
  return <Fixed value={value}>{children}</Fixed>;
}

export function usePagePath(): PagePath {
  const fixed = useContext(Fixed);
  const pathname = usePathname() ?? HOME;
  if (fixed) return fixed;
  const path = delocalizePath(pathname.endsWith('/') ? pathname : `${pathname}/`);
  return { path, current: path };
}

/** Whether a menu entry (with the entries below it) holds the current page. */
export function inSection(hrefs: readonly string[], current: string): boolean {
  if (!current) return false;
  return hrefs.some((href) => (href === HOME ? current === HOME : current.startsWith(href)));
}

type MenuLinkProps = ComponentProps<'a'> & {
  /** English path of the entry's page; `href` is the address in the page's language. */
  page: string;
  /** Set data-active when the current page is at or below one of these (a top-level entry). */
  section?: readonly string[];
};

/** A menu link (a router link, as SiteLink renders them) marked aria-current on its own page. */
export function MenuLink({ page, section, ...props }: MenuLinkProps) {
  const { current } = usePagePath();
  return (
    <a
      data-router=""
      {...props}
      aria-current={current === page ? 'page' : undefined}
      data-active={section ? inSection(section, current) : undefined}
    />
  );
}

/** A link to the page shown, in another language (the language switch). */
export function PageInLanguage({ locale, ...props }: ComponentProps<'a'> & { locale: Locale }) {
  const { path } = usePagePath();
  return <a {...props} href={localizePath(path, locale)} />;
}

/** A dropdown's <summary>, marked data-active while the current page is in its section. */
export function SectionSummary({
  section,
  ...props
}: ComponentProps<'summary'> & { section: readonly string[] }) {
  const { current } = usePagePath();
  return <summary {...props} data-active={inSection(section, current)} />;
}
