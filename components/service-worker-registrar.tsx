'use client';

import { useEffect } from 'react';

/** The page that installed the worker and the payload it hydrates with (the export's index.txt beside it). */
function thisPage(): string[] {
  const page = window.location.pathname;
  return page.endsWith('/') ? [page, `${page}index.txt`] : [page];
}

/**
 * Registers /service-worker.js once the page has loaded and the browser is
 * idle (registering costs a cheap phone about 6 ms of main thread, which
 * belongs after the page answers its first tap, not in hydration's task);
 * a failure is only
 * logged. A page that loaded before a worker controlled it asks the worker
 * to save it (Workbox's CACHE_URLS message), so it reopens offline too.
 */
export function ServiceWorkerRegistrar() {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
    const register = async () => {
      const uncontrolled = !navigator.serviceWorker.controller;
      await navigator.serviceWorker.register('/service-worker.js', { scope: '/' });
      if (!uncontrolled) return;
      const { active } = await navigator.serviceWorker.ready;
      active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: thisPage() } });
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
