import { loadPagefind, type Pagefind } from '@/components/search/pagefind';
import type { PageEntry, SearchType } from '@/lib/search';
import { correctQuery, vocabularyOf } from '@/lib/suggest';

export type Hit = { url: string; title: string; excerpt: string; type: SearchType };
export type SearchState =
  | { status: 'loading' }
  | { status: 'idle' }
  | { status: 'failed' }
  | { status: 'done'; query: string; hits: Hit[]; suggestion: string | null; corrected: boolean };
export type Found = Extract<SearchState, { status: 'done' }>;

export const TYPES: SearchType[] = ['service', 'condition', 'article', 'page'];
const isType = (value: string | undefined): value is SearchType =>
  !!value && (TYPES as string[]).includes(value);

export type Engine = { pagefind: Pagefind; vocabulary: Map<string, string> };

/**
 * Engines by Pagefind's address and page list, on the window: the search page's
 * two renderers (the early one, before hydration: early-search.ts; React's)
 * are separate bundles and share one engine, one fetch of the page list.
 */
const engines = ((globalThis as { [key: symbol]: Map<string, Promise<Engine>> })[
  Symbol.for('site-search.engines')
] ??= new Map());

/** Pagefind, started (pagefind.ts), and the vocabulary of the language's page list. */
export function loadEngine(pagefindUrl: string, pageListUrl: string): Promise<Engine> {
  const key = `${pagefindUrl} ${pageListUrl}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = (async () => {
      const [pagefind, pages] = await Promise.all([
        loadPagefind(pagefindUrl),
        fetch(pageListUrl).then((r) => r.json() as Promise<PageEntry[]>),
      ]);
      return { pagefind, vocabulary: vocabularyOf(pages) };
    })();
    // A failed load is tried again at the next query.
    engine.catch(() => engines.delete(key));
    engines.set(key, engine);
  }
  return engine;
}

/**
 * The first ten hits for a query (trimmed, not empty), of one type or all. A
 * query with no results is retried once with its spelling corrected from the
 * site's own vocabulary. `current` says whether the query is still the latest:
 * once a newer key was pressed no fragment is fetched for it, and the answer is
 * null.
 */
export async function findHits(
  { pagefind, vocabulary }: Engine,
  query: string,
  only: SearchType | 'all',
  current: () => boolean,
): Promise<Found | null> {
  const filters = only === 'all' ? undefined : { type: only };
  const find = async (q: string) => {
    const found = await pagefind.search(q, { filters });
    if (!current()) return [];
    const data = await Promise.all((found?.results ?? []).slice(0, 10).map((r) => r.data()));
    return data.map((d) => ({
      url: d.url,
      title: d.meta.title ?? d.url,
      excerpt: d.excerpt,
      type: isType(d.filters.type?.[0]) ? (d.filters.type?.[0] as SearchType) : 'page',
    }));
  };
  let hits = await find(query);
  const suggestion = correctQuery(query, vocabulary);
  let corrected = false;
  if (!hits.length && suggestion && current()) {
    hits = await find(suggestion);
    corrected = hits.length > 0;
  }
  if (!current()) return null;
  return { status: 'done', query, hits, suggestion, corrected };
}
