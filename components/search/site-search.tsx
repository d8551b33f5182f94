'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { fill } from '@/lib/i18n';
import type { PageEntry, SearchType } from '@/lib/search';
import { correctQuery, vocabularyOf } from '@/lib/suggest';
import { loadPagefind, type Pagefind } from '@/components/search/pagefind';
import { textLinkClass } from '@/components/ui/button-styles';

export type SearchLabels = {
  label: string;
  placeholder: string;
  button: string;
  loading: string;
  prompt: string;
  results: string;
  result: string;
  noResults: string;
  emptyHelp: string;
  didYouMeanBefore: string;
  didYouMeanAfter: string;
  showingInstead: string;
  failed: string;
  filter: string;
  types: Record<SearchType | 'all', string>;
};

type Props = {
  labels: SearchLabels;
  /** The search page's address: the form submits there before scripts run, or without them. */
  action: string;
  /** Where the search files live: `/pagefind/pagefind.js` and the page list of this language. */
  pagefindUrl: string;
  pageListUrl: string;
  phone: { display: string; href: string };
  sitemap: { href: string; label: string };
};

type Hit = { url: string; title: string; excerpt: string; type: SearchType };
type State =
  | { status: 'loading' }
  | { status: 'idle' }
  | { status: 'failed' }
  | { status: 'done'; query: string; hits: Hit[]; suggestion: string | null; corrected: boolean };

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => entities[e] ?? e);

/** Pagefind's excerpt as text with its <mark> highlights, never as raw HTML. */
function Excerpt({ html }: { html: string }) {
  const parts = html.split(/<mark>([\s\S]*?)<\/mark>/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 ? (
          <mark key={i} className="rounded bg-accent/30 px-0.5 text-ink">
            {decode(part)}
          </mark>
        ) : (
          decode(part.replace(/<[^>]+>/g, ''))
        ),
      )}
    </>
  );
}

const TYPES: SearchType[] = ['service', 'condition', 'article', 'page'];
const isType = (value: string | undefined): value is SearchType =>
  !!value && (TYPES as string[]).includes(value);

/**
 * The search page's interactive part. Pagefind's script, its WebAssembly and
 * the index fragments load when this mounts (the visitor opened the search
 * page) and only then; results follow the language of the document.
 */
export function SiteSearch({ labels, action, pagefindUrl, pageListUrl, phone, sitemap }: Props) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [type, setType] = useState<SearchType | 'all'>('all');
  const [state, setState] = useState<State>({ status: 'loading' });
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
      setState({ status: 'done', query: trimmed, hits, suggestion, corrected });
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

  const update = (text: string, only: SearchType | 'all' = type) => {
    setQuery(text);
    const url = new URL(window.location.href);
    if (text.trim()) url.searchParams.set('q', text.trim());
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
    void run(text, only);
  };

  const statusText = (current: State): string => {
    if (current.status === 'loading') return labels.loading;
    if (current.status === 'failed') return '';
    if (current.status === 'idle') return labels.prompt;
    const count = current.hits.length;
    if (count === 0) return fill(labels.noResults, { query: current.query });
    const shown = current.corrected ? (current.suggestion ?? current.query) : current.query;
    return fill(count === 1 ? labels.result : labels.results, { query: shown, count });
  };
  const status = statusText(state);

  return (
    <div data-testid="site-search">
      <form
        role="search"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          update(query);
        }}
        className="flex flex-col gap-2"
      >
        <label htmlFor={inputId} className="font-semibold">
          {labels.label}
        </label>
        <div className="flex gap-2">
          <input
            ref={field}
            id={inputId}
            name="q"
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={query}
            placeholder={labels.placeholder}
            onChange={(event) => update(event.target.value)}
            className="min-w-0 flex-1 rounded-xl border border-ink/30 bg-white px-4 py-3 text-lg"
          />
          <button
            type="submit"
            className="rounded-xl bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
          >
            {labels.button}
          </button>
        </div>
        <fieldset className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="float-left mr-2 font-semibold">{labels.filter}</legend>
          {(['all', ...TYPES] as const).map((value) => (
            <label key={value} className="inline-flex items-center gap-1.5">
              <input
                type="radio"
                name="type"
                value={value}
                checked={type === value}
                onChange={() => {
                  setType(value);
                  update(query, value);
                }}
                className="size-4 accent-brand"
              />
              {labels.types[value]}
            </label>
          ))}
        </fieldset>
      </form>

      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="mt-6 font-semibold"
        data-testid="search-status"
      >
        {status}
      </p>

      {state.status === 'done' && state.suggestion && !state.corrected ? (
        <p className="mt-2" data-testid="search-suggestion">
          {labels.didYouMeanBefore}
          <button
            type="button"
            className={textLinkClass}
            onClick={() => update(state.suggestion ?? '')}
          >
            {state.suggestion}
          </button>
          {labels.didYouMeanAfter}
        </p>
      ) : null}
      {state.status === 'done' && state.corrected ? (
        <p className="mt-2 text-ink-soft" data-testid="search-corrected">
          {fill(labels.showingInstead, { query: state.suggestion ?? '' })}
        </p>
      ) : null}

      {state.status === 'done' && state.hits.length > 0 ? (
        <ol className="mt-6 space-y-4" data-testid="search-results">
          {state.hits.map((hit) => (
            <li key={hit.url} className="rounded-2xl border border-ink/10 bg-white p-5 shadow-sm">
              <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">
                {labels.types[hit.type]}
              </p>
              <h2 className="mt-1 text-xl font-bold">
                <a href={hit.url} className="underline-offset-4 hover:underline">
                  {hit.title}
                </a>
              </h2>
              <p className="mt-2 text-ink-soft">
                <Excerpt html={hit.excerpt} />
              </p>
            </li>
          ))}
        </ol>
      ) : null}

      {(state.status === 'done' && state.hits.length === 0) || state.status === 'failed' ? (
        <div className="mt-4 rounded-2xl bg-cream p-5" data-testid="search-empty">
          <p>{state.status === 'failed' ? labels.failed : labels.emptyHelp}</p>
          <p className="mt-3 flex flex-wrap gap-4">
            <a href={phone.href} className={textLinkClass}>
              {phone.display}
            </a>
            <a href={sitemap.href} className={textLinkClass}>
              {sitemap.label}
            </a>
          </p>
        </div>
      ) : null}
    </div>
  );
}
