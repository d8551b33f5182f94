import { defaultLocale } from '@/lib/i18n';
import { internalHref, routes } from '@/lib/routes';

/**
 * The (English) pages that may run a vendor's script under a security policy
 * of their own (lib/widgets.ts names the script): a link to one is a full
 * page load, since the router would show it under the policy of the page the
 * visitor arrived on. Pure data, so the editor's previews can link too.
 */
export const ownPolicyPages: readonly string[] = [routes.appointment];

/** Whether the router follows a link to this site path: not to a page with its own policy. */
export function routerFollows(href: string): boolean {
  const page = internalHref(href, defaultLocale).split(/[?#]/)[0] ?? '';
  return !ownPolicyPages.includes(page);
}
