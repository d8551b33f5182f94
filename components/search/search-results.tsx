import { useEffect, useRef, useState } from 'react';
import type { SearchState } from '@/components/search/engine';
import { Excerpt } from '@/components/search/excerpt';
import { RESULT_CLASSES as C, type ResultsView } from '@/components/search/search-view';
import { fill } from '@/lib/i18n';

type Props = ResultsView & {
  state: SearchState;
  /** Searches again for the spelling the site suggests. */
  onSuggestion: (query: string) => void;
};

/**
 * What a search found: the suggested spelling, the hits, or other ways to find a
 * page. The same markup as the early renderer's (early-render.ts), which draws
 * the results before hydration into the slot this renders while loading.
 */
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
      {state.status === 'loading' ? (
        // Filled by the early renderer before hydration, and never read by React (its inner
        // HTML is its own): gone, with what it holds, once React has results of its own.
        <div data-early-results="" dangerouslySetInnerHTML={{ __html: '' }} />
      ) : null}
      {done?.suggestion && !done.corrected ? (
        <p className={C.suggestion} data-testid="search-suggestion">
          {labels.didYouMeanBefore}
          <button
            type="button"
            className={C.suggestionButton}
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
        <p className={C.corrected} data-testid="search-corrected">
          {fill(labels.showingInstead, { query: done.suggestion ?? '' })}
        </p>
      ) : null}

      {done && done.hits.length > 0 ? (
        <ol
          ref={(node) => {
            found.current = node;
          }}
          tabIndex={-1}
          className={C.list}
          data-testid="search-results"
        >
          {done.hits.map((hit) => (
            <li key={hit.url} className={C.item}>
              <p className={C.type}>{labels.types[hit.type]}</p>
              <h2 className={C.heading}>
                <a href={hit.url} className={C.link}>
                  {hit.title}
                </a>
              </h2>
              <p className={C.excerpt}>
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
          className={C.empty}
          data-testid="search-empty"
        >
          <p>{state.status === 'failed' ? labels.failed : labels.emptyHelp}</p>
          <p className={C.emptyLinks}>
            <a href={phone.href} className={C.textLink}>
              {phone.display}
            </a>
            <a href={sitemap.href} className={C.textLink}>
              {sitemap.label}
            </a>
          </p>
        </div>
      ) : null}
    </>
  );
}
