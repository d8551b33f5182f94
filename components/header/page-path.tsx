'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  useContext,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { delocalizePath, localeInfo, switchPath, type Locale } from '@/lib/i18n';

/** The home page's path. This client module imports lib/i18n only: lib/routes and the dictionaries stay on the server. */
const HOME = '/';

/**
 * The header and footer live in the root layouts, so a click inside the site
 * replaces only the page's <main> (React keeps the 460 elements of the frame
 * instead of building them again). They learn which page is shown from the
 * address: each exported page's own when it is rendered, so the HTML marks
 * the right menu entry without JavaScript; during a visit, the router's
 * (components/navigation/menu-marks.tsx moves the menu marks, the language switch and
 * translator follow).
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

/** The English path of the page at a router address: no language prefix, a trailing slash. */
export const pageOf = (pathname: string) =>
  delocalizePath(pathname.endsWith('/') ? pathname : `${pathname}/`);

/** The page a frame outside the layouts stands for (FixedPagePath), if any. */
export const useFixedPagePath = () => useContext(Fixed);

export function usePagePath(): PagePath {
  const fixed = useContext(Fixed);
  const pathname = usePathname() ?? HOME;
  if (fixed) return fixed;
  const path = pageOf(pathname);
  return { path, current: path };
}

/** The pathname of the document's <link rel="alternate" hreflang> for a language, if any. */
function alternateLink(locale: Locale): string | undefined {
  const link = document.head.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${localeInfo[locale].hreflang}"]`,
  );
  return link ? new URL(link.href).pathname : undefined;
}

/**
 * The address in `locale` of the page at English path `path`, from the
 * document's alternate links: undefined on the server, for a page without
 * them, and while they are still another page's (the link in the page's own
 * language is not at `path`). A page whose links leave `locale` out (a post whose
 * translation is pending) leads to that language's blog, as the server wrote it.
 */
function alternateOf(locale: Locale, path: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const own = alternateLink(localeInfo[locale].other);
  if (!own || delocalizePath(own) !== path) return undefined;
  // The page's own link without one in `locale`: a post whose translation is pending.
  return alternateLink(locale) ?? switchPath(path, locale, true);
}

/** Calls `onChange` when the document's head changes (the router puts in a page's links). */
function subscribeToHead(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true, subtree: true, attributes: true });
  return () => observer.disconnect();
}

/**
 * A link to the page shown, in another language (the language switch). The
 * server writes the address from the route table (lib/i18n.ts), blog posts'
 * own addresses included, and so writes the page's alternate links. A browser
 * has no table of the posts' addresses (it would grow with the blog, on every
 * page, and show a scheduled post's address early): there the link takes the
 * page's own alternate link, and the route table's words, which give every
 * page but a post its address, until the router has put that link in.
 */
export function PageInLanguage({ locale, ...props }: ComponentProps<'a'> & { locale: Locale }) {
  const { path } = usePagePath();
  const alternate = useSyncExternalStore(
    subscribeToHead,
    () => alternateOf(locale, path),
    // Hydration reads the links the server wrote: the address it rendered here.
    () => alternateOf(locale, path),
  );
  return <a {...props} href={alternate ?? switchPath(path, locale)} />;
}
