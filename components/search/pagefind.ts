/** The part of Pagefind's browser API the site uses (pagefind/pagefind.js). */
export type PagefindResult = {
  url: string;
  excerpt: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
};
export type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    query: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: { id: string; data: () => Promise<PagefindResult> }[] } | null>;
};

const loaded = new Map<string, Promise<Pagefind>>();

/**
 * Pagefind's script, loaded once per page from the export (not bundled). It
 * reads the index of the document's language and fetches fragments on demand.
 * Its web worker, WebAssembly and index metadata load here, not at the first
 * query (Pagefind starts them lazily): on a phone they take most of a second
 * that would otherwise fall between the visitor's first key and the results.
 */
export function loadPagefind(url: string): Promise<Pagefind> {
  let pagefind = loaded.get(url);
  if (!pagefind) {
    pagefind = (async () => {
      const api = (await import(
        /* webpackIgnore: true */ /* turbopackIgnore: true */ url
      )) as Pagefind;
      await api.options({ excerptLength: 24 });
      await api.init();
      return api;
    })();
    loaded.set(url, pagefind);
  }
  return pagefind;
}
