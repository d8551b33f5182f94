import type { Source } from '@/lib/content/schemas';

/**
 * Citations: copy cites a source of content/sources.yaml by its id, `[^acp-2017]`, right after
 * the sentence it supports. A page numbers its sources in the order they are first cited, shows
 * each citation as its number (a link to the reference) and lists them at its end. This turns
 * each `[^id]` into the Markdown link `[n](#ref-n)`, which the renderers draw as a superscript.
 * Browser-safe: the editor's preview renders citations too.
 */
export const CITATION = /\[\^([a-z0-9]+(?:-[a-z0-9]+)*)\]/g;

/** The anchor of a page's n-th reference. */
export const referenceAnchor = (n: number) => `ref-${n}`;

/** A numbered citation, as the renderers receive it: `[3](#ref-3)`. */
export const NUMBERED = /^#ref-(\d+)$/;

/** The ids a text cites, in order, each once. */
export function citedIds(texts: Iterable<string>): string[] {
  const ids: string[] = [];
  for (const text of texts)
    for (const [, id] of text.matchAll(CITATION)) if (id && !ids.includes(id)) ids.push(id);
  return ids;
}

/** Every string of a value, in document order. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) yield* strings(v);
}

function mapStrings<T>(value: T, f: (text: string) => string): T {
  if (typeof value === 'string') return f(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, f)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)])) as T;
  return value;
}

export type Referenced<T> = { copy: T; references: Source[]; unknown: string[] };

/**
 * A page's copy with its citations numbered, and its references in that order; `unknown` are
 * the ids the registry does not hold (a content problem: lib/content/sources.ts).
 */
export function numberCitations<T>(copy: T, registry: ReadonlyMap<string, Source>): Referenced<T> {
  const ids = citedIds(strings(copy));
  const numbered = mapStrings(copy, (text) =>
    text.replace(CITATION, (_, id: string) => {
      const n = ids.indexOf(id) + 1;
      return `[${n}](#${referenceAnchor(n)})`;
    }),
  );
  return {
    copy: numbered,
    references: ids.flatMap((id) => registry.get(id) ?? []),
    unknown: ids.filter((id) => !registry.has(id)),
  };
}
