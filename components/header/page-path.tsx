'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { delocalizePath } from '@/lib/i18n';
import { routes } from '@/lib/routes';

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
  const pathname = usePathname() ?? routes.home;
  if (fixed) return fixed;
  const path = delocalizePath(pathname.endsWith('/') ? pathname : `${pathname}/`);
  return { path, current: path };
}

/** Whether a menu entry (with the entries below it) holds the current page. */
export function inSection(hrefs: readonly string[], current: string): boolean {
  if (!current) return false;
  return hrefs.some((href) =>
    href === routes.home ? current === routes.home : current.startsWith(href),
  );
}

type MenuLinkProps = ComponentProps<typeof SiteLink> & {
  /** Set data-active when the current page is at or below one of these (a top-level entry). */
  section?: readonly string[];
};

/** A menu link marked aria-current on its own page. */
export function MenuLink({ section, ...props }: MenuLinkProps) {
  const { current } = usePagePath();
  return (
    <SiteLink
      {...props}
      aria-current={current === props.href ? 'page' : undefined}
      data-active={section ? inSection(section, current) : undefined}
    />
  );
}

/** A dropdown's <summary>, marked data-active while the current page is in its section. */
export function SectionSummary({
  section,
  ...props
}: ComponentProps<'summary'> & { section: readonly string[] }) {
  const { current } = usePagePath();
  return <summary {...props} data-active={inSection(section, current)} />;
}
