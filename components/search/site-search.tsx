'use client';

import { useId } from 'react';
import { SearchResults } from '@/components/search/search-results';
import { statusText, type ResultsView } from '@/components/search/search-view';
import { TYPES, useSearch } from '@/components/search/use-search';

export type { SearchLabels } from '@/components/search/search-view';

type Props = ResultsView & {
  /** The search page's address: the form submits there without scripts. */
  action: string;
  /** Where the search files live: `/pagefind/pagefind.js` and the page list of this language. */
  pagefindUrl: string;
  pageListUrl: string;
  /** The early renderer's script (early-search.ts), which the page's first script starts. */
  earlyUrl: string;
};

/**
 * The search page's interactive part: the form, a status line that says what
 * was found, and the results (search-results.tsx). The engine (use-search.ts)
 * loads when the page mounts; results follow the language of the document.
 *
 * Before hydration, the page's first script (scripts/postbuild/defer-scripts.ts)
 * starts the early renderer (`data-early-search`) at the first touch or focus in
 * the form. It searches as the visitor types and draws the status line and the
 * results into the slot React leaves it while loading, from the words in
 * `data-search-view`; React takes over at its first results. The attributes go
 * once React has answered, so a later touch loads nothing more.
 */
export function SiteSearch({
  labels,
  action,
  pagefindUrl,
  pageListUrl,
  earlyUrl,
  phone,
  sitemap,
}: Props) {
  const inputId = useId();
  const { field, query, type, state, update } = useSearch({ pagefindUrl, pageListUrl });
  const loading = state.status === 'loading';

  return (
    <div
      data-testid="site-search"
      data-pagefind={pagefindUrl}
      data-search-list={loading ? pageListUrl : undefined}
      data-early-search={loading ? earlyUrl : undefined}
      data-search-view={loading ? JSON.stringify({ labels, phone, sitemap }) : undefined}
    >
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
        // The early renderer may have written the line before hydration: React keeps it
        // until its own first answer.
        suppressHydrationWarning
      >
        {statusText(state, labels)}
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
