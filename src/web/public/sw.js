/* global self, caches, Response */
// Sipalu's service worker: the app shell and the public pages open without a connection.
// - Built files (/assets/*, content-hashed) come from the cache once fetched.
// - Pages are fetched from the network first; the public pages and the app shell are kept, and
//   served with an offline notice when the network is gone.
// - The API and uploads are never touched: signed-in data is never stored here.
const VERSION = 'sipalu-v1';
const PUBLIC_PAGES = ['/', '/how-it-works', '/about', '/contact', '/terms', '/success-stories', '/verification'];
const OFFLINE_NOTICE =
  '<div role="status" style="position:sticky;top:0;z-index:100;padding:8px 16px;background:#fef3c7;color:#78350f;' +
  'font:14px/1.4 system-ui,sans-serif;text-align:center">You are offline: this is a saved copy. · ' +
  'तपाईं अफलाइन हुनुहुन्छ: यो सुरक्षित प्रति हो।</div>';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(PUBLIC_PAGES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function fromCacheOrNetwork(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(VERSION)).put(request, response.clone());
  return response;
}

async function page(request) {
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (response.ok && PUBLIC_PAGES.includes(path)) (await caches.open(VERSION)).put(path, response.clone());
    return response;
  } catch {
    // offline: the saved page, else the app shell (the app draws the route from cached code),
    // without the home page's prerendered layer, which only the home page would take down
    const own = await caches.match(path);
    const saved = own ?? (await caches.match('/'));
    if (!saved) return Response.error();
    let html = (await saved.text()).replace(/<body([^>]*)>/, `<body$1>${OFFLINE_NOTICE}`);
    if (!own) html = html.replace('</head>', '<style>#prerendered{display:none!important}</style></head>');
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(fromCacheOrNetwork(request));
});
