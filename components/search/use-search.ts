'use client';

import { startTransition, useEffect, useRef, useState } from 'react';
import { findHits, loadEngine, type SearchState } from '@/components/search/engine';
import type { SearchType } from '@/lib/search';

export { TYPES, type Hit, type SearchState } from '@/components/search/engine';

type Sources = {
  /** Where the search files live: `/pagefind/pagefind.js` and the page list of this language. */
  pagefindUrl: string;
  pageListUrl: string;
};

/**
 * The search page's engine for React: Pagefind, its WebAssembly and the index
 * fragments (engine.ts) load when the page mounts, unless the early renderer
 * (early-search.ts) started them before hydration; an answer to an older query
 * never replaces a newer one.
 */
export function useSearch({ pagefindUrl, pageListUrl }: Sources) {
  const [query, setQuery] = useState('');
  const [type, setType] = useState<SearchType | 'all'>('all');
  const [state, setState] = useState<SearchState>({ status: 'loading' });
  const latest = useRef(0);
  const field = useRef<HTMLInputElement>(null);

  const run = async (text: string, only: SearchType | 'all') => {
    const ticket = ++latest.current;
    const trimmed = text.trim();
    try {
      const engine = await loadEngine(pagefindUrl, pageListUrl);
      if (ticket !== latest.current) return;
      if (!trimmed) {
        setState({ status: 'idle' });
        return;
      }
      const found = await findHits(engine, trimmed, only, () => ticket === latest.current);
      if (!found) return;
      // The list renders in slices the next key can interrupt: typing stays under 100 ms.
      startTransition(() => setState(found));
    } catch (error) {
      console.warn('Search failed to load:', error);
      if (ticket === latest.current) setState({ status: 'failed' });
    }
  };

  // The search page opened: load search, and run the query typed so far or in the address.
  useEffect(() => {
    // What the visitor typed (and the type picked) before the page came to life, else the
    // address's query.
    const form = field.current?.form;
    const picked = form?.querySelector<HTMLInputElement>('input[name="type"]:checked')?.value;
    const only = (picked ?? 'all') as SearchType | 'all';
    const initial =
      field.current?.value || new URLSearchParams(window.location.search).get('q') || '';
    void Promise.resolve().then(() => {
      setQuery(initial);
      setType(only);
      return run(initial, only);
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
