// After `vite build`: renders Sipalu's informational pages and the course catalogue once in
// Chromium (English, signed out, before any data arrives: the catalogue's results stay skeletons)
// and writes the markup of each to dist/web/prerendered/<page>.html. The server sends it inside
// the page's HTML (src/server/features/public/prerendered.ts), so the content shows before the
// JavaScript has run and crawlers read it without running any.
// Without Chromium the step is skipped: the pages then arrive as the plain app, as before.
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PRERENDERED_PAGES } from '#server/features/public/prerendered.ts';
import { CHROMIUM_ARGS, findChromium } from '#tests/e2e/chromium-path.ts';

const webRoot = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist/web'));
const browserPath = findChromium();
if (!browserPath) {
  console.warn('prerender: Chromium not found (set CHROMIUM_PATH); public pages are served without prerendered HTML');
  process.exit(0);
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.woff2': 'font/woff2',
};

// the built files as the app server serves them; the API is answered by the browser below
const server = http.createServer((request, response) => {
  const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = path.join(webRoot, path.extname(urlPath) ? path.normalize(urlPath) : 'index.html');
  if (!file.startsWith(webRoot) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
server.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
const outDir = path.join(webRoot, 'prerendered');
mkdirSync(outDir, { recursive: true });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  await context.route('**/api/**', (route) => {
    // signed out; data requests never answer, so data sections stay as their loading skeletons
    // (what the app itself draws first) and no demo data is baked into the HTML
    if (new URL(route.request().url()).pathname === '/api/me') {
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Not signed in' } }),
      });
    }
    return undefined;
  });
  const page = await context.newPage();
  for (const [route, name] of Object.entries(PRERENDERED_PAGES)) {
    await page.goto(`${base}${route}`);
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    // the session answer and the texts settle the header
    await page.waitForTimeout(300);
    const markup = await page.locator('#root').evaluate((root) => {
      const copy = root.cloneNode(true) as HTMLElement;
      // controls need the app: until it has taken over they are shown disabled, so nothing typed
      // into the copy is lost when the app replaces it (links work as plain links meanwhile)
      for (const control of copy.querySelectorAll('button, input, textarea, select')) {
        control.setAttribute('disabled', '');
      }
      // the copy sits beside the app for a moment: no id may appear twice, and the landmarks
      // (banner, main, contentinfo) belong to the app alone
      for (const attribute of ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
        for (const element of copy.querySelectorAll(`[${attribute}]`)) element.removeAttribute(attribute);
      }
      for (const landmark of copy.querySelectorAll('header, main, footer, nav, aside')) {
        const plain = document.createElement('div');
        for (const { name, value } of landmark.attributes) {
          if (name !== 'aria-label' && name !== 'tabindex') plain.setAttribute(name, value);
        }
        plain.append(...landmark.childNodes);
        landmark.replaceWith(plain);
      }
      return copy.innerHTML;
    });
    writeFileSync(path.join(outDir, `${name}.html`), markup);
    console.log(`prerendered ${route} (${(markup.length / 1024).toFixed(1)} KiB)`);
  }
  await context.close();
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
}
