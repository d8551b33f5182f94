import Link from 'next/link';
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n';
import { internalHref } from '@/lib/routes';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & {
  /** English site path ("/services/acupuncture/") or an external URL. */
  href: string;
  locale: Locale;
};

/**
 * Internal links in the visitor's language, followed by the router. Next's
 * own prefetching is off: it would fetch every visible link's payload.
 * NavigationIntent prefetches a page when the visitor shows intent to open
 * it; `data-router` tells it the router, not a page load, will follow it.
 */
export function SiteLink({ href, locale, prefetch = false, ...rest }: Props) {
  return <Link href={internalHref(href, locale)} prefetch={prefetch} data-router="" {...rest} />;
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
