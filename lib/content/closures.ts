import { isShown, type ClosureDays } from '@/lib/closure-days';
import { contentKinds, readEntries } from '@/lib/content/kinds';
import { contentFile, loader } from '@/lib/content/read';
import { buildDayOf } from '@/lib/content/today';
import type { Localized } from '@/lib/i18n';
import { fillLocalized } from '@/lib/content/placeholders';

/**
 * Holiday closures and special hours (content/closures/<name>.yaml): a day or
 * a range of days, closed or with special hours, and a note in each language.
 */
export type Closure = ClosureDays & {
  id: string;
  /** Special hours, HH:MM; absent when the clinic is closed. */
  hours?: { opens: string; closes: string };
  note: Localized;
};

export const closures = loader((): readonly Closure[] => {
  return readEntries(contentKinds().closures)
    .map(({ slug, copy }) => {
      const filled = fillLocalized(copy, contentFile(`closures/${slug}.yaml`));
      const { start, end = start, opens, closes } = filled.en;
      return {
        id: slug,
        start,
        end,
        ...(opens && closes ? { hours: { opens, closes } } : {}),
        note: { en: filled.en.note, es: filled.es.note },
      };
    })
    .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
});

/** The day of the build in the clinic's time zone: what the exported pages show as today. */
export const buildDay = loader(buildDayOf);

/** Closures that have not passed: what structured data announces and the pages carry. */
export const upcoming = (today: string, list: readonly Closure[] = closures()) =>
  list.filter((c) => c.end >= today);

/** Closures shown on a day. */
export const shownOn = (today: string, list: readonly Closure[] = closures()) =>
  list.filter((c) => isShown(c, today));
