/**
 * The clinic facts the previews fill {{placeholders}} with: the last build's
 * (written into the editor's bundle), followed by what staff changed since in
 * the editor. A changed fact shows in its own entry's preview as it is typed,
 * and, once saved, in every preview of every tab of this browser, before the
 * next build: the doctor's name and letters come from his team entry; the
 * phone, the address, the email, the weekly hours and every other fact of
 * clinic.yaml from the clinic facts.
 */

import { clinicFileFacts } from '@/lib/content/clinic-facts';
import type { ClinicFacts, OpeningHours } from '@/lib/content/clinic-schema';
import { locales, type Locale } from '@/lib/i18n';

declare const SITE_FACTS: Record<Locale, Record<string, string>>;
/** The doctor's team entry (clinic.yaml's `doctor.team`), at the build. */
declare const DOCTOR_TEAM: string;

/** An entry as the editor's events and previews hold it (an Immutable Map). */
type EntryMap = { get(key: string): unknown };
type Facts = Record<string, string>;

/** Where the facts saved since the build are kept, for every tab of this browser. */
const KEY = 'prairie-spine.edited-facts';

/** The weekly hours, as JSON: no placeholder, read by the closure preview (`weeklyHours`). */
export const HOURS = '#hours';

const dataOf = (entry: EntryMap) =>
  (entry.get('data') as { toJS?: () => unknown } | undefined)?.toJS?.() as
    Record<string, unknown> | undefined;

/** The facts of the clinic facts entry as edited; none while a part of it is missing. */
function clinicFacts(data: Record<string, unknown> | undefined, locale: Locale): Facts {
  try {
    return {
      ...clinicFileFacts(data as ClinicFacts, locale),
      [HOURS]: JSON.stringify(data?.hours),
    };
  } catch {
    return {};
  }
}

/** The facts an entry defines: the doctor's team entry names the doctor, the clinic facts the rest. */
function factsOf(entry: EntryMap | undefined, locale: Locale): Facts {
  if (entry?.get('collection') === 'settings' && entry.get('slug') === 'clinic')
    return clinicFacts(dataOf(entry), locale);
  if (!entry || entry.get('collection') !== 'team' || entry.get('slug') !== DOCTOR_TEAM) return {};
  const data = dataOf(entry) as { name?: unknown; credentials?: unknown } | undefined;
  const facts: Facts = {};
  if (typeof data?.name === 'string' && data.name.trim()) facts.doctor = data.name;
  if (typeof data?.credentials === 'string') facts.doctorCredentials = data.credentials;
  return facts;
}

/** Each fact saved, by language: its value at the build it was changed from, and its new value. */
type Saved = Partial<Record<Locale, Record<string, { from: string; to: string }>>>;

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
    Object.entries(read(storage)[locale] ?? {})
      .filter(([key, { from }]) => (SITE_FACTS[locale][key] ?? '') === from)
      .map(([key, { to }]) => [key, to]),
  );

/** The facts for a preview in `locale`, with those of the entry being previewed. */
export const factsFor = (locale: Locale, entry?: EntryMap, storage: Storage = localStorage) => ({
  ...SITE_FACTS[locale],
  ...saved(storage, locale),
  ...factsOf(entry, locale),
});

/** The weekly hours for a preview: the build's, or those edited since. */
export function weeklyHours(facts: Facts): OpeningHours[] {
  try {
    const hours: unknown = JSON.parse(facts[HOURS] ?? '[]');
    return Array.isArray(hours) ? (hours as OpeningHours[]) : [];
  } catch {
    return [];
  }
}

/** After a save: the facts the entry defines, changed since the build, hold for every preview. */
export function rememberFacts(entry: EntryMap, storage: Storage = localStorage) {
  const kept = read(storage);
  let changed = false;
  for (const locale of locales) {
    const built = SITE_FACTS[locale];
    const mine = (kept[locale] ??= {});
    for (const [key, to] of Object.entries(factsOf(entry, locale))) {
      const from = mine[key]?.from ?? built[key] ?? '';
      if (to === from && !mine[key]) continue;
      mine[key] = { from, to };
      changed = true;
    }
  }
  if (changed) storage.setItem(KEY, JSON.stringify(kept));
}
