'use client';

import { useId } from 'react';
import { SearchResults } from '@/components/search/search-results';
import { TYPES, useSearch, type SearchState } from '@/components/search/use-search';
import { fill } from '@/lib/i18n';
import type { SearchType } from '@/lib/search';

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

/**
 * The search page's interactive part: the form, a status line that says what
 * was found, and the results (search-results.tsx). The engine (use-search.ts)
 * loads when the page mounts; results follow the language of the document.
 */
export function SiteSearch({ labels, action, pagefindUrl, pageListUrl, phone, sitemap }: Props) {
  const inputId = useId();
  const { field, query, type, state, update } = useSearch({ pagefindUrl, pageListUrl });

  const statusText = (current: SearchState): string => {
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
    <div data-testid="site-search" data-pagefind={pagefindUrl}>
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
            className="min-w-0 flex-1 rounded-xl border border-ink-soft bg-white px-4 py-3 text-lg"
          />
          <button
            type="submit"
            className="cursor-pointer rounded-xl bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
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
                onChange={() => update(query, value)}
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

      <SearchResults
        state={state}
        labels={labels}
        onSuggestion={(suggestion) => update(suggestion)}
        phone={phone}
        sitemap={sitemap}
      />
    </div>
  );
}
