import { numberCitations } from '@/lib/citations';
import { ContentError } from '@/lib/content/read';
import { contentKinds, readFacts } from '@/lib/content/kinds';
import type { Source } from '@/lib/content/schemas';
import { locales, type Locale } from '@/lib/i18n';

let registry: ReadonlyMap<string, Source> | undefined;

/**
 * The sources the copy cites (content/sources.yaml), by id. Read when first asked, once per
 * build: a page's citations and references come from here (lib/citations.ts).
 */
export function sources(): ReadonlyMap<string, Source> {
  registry ??= new Map(readFacts(contentKinds().sources).sources.map((s) => [s.id, s]));
  return registry;
}

/**
 * A page's copy with its citations numbered, and its references. An id the registry does not
 * hold is a content problem naming the file and the id.
 */
export function referenced<T>(copy: T, file: string): { copy: T; references: Source[] } {
  const { unknown, ...out } = numberCitations(copy, sources());
  if (unknown.length > 0)
    throw new ContentError(
      unknown.map(
        (id) =>
          `${file}: [^${id}] cites no source of content/sources.yaml: add it there (Sources of health claims), or correct the id`,
      ),
    );
  return out;
}

/** A page's copy in each language with its citations numbered, and its references. */
export function withReferences<T>(
  copy: Record<Locale, T>,
  file: string,
): { copy: Record<Locale, T>; references: Record<Locale, Source[]> } {
  const each = locales.map((locale) => [locale, referenced(copy[locale], file)]);
  const out = Object.fromEntries(each) as Record<Locale, { copy: T; references: Source[] }>;
  return {
    copy: Object.fromEntries(locales.map((l) => [l, out[l].copy])) as Record<Locale, T>,
    references: Object.fromEntries(locales.map((l) => [l, out[l].references])) as Record<
      Locale,
      Source[]
    >,
  };
}
