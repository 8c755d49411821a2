// Bundle budget: JS loaded by `/` and `/auth` ≤ 120 KiB gzip in total. Serves the built app,
// opens each route in Chromium and adds up the gzip size of every script the page fetched.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { chromium } from 'playwright-core';
import { createApp } from '#server/app.ts';
import { createAuth } from '#server/auth/auth.ts';
import { openDatabase } from '#server/db/client.ts';
import { createLogger } from '#server/lib/logger.ts';

const ROUTES = ['/', '/auth'];
const BUDGET_KIB = 120;
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');
if (!existsSync(path.join(webRoot, 'index.html'))) throw new Error('Build first: npm run build');
const browserPath = ['/usr/bin/chromium', '/usr/bin/google-chrome'].find((p) => existsSync(p));
if (!browserPath) throw new Error('Chromium not found (apt-get install chromium)');

const database = await openDatabase({});
await database.migrate();
const publicUrl = 'http://localhost';
const app = createApp({
  db: database.db,
  auth: createAuth({ db: database.db, secret: 'bench-secret-bench-secret-bench-secret', publicUrl }),
  logger: createLogger('error'),
  publicUrl,
  providers: { google: false, linkedin: false },
  webRoot,
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: browserPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const gzipKib = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const everything = new Map<string, number>();
for (const route of ROUTES) {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  let total = 0;
  for (const script of scripts) {
    const size = gzipKib(path.join(webRoot, script));
    everything.set(script, size);
    total += size;
  }
  console.log(`${route.padEnd(6)} ${scripts.length} scripts, ${total.toFixed(1)} KiB gzip`);
  for (const script of scripts) console.log(`         ${script}  ${everything.get(script)!.toFixed(1)} KiB`);
  await page.close();
}
const union = [...everything.values()].reduce((a, b) => a + b, 0);
console.log(`/ and /auth together: ${union.toFixed(1)} KiB gzip (budget ≤ ${BUDGET_KIB} KiB)`);
await browser.close();
server.close();
await database.close();
if (union > BUDGET_KIB) process.exitCode = 1;
