'use client';

import { startTransition, useEffect, useRef, useState } from 'react';
import { loadPagefind, type Pagefind } from '@/components/search/pagefind';
import type { PageEntry, SearchType } from '@/lib/search';
import { correctQuery, vocabularyOf } from '@/lib/suggest';

export type Hit = { url: string; title: string; excerpt: string; type: SearchType };
export type SearchState =
  | { status: 'loading' }
  | { status: 'idle' }
  | { status: 'failed' }
  | { status: 'done'; query: string; hits: Hit[]; suggestion: string | null; corrected: boolean };

export const TYPES: SearchType[] = ['service', 'condition', 'article', 'page'];
const isType = (value: string | undefined): value is SearchType =>
  !!value && (TYPES as string[]).includes(value);

type Sources = {
  /** Where the search files live: `/pagefind/pagefind.js` and the page list of this language. */
  pagefindUrl: string;
  pageListUrl: string;
};

/**
 * The search engine of the search page: Pagefind's script, its WebAssembly
 * and the index fragments load when the page mounts and only then (the page's
 * first script fetches Pagefind's script sooner, at the first touch or focus
 * in the search form: `data-pagefind`, scripts/postbuild/defer-scripts.ts). A query
 * with no results is retried once with its spelling corrected from the site's
 * own vocabulary; an answer to an older query never replaces a newer one.
 */
export function useSearch({ pagefindUrl, pageListUrl }: Sources) {
  const [query, setQuery] = useState('');
  const [type, setType] = useState<SearchType | 'all'>('all');
  const [state, setState] = useState<SearchState>({ status: 'loading' });
  const engine = useRef<Promise<{ pagefind: Pagefind; vocabulary: Map<string, string> }> | null>(
    null,
  );
  const latest = useRef(0);
  const field = useRef<HTMLInputElement>(null);

  const load = () => {
    engine.current ??= (async () => {
      const [pagefind, pages] = await Promise.all([
        loadPagefind(pagefindUrl),
        fetch(pageListUrl).then((r) => r.json() as Promise<PageEntry[]>),
      ]);
      return { pagefind, vocabulary: vocabularyOf(pages) };
    })();
    return engine.current;
  };

  const run = async (text: string, only: SearchType | 'all') => {
    const ticket = ++latest.current;
    const trimmed = text.trim();
    try {
      const { pagefind, vocabulary } = await load();
      if (ticket !== latest.current) return;
      if (!trimmed) {
        setState({ status: 'idle' });
        return;
      }
      const filters = only === 'all' ? undefined : { type: only };
      const find = async (q: string) => {
        const found = await pagefind.search(q, { filters });
        // A newer key was pressed meanwhile: no fragments fetched for this query.
        if (ticket !== latest.current) return [];
        const data = await Promise.all((found?.results ?? []).slice(0, 10).map((r) => r.data()));
        return data.map((d) => ({
          url: d.url,
          title: d.meta.title ?? d.url,
          excerpt: d.excerpt,
          type: isType(d.filters.type?.[0]) ? (d.filters.type?.[0] as SearchType) : 'page',
        }));
      };
      let hits = await find(trimmed);
      const suggestion = correctQuery(trimmed, vocabulary);
      let corrected = false;
      if (!hits.length && suggestion) {
        hits = await find(suggestion);
        corrected = hits.length > 0;
      }
      if (ticket !== latest.current) return;
      // The list renders in slices the next key can interrupt: typing stays under 100 ms.
      startTransition(() =>
        setState({ status: 'done', query: trimmed, hits, suggestion, corrected }),
      );
    } catch (error) {
      console.warn('Search failed to load:', error);
      if (ticket === latest.current) setState({ status: 'failed' });
    }
  };

  // The search page opened: load search, and run the query typed so far or in the address.
  useEffect(() => {
    // What the visitor typed before the page came to life, else the address's query.
    const initial =
      field.current?.value || new URLSearchParams(window.location.search).get('q') || '';
    void Promise.resolve().then(() => {
      setQuery(initial);
      return run(initial, 'all');
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A new query or filter: kept in the address (so it can be shared) and searched. */
  const update = (text: string, only: SearchType | 'all' = type) => {
    setQuery(text);
    setType(only);
    const url = new URL(window.location.href);
    if (text.trim()) url.searchParams.set('q', text.trim());
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
    void run(text, only);
  };

  return { field, query, type, state, update };
}
