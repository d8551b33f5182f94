import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { searchLabels } from '@/components/pages/search-page';
import { drawResults, resultNodes } from '@/components/search/early-render';
import { start } from '@/components/search/early-search';
import type { Pagefind, PagefindResult } from '@/components/search/pagefind';
import type { Hit, SearchState } from '@/components/search/engine';
import { SearchResults } from '@/components/search/search-results';
import type { ResultsView } from '@/components/search/search-view';
import { SiteSearch } from '@/components/search/site-search';
import { locales, type Locale } from '@/lib/i18n';

/** Pagefind answering every query from `pages` (title and excerpt per URL), by a word in them. */
const pages = new Map<string, { title: string; excerpt: string }>();
const searched: string[] = [];
/** Queries whose answer comes late, after those typed later. */
const slow = new Set<string>();
const engine: Pagefind = {
  options: async () => {},
  init: async () => {},
  search: async (query) => {
    searched.push(query);
    if (slow.has(query)) await new Promise((r) => setTimeout(r, 10));
    const results = [...pages]
      .filter(([, p]) => p.title.toLowerCase().includes(query.toLowerCase()))
      .map(([url, p]) => ({
        id: url,
        data: async (): Promise<PagefindResult> => ({
          url,
          excerpt: p.excerpt,
          meta: { title: p.title },
          filters: { type: ['condition'] },
        }),
      }));
    return { results };
  },
};
jest.mock('@/components/search/pagefind', () => ({ loadPagefind: async () => engine }));

beforeEach(() => {
  pages.clear();
  searched.length = 0;
  slow.clear();
  (globalThis as { [key: symbol]: Map<string, unknown> })[
    Symbol.for('site-search.engines')
  ]?.clear();
  global.fetch = jest.fn(async () => ({
    json: async () => [{ path: '/sciatica/', title: 'Sciatica', type: 'condition' }],
  })) as unknown as typeof fetch;
});

const view = (locale: Locale): ResultsView => ({
  labels: searchLabels(locale),
  phone: { display: '(913) 555-0100', href: 'tel:+19135550100' },
  sitemap: { href: '/sitemap/', label: 'Sitemap' },
});

const hit = (over: Partial<Hit> = {}): Hit => ({
  url: '/sciatica/',
  title: 'Sciatica',
  excerpt: 'Pain down the leg from <mark>sciatica</mark>, eased &amp; treated.',
  type: 'condition',
  ...over,
});

const STATES: [string, SearchState][] = [
  [
    'hits',
    {
      status: 'done',
      query: 'sciatica',
      hits: [hit(), hit({ url: '/blog/a/', type: 'article' })],
      suggestion: null,
      corrected: false,
    },
  ],
  [
    'a suggestion',
    { status: 'done', query: 'siatica', hits: [], suggestion: 'sciatica', corrected: false },
  ],
  [
    'a corrected query',
    { status: 'done', query: 'siatica', hits: [hit()], suggestion: 'sciatica', corrected: true },
  ],
  ['nothing', { status: 'done', query: 'zzz', hits: [], suggestion: null, corrected: false }],
  ['a failed load', { status: 'failed' }],
];

describe('the early renderer draws what React draws', () => {
  for (const locale of locales)
    for (const [name, state] of STATES)
      test(`${name} (${locale})`, () => {
        const { container } = render(
          <SearchResults state={state} onSuggestion={() => {}} {...view(locale)} />,
        );
        const early = document.createElement('div');
        early.append(...resultNodes(state, view(locale), () => {}).nodes);
        expect(early.children.length).toBeGreaterThan(0);
        expect(early.isEqualNode(container)).toBe(true);
      });
});

describe('the early renderer writes text, never markup', () => {
  const nasty = '<script>alert(1)</script> Tom & Jerry <img src=x onerror=alert(2)>';

  test('a title and an excerpt', () => {
    const status = document.createElement('p');
    const slot = document.createElement('div');
    drawResults(
      status,
      slot,
      {
        status: 'done',
        query: nasty,
        hits: [
          hit({ title: nasty, excerpt: '&lt;script&gt;x&lt;/script&gt; &amp; <mark>ice</mark>' }),
        ],
        suggestion: null,
        corrected: false,
      },
      view('en'),
      () => {},
    );
    expect(slot.querySelector('script, img')).toBeNull();
    expect(slot.querySelector('h2 a')?.textContent).toBe(nasty);
    const excerpt = slot.querySelector('li > p:last-child');
    expect(excerpt?.textContent).toBe('<script>x</script> & ice');
    expect(excerpt?.querySelectorAll('mark')).toHaveLength(1);
    expect(status.textContent).toBe(`1 result for “${nasty}”`);
    expect(status.children).toHaveLength(0);
  });

  test('a query that found nothing, in Spanish', () => {
    const status = document.createElement('p');
    const slot = document.createElement('div');
    drawResults(
      status,
      slot,
      { status: 'done', query: nasty, hits: [], suggestion: null, corrected: false },
      view('es'),
      () => {},
    );
    expect(status.textContent).toBe(`Ninguna página coincide con «${nasty}».`);
    expect(status.children).toHaveLength(0);
    expect(slot.querySelector('script, img')).toBeNull();
    expect(slot.querySelector('[data-testid="search-empty"]')).not.toBeNull();
  });
});

/** The search page's form as the server sends it, in the document, not hydrated. */
function serverHtml(locale: Locale) {
  document.body.innerHTML = renderToString(
    <SiteSearch
      action="/search/"
      pagefindUrl="/pagefind/pagefind.js"
      pageListUrl={`/pagefind/pages-${locale}.json`}
      earlyUrl="/pagefind/early-search.js"
      {...view(locale)}
    />,
  );
  const root = document.querySelector<HTMLElement>('[data-testid="site-search"]')!;
  const field = root.querySelector<HTMLInputElement>('input[type="search"]')!;
  const type = (text: string) => {
    field.value = text;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const status = () => root.querySelector('[role="status"]')?.textContent;
  const titles = () => [...root.querySelectorAll('ol li h2 a')].map((a) => a.textContent);
  return { root, type, status, titles };
}

describe('search before hydration', () => {
  test('results of what was typed, in place of the slot React leaves', async () => {
    pages.set('/sciatica/', { title: 'Sciatica', excerpt: '<mark>Sciatica</mark> care' });
    pages.set('/ciatica/', { title: 'Ciática', excerpt: '<mark>Ciática</mark>' });
    for (const locale of locales) {
      const { root, type, status, titles } = serverHtml(locale);
      expect(status()).toBe(searchLabels(locale).loading);
      start(root);
      await waitFor(() => expect(status()).toBe(searchLabels(locale).prompt));
      type('ciát');
      await waitFor(() => expect(titles()).toEqual(['Ciática']));
      expect(
        root.querySelector('[data-early-results] [data-testid="search-results"]'),
      ).not.toBeNull();
      expect(status()).toContain('ciát');
    }
  });

  test('an answer a newer key overtook is never drawn', async () => {
    pages.set('/sciatica/', { title: 'Sciatica', excerpt: 'x' });
    pages.set('/scoliosis/', { title: 'Scoliosis', excerpt: 'y' });
    const { root, type, titles } = serverHtml('en');
    start(root);
    slow.add('sc');
    type('sc');
    type('sci');
    await waitFor(() => expect(titles()).toEqual(['Sciatica']));
    await new Promise((r) => setTimeout(r, 20));
    expect(titles()).toEqual(['Sciatica']);
  });

  test('nothing more is drawn once React has taken the slot away', async () => {
    pages.set('/sciatica/', { title: 'Sciatica', excerpt: 'x' });
    const { root, type, status } = serverHtml('en');
    start(root);
    await waitFor(() => expect(status()).toBe(searchLabels('en').prompt));
    root.querySelector('[data-early-results]')?.remove();
    searched.length = 0;
    type('sciatica');
    await new Promise((r) => setTimeout(r, 20));
    expect(searched).toEqual([]);
    expect(status()).toBe(searchLabels('en').prompt);
  });
});
