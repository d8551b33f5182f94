/*
 * The service worker's kill switch. Deployed as /service-worker.js in place
 * of the real worker (SERVICE_WORKER=off npm run build, or copy this file
 * over out/service-worker.js), it replaces the worker a visitor has as soon
 * as the browser checks for an update (at the next page view), deletes every
 * cache and the worker's IndexedDB records, unregisters itself, and reloads
 * the tabs the old worker controlled, so they come from the network. It has
 * no fetch handler: nothing is served from a cache again. A page that still
 * registers /service-worker.js installs it again and it unregisters again;
 * it reloads only tabs a worker controlled, so that never loops.
 */
self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
      indexedDB.deleteDatabase('workbox-expiration');
      await self.registration.unregister();
      const tabs = await self.clients.matchAll({ type: 'window' });
      await Promise.all(tabs.map((tab) => tab.navigate(tab.url).catch(() => undefined)));
    })(),
  );
});
