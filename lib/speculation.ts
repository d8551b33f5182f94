import { locales, localizePath } from '@/lib/i18n';
import { routes } from '@/lib/routes';

/**
 * Prefetching a plain link (a full page load, such as the booking page) with
 * the browser's speculation rules. The rules come from a file every page
 * names in a `Speculation-Rules` header (scripts/postbuild/headers.ts writes
 * both): inline rules would need 'inline-speculation-rules' in the policy,
 * which Chromium ignores once the policy lists script hashes, as ours does.
 * The rules prefetch only links marked with INTENT_ATTRIBUTE, which
 * NavigationIntent sets when the visitor shows intent: never on visibility.
 * A marked link to the booking page is prerendered: it opens by a full page
 * load (a fresh start for the vendor's script), and a prerendered page is shown
 * at once on the click. Its
 * widget waits until the page is shown (BookingWidget), so nothing reaches the
 * booking vendor before the visitor clicks. Other plain links (the other
 * language, search) are only prefetched: rendering them would spend a phone's
 * data on what they load (search loads its index).
 */
export const INTENT_ATTRIBUTE = 'data-intent';

export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** The type Chromium requires of a rules file; hosts would send application/json. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

const marked = { selector_matches: `a[${INTENT_ATTRIBUTE}]` };

/** The booking page in every language: the pages prerendered on intent. */
export const PRERENDERED = locales.map((locale) => localizePath(routes.appointment, locale));

export const speculationRules = {
  prefetch: [{ where: marked, eagerness: 'immediate' }],
  prerender: [
    {
      where: { and: [marked, { or: PRERENDERED.map((href) => ({ href_matches: href })) }] },
      eagerness: 'immediate',
    },
  ],
};
