'use client';

import { useEffect } from 'react';

/** Registers /service-worker.js once the page has loaded; a failure is only logged. */
export function ServiceWorkerRegistrar() {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
    const register = () => {
      navigator.serviceWorker
        .register('/service-worker.js', { scope: '/' })
        .catch((error: unknown) => {
          console.warn('Service worker registration failed:', error);
        });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
  return null;
}
