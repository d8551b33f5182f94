/**
 * The clinic facts the previews fill {{placeholders}} with: the last build's
 * (written into the editor's bundle), followed by what staff changed since in
 * the editor. A rename of the doctor shows in his own entry's preview as it is
 * typed, and, once saved, in every preview of every tab of this browser, before
 * the next build: the doctor's name and letters come from his team entry.
 */

import type { Locale } from '@/lib/i18n';

declare const SITE_FACTS: Record<Locale, Record<string, string>>;
/** The doctor's team entry (clinic.yaml's `doctor.team`), at the build. */
declare const DOCTOR_TEAM: string;

/** An entry as the editor's events and previews hold it (an Immutable Map). */
type EntryMap = { get(key: string): unknown };
type Facts = Record<string, string>;

/** Where the facts saved since the build are kept, for every tab of this browser. */
const KEY = 'prairie-spine.edited-facts';

/** The facts an entry defines: the doctor's team entry names the doctor. */
function factsOf(entry: EntryMap | undefined): Facts {
  if (!entry || entry.get('collection') !== 'team' || entry.get('slug') !== DOCTOR_TEAM) return {};
  const data = (entry.get('data') as { toJS?: () => unknown } | undefined)?.toJS?.() as
    { name?: unknown; credentials?: unknown } | undefined;
  const facts: Facts = {};
  if (typeof data?.name === 'string' && data.name.trim()) facts.doctor = data.name;
  if (typeof data?.credentials === 'string') facts.doctorCredentials = data.credentials;
  return facts;
}

/** Each fact saved: its value at the build it was changed from, and its new value. */
type Saved = Record<string, { from: string; to: string }>;

function read(storage: Storage): Saved {
  try {
    const stored: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Saved) : {};
  } catch {
    return {};
  }
}

/** The saved facts that still differ from the build's: a later build that has them drops them. */
const saved = (storage: Storage, locale: Locale): Facts =>
  Object.fromEntries(
    Object.entries(read(storage))
      .filter(([key, { from }]) => SITE_FACTS[locale][key] === from)
      .map(([key, { to }]) => [key, to]),
  );

/** The facts for a preview in `locale`, with those of the entry being previewed. */
export const factsFor = (locale: Locale, entry?: EntryMap, storage: Storage = localStorage) => ({
  ...SITE_FACTS[locale],
  ...saved(storage, locale),
  ...factsOf(entry),
});

/** After a save: the facts the entry defines hold for every preview from now on. */
export function rememberFacts(entry: EntryMap, storage: Storage = localStorage) {
  const facts = Object.entries(factsOf(entry));
  if (!facts.length) return;
  const built = SITE_FACTS.en;
  const kept = read(storage);
  for (const [key, to] of facts) kept[key] = { from: kept[key]?.from ?? built[key] ?? '', to };
  storage.setItem(KEY, JSON.stringify(kept));
}
