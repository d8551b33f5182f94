import type { SearchState } from '@/components/search/engine';
import { textLinkClass } from '@/components/ui/button-styles';
import type { SearchType } from '@/lib/search';
import { fill } from '@/lib/i18n';

/** The search page's words, in the page's language (lib/ui.ts). */
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

/** What the results show besides the hits: the words, and where else to look. */
export type ResultsView = {
  labels: SearchLabels;
  phone: { display: string; href: string };
  sitemap: { href: string; label: string };
};

/**
 * The classes of the results' elements, one list for both renderers (React's,
 * search-results.tsx, and the early one, early-render.ts), so the list React
 * takes over looks the same.
 */
export const RESULT_CLASSES = {
  suggestion: 'mt-2',
  suggestionButton: `${textLinkClass} cursor-pointer`,
  corrected: 'mt-2 text-ink-soft',
  list: 'mt-6 space-y-4 outline-none',
  item: 'rounded-2xl border border-ink/10 bg-white p-5 shadow-sm',
  type: 'text-sm font-semibold tracking-wide text-brand-dark uppercase',
  heading: 'mt-1 text-xl font-bold',
  link: 'underline-offset-4 hover:underline',
  excerpt: 'mt-2 text-ink-soft',
  mark: 'rounded bg-accent/30 px-0.5 text-ink',
  empty: 'mt-4 rounded-2xl bg-cream p-5 outline-none',
  emptyLinks: 'mt-3 flex flex-wrap gap-4',
  textLink: textLinkClass,
} as const;

/** The status line: what was found, for whom it is read aloud (role="status"). */
export function statusText(state: SearchState, labels: SearchLabels): string {
  if (state.status === 'loading') return labels.loading;
  if (state.status === 'failed') return '';
  if (state.status === 'idle') return labels.prompt;
  const count = state.hits.length;
  if (count === 0) return fill(labels.noResults, { query: state.query });
  const shown = state.corrected ? (state.suggestion ?? state.query) : state.query;
  return fill(count === 1 ? labels.result : labels.results, { query: shown, count });
}

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

/**
 * Pagefind's excerpt (HTML with <mark> around the words found) as plain text
 * runs, each marked or not: any other tag is dropped and entities decoded, so
 * both renderers show it as text, never as markup.
 */
export function excerptParts(html: string): { text: string; mark: boolean }[] {
  return html
    .split(/<mark>([\s\S]*?)<\/mark>/)
    .map((part, i) => ({
      text: decode(i % 2 ? part : part.replace(/<[^>]+>/g, '')),
      mark: !!(i % 2),
    }))
    .filter((part) => part.text);
}
