/**
 * Browser-side helpers of the 404 page and the search page: which existing
 * pages are closest to a mistyped address, and which known word a mistyped
 * query word was meant to be. Pure and small; they run on a list of a few
 * hundred entries.
 */
import { delocalizePath } from '@/lib/i18n';

/** Levenshtein distance, with an early exit once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known name closest to a mistyped one ("phnoe" → "phone"), within two edits
 * (one for names under four letters), or undefined when none is that close.
 */
export function closestName(name: string, known: Iterable<string>): string | undefined {
  const max = name.length < 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const candidate of known) {
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase(), max);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** Lower case without accents: "Ciática" and "ciatica" compare equal. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a text (letters and digits), folded. */
export function wordsOf(text: string): string[] {
  return fold(text).match(/[a-z0-9]+/g) ?? [];
}

type Entry = { path: string; title: string };

const lastSegment = (path: string) => path.split('/').filter(Boolean).pop() ?? '';

/** The first segment of a path after its language prefix: "blog" for any language's blog. */
const sectionOf = (path: string) => delocalizePath(path).split('/').filter(Boolean)[0];

/**
 * Up to `count` existing pages closest to a missing path: by edit distance
 * between the last segment of the address and each page's slug (relative to
 * the slug's length), with a bonus for pages in the same section and for
 * shared words. Pages too far from anything are not suggested.
 */
export function closestPages<T extends Entry>(
  missing: string,
  pages: readonly T[],
  count = 3,
): T[] {
  const target = fold(lastSegment(missing));
  const targetWords = new Set(wordsOf(delocalizePath(missing)));
  const section = sectionOf(missing);
  if (!target) return [];
  const scored = pages.map((page) => {
    const slug = lastSegment(page.path);
    const distance = slugDistance(missing, page.path);
    const words = new Set([...wordsOf(slug), ...wordsOf(page.title)]);
    const shared = [...targetWords].filter((w) => w.length > 2 && words.has(w)).length;
    const sameSection = sectionOf(page.path) === section;
    const score = distance - 0.08 * shared - (sameSection ? 0.05 : 0);
    return { page, score, distance, shared };
  });
  return scored
    .filter((s) => s.distance <= 0.5 || s.shared > 0)
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map((s) => s.page);
}

/** The words of a text as written (letters and digits, lower case, accents kept). */
const rawWordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Known words, keyed by their folded form, valued as written ("ciatica" →
 * "ciática"), from the titles of a page list: words of its language. (Not its
 * addresses: a Spanish post's address keeps its English words, and the Spanish
 * search offered "sciatica", which then found nothing.)
 */
export function vocabularyOf(pages: readonly Entry[]): Map<string, string> {
  const words = new Map<string, string>();
  for (const page of pages)
    for (const w of rawWordsOf(page.title))
      if (w.length >= 3 && !words.has(fold(w))) words.set(fold(w), w);
  return words;
}

/**
 * The query with each unknown word replaced by the closest known word
 * (one edit for words under seven letters, two from seven), or null when
 * nothing needed correcting.
 */
export function correctQuery(
  query: string,
  vocabulary: ReadonlyMap<string, string>,
): string | null {
  let changed = false;
  const corrected = rawWordsOf(query).map((word) => {
    const folded = fold(word);
    if (folded.length < 4 || vocabulary.has(folded)) return word;
    const max = folded.length >= 7 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = max + 1;
    for (const [known, written] of vocabulary) {
      const d = editDistance(folded, known, max);
      if (d < bestDistance) {
        best = written;
        bestDistance = d;
      }
    }
    if (best === null) return word;
    changed = true;
    return best;
  });
  return changed ? corrected.join(' ') : null;
}

/** Words of a missing address too common to search for, in either language. */
const PATH_STOP_WORDS = new Set(
  'the and for with your you our how what when why does from that this old new page para como que los las del una por con sus mas'.split(
    ' ',
  ),
);

/**
 * The words of a missing address worth searching the index for: those of its
 * last segment, at least three letters and not a common word, four at most.
 */
export function searchWordsOf(missing: string): string[] {
  const words = rawWordsOf(lastSegment(missing).replace(/[-_.]/g, ' '));
  return [...new Set(words)]
    .filter((w) => w.length >= 3 && !PATH_STOP_WORDS.has(fold(w)) && !/^\d+$/.test(w))
    .slice(0, 4);
}

/**
 * Pages found by searching the index for each word, best first: pages that
 * matched more of the words, then by their best rank in a word's results.
 */
export function rankSearchHits(hitsPerWord: readonly (readonly string[])[]): string[] {
  const score = new Map<string, { words: number; rank: number }>();
  for (const hits of hitsPerWord)
    hits.forEach((path, rank) => {
      const s = score.get(path) ?? { words: 0, rank: Infinity };
      score.set(path, { words: s.words + 1, rank: Math.min(s.rank, rank) });
    });
  return [...score.entries()]
    .sort(([, a], [, b]) => b.words - a.words || a.rank - b.rank)
    .map(([path]) => path);
}

/** Edit distance between the last segments of two addresses, relative to the longer one. */
export function slugDistance(a: string, b: string): number {
  const x = fold(lastSegment(a));
  const y = fold(lastSegment(b));
  return editDistance(x, y) / Math.max(x.length, y.length, 1);
}

/**
 * The suggestions of the 404 page, without repeats: pages whose slug is a
 * near miss of the address (a typo: "sciatca" is one letter from "sciatica",
 * and nothing says "meant" more plainly), then pages both lists found, then
 * what the index found for the address's words, then the other address matches.
 */
export function mergeSuggestions<T extends Entry>(
  missing: string,
  byAddress: readonly T[],
  bySearch: readonly T[],
  count = 3,
): T[] {
  const found = new Set(bySearch.map((p) => p.path));
  const nearMiss = (p: T) => slugDistance(missing, p.path) <= 0.3;
  const ordered = [
    ...byAddress.filter(nearMiss),
    ...byAddress.filter((p) => found.has(p.path)),
    ...bySearch,
    ...byAddress,
  ];
  return ordered
    .filter((p, i) => ordered.findIndex((q) => q.path === p.path) === i)
    .slice(0, count);
}
