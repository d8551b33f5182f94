'use client';

import { useEffect, useState } from 'react';
import type { PageEntry } from '@/lib/search';
import { closestPages } from '@/lib/suggest';

type Props = { locale: string; listUrl: string; heading: string };

/**
 * "Did you mean": up to three existing pages of the visitor's language
 * closest to the missing address, from the build's page list. Only the
 * block of the document's language asks for it (the 404 page holds both).
 */
export function DidYouMean({ locale, listUrl, heading }: Props) {
  const [pages, setPages] = useState<PageEntry[]>([]);
  useEffect(() => {
    if (document.documentElement.lang !== locale) return;
    let live = true;
    fetch(listUrl)
      .then((r) => (r.ok ? (r.json() as Promise<PageEntry[]>) : []))
      .then((list) => {
        if (live) setPages(closestPages(window.location.pathname, list, 3));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale, listUrl]);
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
            <a href={page.path} className="font-semibold text-brand underline underline-offset-4">
              {page.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
