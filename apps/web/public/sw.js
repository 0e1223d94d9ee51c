// Roundhouse's service worker (issue 28): the app opens without a connection, and never serves the
// API from a cache. Hashed assets are kept once fetched (their names change with their content);
// a page comes from the network, or, offline, from the last page this device loaded; everything
// else passes through untouched.
const CACHE = 'roundhouse-v1';
const SHELL = '/';

/** The page and every file it starts the app from (its scripts and styles), kept at install. */
async function keepShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(new Request(SHELL, { cache: 'reload' }));
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  const files = new Set(['/boot.js', ...(html.match(/\/assets\/[^"' ]+/g) ?? [])]);
  await cache.addAll([...files]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepShell().catch(() => {}));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const kept = (url) =>
  url.pathname.startsWith('/assets/') ||
  url.pathname === '/boot.js' ||
  /^\/(favicon\.svg|icon-[\w-]+\.png|apple-touch-icon\.png|manifest\.webmanifest)$/.test(url.pathname);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api')) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
          }
          return response;
        })
        .catch(async () => (await caches.match(SHELL)) ?? Response.error()),
    );
    return;
  }
  if (kept(url)) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
