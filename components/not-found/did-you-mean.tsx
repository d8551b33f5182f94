'use client';

import { useEffect, useState } from 'react';
import { loadPagefind } from '@/components/search/pagefind';
import type { PageEntry } from '@/lib/search';
import { closestPages, mergeSuggestions, rankSearchHits, searchWordsOf } from '@/lib/suggest';
import { textLinkClass } from '@/components/ui/button-styles';

type Props = { locale: string; listUrl: string; pagefindUrl: string; heading: string };

/** Paths of the pages the index finds for each word, best first (an empty list when search fails). */
async function searchPaths(pagefindUrl: string, words: string[]): Promise<string[]> {
  if (!words.length) return [];
  try {
    const pagefind = await loadPagefind(pagefindUrl);
    const perWord = await Promise.all(
      words.map(async (word) => {
        const found = await pagefind.search(word);
        const data = await Promise.all((found?.results ?? []).slice(0, 5).map((r) => r.data()));
        return data.map((d) => new URL(d.url, window.location.origin).pathname);
      }),
    );
    return rankSearchHits(perWord);
  } catch {
    return [];
  }
}

/**
 * "Did you mean": up to three existing pages of the visitor's language for
 * the missing address: the closest slugs from the build's page list, and the
 * pages the search index finds for the address's words. Only the block of
 * the document's language asks for it (the 404 page holds both).
 */
export function DidYouMean({ locale, listUrl, pagefindUrl, heading }: Props) {
  const [pages, setPages] = useState<PageEntry[]>([]);
  useEffect(() => {
    if (document.documentElement.lang !== locale) return;
    let live = true;
    const missing = window.location.pathname;
    fetch(listUrl)
      .then((r) => (r.ok ? (r.json() as Promise<PageEntry[]>) : []))
      .then(async (list) => {
        const byAddress = closestPages(missing, list, 3);
        const byPath = new Map(list.map((p) => [p.path, p]));
        const found = await searchPaths(pagefindUrl, searchWordsOf(missing));
        const bySearch = found.flatMap((path) => byPath.get(path) ?? []);
        if (live) setPages(mergeSuggestions(missing, byAddress, bySearch, 3));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale, listUrl, pagefindUrl]);
  if (!pages.length) return null;
  return (
    <section
      aria-label={heading}
      className="mx-auto max-w-3xl px-4 text-left"
      data-testid="did-you-mean"
    >
      <h2 className="text-xl font-bold">{heading}</h2>
      <ul className="mt-3 space-y-2">
        {pages.map((page) => (
          <li key={page.path}>
            <a href={page.path} className={textLinkClass}>
              {page.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
