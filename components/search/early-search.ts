import { findHits, loadEngine, type SearchState } from '@/components/search/engine';
import { drawResults } from '@/components/search/early-render';
import type { ResultsView } from '@/components/search/search-view';
import type { SearchType } from '@/lib/search';

/**
 * Search before hydration. The page's first script (scripts/postbuild/defer-scripts.ts)
 * imports this module (built on its own into the export by
 * scripts/postbuild/early-search.ts) at the first touch or focus in the search
 * form, while React is still on its way, and calls `start` with the form's root
 * (site-search.tsx). From then on each key searches and draws the status line
 * and the results (early-render.ts) into the slot React leaves while loading.
 * React's first results replace the slot, which ends this: nothing here runs
 * once the slot is gone, so the list is never drawn twice.
 */
export function start(root: HTMLElement) {
  const slot = root.querySelector<HTMLElement>('[data-early-results]');
  const status = root.querySelector<HTMLElement>('[role="status"]');
  const form = root.querySelector('form');
  const field = form?.querySelector<HTMLInputElement>('input[type="search"]');
  const { pagefind, searchList, searchView } = root.dataset;
  if (!slot || !status || !form || !field || !pagefind || !searchList || !searchView) return;
  const view = JSON.parse(searchView) as ResultsView;
  const live = () => slot.isConnected;
  let latest = 0;

  const search = async (focusAfter = false) => {
    const ticket = ++latest;
    const current = () => ticket === latest && live();
    const query = field.value.trim();
    const picked = form.querySelector<HTMLInputElement>('input[name="type"]:checked');
    const only = (picked?.value ?? 'all') as SearchType | 'all';
    let state: SearchState | null;
    try {
      const engine = await loadEngine(pagefind, searchList);
      state = query ? await findHits(engine, query, only, current) : { status: 'idle' };
    } catch {
      state = { status: 'failed' };
    }
    // Drawn in a task of its own, after any key already waiting: a key never waits for the list.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!state || !current()) return;
    const focus = drawResults(status, slot, state, view, (suggestion) => {
      field.value = suggestion;
      void search(true);
    });
    if (focusAfter) focus?.focus();
  };

  const onInput = () => {
    if (live()) void search();
    else stop();
  };
  const onSubmit = (event: Event) => {
    if (!live()) return stop();
    event.preventDefault();
    void search();
  };
  const stop = () => {
    form.removeEventListener('input', onInput);
    form.removeEventListener('submit', onSubmit);
  };
  form.addEventListener('input', onInput);
  form.addEventListener('submit', onSubmit);
  void search();
}
