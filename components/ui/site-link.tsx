import type { ComponentProps } from 'react';
import { StockLink } from '@/components/navigation/stock-link';
import { stockLinks } from '@/components/navigation/variant';
import type { Locale } from '@/lib/i18n';
import { routerFollows } from '@/lib/own-policy';
import { internalHref } from '@/lib/routes';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  /** English site path ("/services/acupuncture/") or an external URL. */
  href: string;
  locale: Locale;
};

/**
 * Internal links in the visitor's language, followed by the router: a plain
 * <a data-router>, which NavigationIntent's one listener on the document
 * prefetches on intent and hands to the router on click (every actor on such a
 * link: components/navigation/README.md). Not next/link: a page holds about
 * a hundred router links (106 on the home page, 66 of them the header's
 * menus), and as next/link each was a client component with its own hooks,
 * which React hydrated one by one and rendered again at every router update
 * (four times per click). SiteLink's are plain anchors; the header's menu
 * links are still client components (MenuLink), for their marks.
 */
export function SiteLink({ href, locale, ...rest }: Props) {
  const router = routerFollows(href);
  if (router && stockLinks) return <StockLink href={internalHref(href, locale)} {...rest} />;
  return <a href={internalHref(href, locale)} data-router={router ? '' : undefined} {...rest} />;
}

type ExternalProps = ComponentProps<'a'> & { href: string };

/** Links to other sites open in a new tab without giving it a handle on this one. */
export function ExternalLink({ children, ...rest }: ExternalProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
