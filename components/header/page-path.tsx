'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
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
 * (MenuMarks moves the menu marks, the language switch and translator follow).
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
const pageOf = (pathname: string) =>
  delocalizePath(pathname.endsWith('/') ? pathname : `${pathname}/`);

export function usePagePath(): PagePath {
  const fixed = useContext(Fixed);
  const pathname = usePathname() ?? HOME;
  if (fixed) return fixed;
  const path = pageOf(pathname);
  return { path, current: path };
}

/** The address the document was loaded at, which the menu entries render. */
const Loaded = createContext<string>(HOME);

/** The entry to mark as a menu entry renders it: the fixed frame's, or the loaded page's. */
function useRenderedCurrent(): string {
  const fixed = useContext(Fixed);
  const loaded = useContext(Loaded);
  return fixed ? fixed.current : pageOf(loaded);
}

/**
 * Moves the marks of the MenuLink and SectionSummary elements below `root` to
 * `current`. An entry's section is read from the page: the entry itself and,
 * for a dropdown's <summary>, every entry in its dropdown.
 */
export function moveMenuMarks(root: ParentNode, current: string) {
  const entryPage = (el: Element) => (el as HTMLElement).dataset.menuPage ?? '';
  for (const link of root.querySelectorAll('[data-menu-page]')) {
    if (entryPage(link) === current) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  for (const entry of root.querySelectorAll<HTMLElement>('[data-menu-section]')) {
    const dropdown = entry.tagName === 'SUMMARY' ? entry.parentElement : null;
    const pages = [entry, ...(dropdown?.querySelectorAll('[data-menu-page]') ?? [])].map(entryPage);
    entry.dataset.active = String(inSection(pages.filter(Boolean), current));
  }
}

/**
 * Keeps the header's menu marks (aria-current, data-active) on the page shown
 * without rendering the menus again at every click. The hundred entries
 * render once, with the page the document was loaded at, so each exported
 * page marks its own entry without JavaScript; when the router shows another
 * page, this leaf moves the marks in place. Rendering them again made React
 * walk the whole header, half the page's elements, on every navigation: about
 * a sixth of a click's work on a phone.
 */
export function MenuMarks({ children }: { children: ReactNode }) {
  const pathname = usePathname() ?? HOME;
  const [loaded] = useState(pathname);
  const moved = useRef(false);
  useEffect(() => {
    // The loaded page's marks are the rendered ones until the router shows another page.
    if (pathname === loaded && !moved.current) return;
    moved.current = true;
    moveMenuMarks(document, pageOf(pathname));
  }, [pathname, loaded]);
  return <Loaded value={loaded}>{children}</Loaded>;
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

/**
 * A menu link (a router link, as SiteLink renders them) marked aria-current on
 * its own page; MenuMarks moves the mark as the visitor goes.
 */
export function MenuLink({ page, section, ...props }: MenuLinkProps) {
  const current = useRenderedCurrent();
  return (
    <a
      data-router=""
      {...props}
      data-menu-page={page}
      data-menu-section={section ? '' : undefined}
      aria-current={current === page ? 'page' : undefined}
      data-active={section ? inSection(section, current) : undefined}
    />
  );
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

/** A dropdown's <summary>, marked data-active while the current page is in its section. */
export function SectionSummary({
  section,
  ...props
}: ComponentProps<'summary'> & { section: readonly string[] }) {
  const current = useRenderedCurrent();
  return <summary {...props} data-menu-section="" data-active={inSection(section, current)} />;
}
