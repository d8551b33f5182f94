import { matchRoute } from '@/lib/routes';

/** The kinds of page a visitor can narrow a search to (Pagefind's `type` filter). */
export const searchTypes = ['service', 'condition', 'article', 'page'] as const;
export type SearchType = (typeof searchTypes)[number];

/** Where the build writes the search index, and the page list the 404 and the search page read. */
export const PAGEFIND_DIR = '/pagefind/';
/** Pagefind's browser script, which loads the index of the document's language. */
export const PAGEFIND_SCRIPT = `${PAGEFIND_DIR}pagefind.js`;
export const pageListUrl = (locale: string) => `${PAGEFIND_DIR}pages-${locale}.json`;
/** The search page's renderer before hydration (components/search/early-search.ts), built beside. */
export const EARLY_SEARCH_SCRIPT = `${PAGEFIND_DIR}early-search.js`;

/** One canonical page as the browser-side helpers see it: path (localized), title, type. */
export type PageEntry = { path: string; title: string; type: SearchType };

/**
 * The type of a canonical page for the search index, from its English path,
 * or null when the page is not indexed: lists of other pages (the blog
 * index and its pages, the HTML sitemap), the search page and the offline page.
 */
export function searchTypeOf(path: string): SearchType | null {
  const kind = matchRoute(path)?.kind;
  switch (kind) {
    case 'blog':
    case 'blogPage':
    case 'sitemap':
    case 'search':
    case 'offline':
      return null;
    case 'condition':
      return 'condition';
    case 'services':
    case 'service':
    case 'category':
      return 'service';
    case 'post':
      return 'article';
    default:
      return 'page';
  }
}
