'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { pageOf, useFixedPagePath } from '@/components/header/page-path';
import { StockLink } from '@/components/navigation/stock-link';
import { stockLinks } from '@/components/navigation/variant';

/**
 * The header's menu links and the marks on them (aria-current on the page
 * shown, data-active on its section). The entries are client components only
 * to render the loaded page's marks from the router's address (the root
 * layout, which holds the header, is not told its page on the server); after
 * that MenuMarks moves the marks in the DOM instead of rendering them again.
 */

/** The home page's path. */
const HOME = '/';

/** The address the document was loaded at, which the menu entries render. */
const Loaded = createContext<string>(HOME);

/** The entry to mark as a menu entry renders it: the fixed frame's, or the loaded page's. */
function useRenderedCurrent(): string {
  const fixed = useFixedPagePath();
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
  const Anchor = stockLinks ? StockLink : 'a';
  return (
    <Anchor
      data-router=""
      {...props}
      href={props.href ?? ''}
      data-menu-page={page}
      data-menu-section={section ? '' : undefined}
      aria-current={current === page ? 'page' : undefined}
      data-active={section ? inSection(section, current) : undefined}
    />
  );
}

/** A dropdown's <summary>, marked data-active while the current page is in its section. */
export function SectionSummary({
  section,
  ...props
}: ComponentProps<'summary'> & { section: readonly string[] }) {
  const current = useRenderedCurrent();
  return <summary {...props} data-menu-section="" data-active={inSection(section, current)} />;
}
