import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n';
import { internalHref } from '@/lib/routes';
import { routerFollows } from '@/lib/own-policy';

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  /** English site path ("/services/acupuncture/") or an external URL. */
  href: string;
  locale: Locale;
};

/**
 * Internal links in the visitor's language, followed by the router: a plain
 * <a data-router>, which NavigationIntent's one listener on the document
 * prefetches on intent and hands to the router on click. Not next/link: a
 * page holds 150 of them, each a client component with its own hooks, which
 * React hydrated one by one and rendered again at every router update (four
 * times per click, the header's 200 of them included).
 */
export function SiteLink({ href, locale, ...rest }: Props) {
  // A page with a security policy of its own (lib/own-policy.ts) opens by a full page load:
  // the router would show it under the policy of the page the visitor arrived on.
  return (
    <a
      href={internalHref(href, locale)}
      data-router={routerFollows(href) ? '' : undefined}
      {...rest}
    />
  );
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
