import { defaultLocale } from '@/lib/i18n';
import { ownPolicyPages } from '@/lib/own-policy';
import { internalHref } from '@/lib/routes';

/**
 * Whether a link to `href` (an English site path) is a router link, marked
 * `data-router`, which NavigationIntent follows client-side. The exception is
 * a page with a security policy of its own (lib/own-policy.ts: the booking
 * page): it opens by a full page load, since the router would show it under
 * the policy of the page the visitor arrived on.
 */
export function followedByRouter(href: string): boolean {
  const page = internalHref(href, defaultLocale).split(/[?#]/)[0] ?? '';
  return !ownPolicyPages.includes(page);
}
