/**
 * Prefetching a plain link (a full page load, such as the booking page) with
 * the browser's speculation rules. The rules come from a file every page
 * names in a `Speculation-Rules` header (scripts/postbuild/headers.ts writes
 * both): inline rules would need 'inline-speculation-rules' in the policy,
 * which Chromium ignores once the policy lists script hashes, as ours does.
 * The rules prefetch only links marked with INTENT_ATTRIBUTE, which
 * NavigationIntent sets when the visitor shows intent: never on visibility.
 */
export const INTENT_ATTRIBUTE = 'data-intent';

export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** The type Chromium requires of a rules file; hosts would send application/json. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

export const speculationRules = {
  prefetch: [{ where: { selector_matches: `a[${INTENT_ATTRIBUTE}]` }, eagerness: 'immediate' }],
};
