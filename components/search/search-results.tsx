import { useEffect, useRef, useState } from 'react';
import { Excerpt } from '@/components/search/excerpt';
import type { SearchLabels } from '@/components/search/site-search';
import type { SearchState } from '@/components/search/use-search';
import { textLinkClass } from '@/components/ui/button-styles';
import { fill } from '@/lib/i18n';

type Props = {
  state: SearchState;
  labels: SearchLabels;
  /** Searches again for the spelling the site suggests. */
  onSuggestion: (query: string) => void;
  phone: { display: string; href: string };
  sitemap: { href: string; label: string };
};

/** What a search found: the suggested spelling, the hits, or other ways to find a page. */
export function SearchResults({ state, labels, onSuggestion, phone, sitemap }: Props) {
  const done = state.status === 'done' ? state : null;
  // The suggestion's button goes away once pressed: focus moves to what it found.
  const [following, setFollowing] = useState<string | null>(null);
  const found = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (following === null || done?.query !== following) return;
    found.current?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, when the search it asked for is done
    setFollowing(null);
  }, [following, done]);
  return (
    <>
      {done?.suggestion && !done.corrected ? (
        <p className="mt-2" data-testid="search-suggestion">
          {labels.didYouMeanBefore}
          <button
            type="button"
            className={`${textLinkClass} cursor-pointer`}
            onClick={() => {
              setFollowing(done.suggestion ?? '');
              onSuggestion(done.suggestion ?? '');
            }}
          >
            {done.suggestion}
          </button>
          {labels.didYouMeanAfter}
        </p>
      ) : null}
      {done?.corrected ? (
        <p className="mt-2 text-ink-soft" data-testid="search-corrected">
          {fill(labels.showingInstead, { query: done.suggestion ?? '' })}
        </p>
      ) : null}

      {done && done.hits.length > 0 ? (
        <ol
          ref={(node) => {
            found.current = node;
          }}
          tabIndex={-1}
          className="mt-6 space-y-4 outline-none"
          data-testid="search-results"
        >
          {done.hits.map((hit) => (
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

      {(done && done.hits.length === 0) || state.status === 'failed' ? (
        <div
          ref={(node) => {
            if (!done?.hits.length) found.current = node;
          }}
          tabIndex={-1}
          className="mt-4 rounded-2xl bg-cream p-5 outline-none"
          data-testid="search-empty"
        >
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
    </>
  );
}
