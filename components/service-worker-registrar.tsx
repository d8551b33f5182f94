'use client';

import { useEffect } from 'react';

/**
 * The page that installed the worker, the payload it hydrates with (the
 * export's index.txt beside it) and the scripts and stylesheets it loaded
 * (the browser's cache has them: saving them moves no bytes when it is on, and
 * the next visit needs none when it is off).
 */
function thisPage(): string[] {
  const page = window.location.pathname;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/_next/static/'))
    .map((url) => url.pathname);
  return [...(page.endsWith('/') ? [page, `${page}index.txt`] : [page]), ...new Set(files)];
}

/**
 * Registers /service-worker.js once the page has loaded and the browser is
 * idle (registering costs a cheap phone about 6 ms of main thread, which
 * belongs after the page answers its first tap, not in hydration's task);
 * a failure is only logged. A page that loaded before a worker controlled it
 * asks the worker to save it (Workbox's CACHE_URLS message), so it reopens
 * offline too. Every page then asks the worker to save the offline page of
 * its language, which the worker does once per build: the install itself
 * fetches nothing but the icon, so a first visit spends its bytes on the page.
 */
export function ServiceWorkerRegistrar() {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
    const register = async () => {
      const uncontrolled = !navigator.serviceWorker.controller;
      await navigator.serviceWorker.register('/service-worker.js', { scope: '/' });
      const { active } = await navigator.serviceWorker.ready;
      if (uncontrolled)
        active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: thisPage() } });
      active?.postMessage({ type: 'SAVE_OFFLINE_PAGE' });
    };
    const start = () =>
      register().catch((error: unknown) => {
        console.warn('Service worker registration failed:', error);
      });
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => void start(), { timeout: 5000 })
        : setTimeout(() => void start(), 1000);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }, []);
  return null;
}
