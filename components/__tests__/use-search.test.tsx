import { act, renderHook, waitFor } from '@testing-library/react';
import type { Pagefind, PagefindResult } from '@/components/search/pagefind';
import { useSearch } from '@/components/search/use-search';

/** Pagefind's answer to `query`, held until `release` runs; each hit counts its fragment loads. */
function pendingSearch(query: string) {
  const loads = jest.fn();
  const hit = (n: number) => ({
    id: `${query}-${n}`,
    data: async (): Promise<PagefindResult> => {
      loads(n);
      return {
        url: `/${query}/${n}/`,
        excerpt: `About <mark>${query}</mark>`,
        meta: { title: `${query} ${n}` },
        filters: { type: ['condition'] },
      };
    },
  });
  let release = () => {};
  const answer = new Promise<{ results: ReturnType<typeof hit>[] }>((resolve) => {
    release = () => resolve({ results: [hit(1), hit(2), hit(3)] });
  });
  return { answer, loads, release: () => release() };
}

const searches = new Map<string, ReturnType<typeof pendingSearch>>();
const engine: Pagefind = {
  options: async () => {},
  init: async () => {},
  search: (query) => {
    const pending = pendingSearch(query);
    searches.set(query, pending);
    return pending.answer;
  },
};
jest.mock('@/components/search/pagefind', () => ({ loadPagefind: async () => engine }));

beforeEach(() => {
  searches.clear();
  global.fetch = jest.fn(async () => ({ json: async () => [] })) as unknown as typeof fetch;
});

describe('useSearch', () => {
  test('a query overtaken by a newer key loads none of its fragments', async () => {
    const { result } = renderHook(() =>
      useSearch({ pagefindUrl: '/pagefind/pagefind.js', pageListUrl: '/pagefind/pages-en.json' }),
    );
    await waitFor(() => expect(result.current.state.status).toBe('idle'));

    act(() => result.current.update('sciati'));
    await waitFor(() => expect(searches.has('sciati')).toBe(true));
    act(() => result.current.update('sciatica'));
    await waitFor(() => expect(searches.has('sciatica')).toBe(true));

    // The older answer arrives after the newer key: its hits are never opened.
    await act(async () => searches.get('sciati')?.release());
    await act(async () => searches.get('sciatica')?.release());
    await waitFor(() => expect(result.current.state.status).toBe('done'));

    expect(searches.get('sciati')?.loads).not.toHaveBeenCalled();
    expect(searches.get('sciatica')?.loads).toHaveBeenCalledTimes(3);
    const state = result.current.state;
    expect(state.status === 'done' && state.hits.map((h) => h.url)).toEqual([
      '/sciatica/1/',
      '/sciatica/2/',
      '/sciatica/3/',
    ]);
  });
});
