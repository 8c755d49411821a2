// Bundle budget: JS loaded by `/` and `/auth` ≤ 120 KiB gzip in total. Serves the built app,
// opens each route in Chromium and adds up the gzip size of every script the page fetched.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '#tests/e2e/chromium-path.ts';
import { startBenchServer } from './bench-server.ts';

const ROUTES = ['/', '/auth'];
const BUDGET_KIB = 120;
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');
if (!existsSync(path.join(webRoot, 'index.html'))) throw new Error('Build first: npm run build');
const browserPath = findChromium();
if (!browserPath) throw new Error('Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)');

const server = await startBenchServer({ webRoot });
const { base } = server;

const browser = await chromium.launch({
  executablePath: browserPath,
  args: CHROMIUM_ARGS,
});
const gzipKib = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
/** What a chunk holds, from its source map: its first app module, else its first package file. */
function sourceOf(file: string): string {
  const map = `${file}.map`;
  if (!existsSync(map)) return '(bundler runtime)';
  const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  if (sources.length === 0) return '(texts)'; // a locale file: JSON has no source map
  const app = sources.find((source) => source.includes('/src/'));
  if (app) return app.slice(app.indexOf('/src/') + 1);
  const dependency = sources[0]?.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/.*?([^/]+)\.m?js$/);
  return dependency ? `${dependency[1]} (${dependency[2]})` : '';
}
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
  for (const script of scripts) {
    const size = everything.get(script)!.toFixed(1);
    console.log(`         ${script}  ${size} KiB  ${sourceOf(path.join(webRoot, script))}`);
  }
  await page.close();
}
const union = [...everything.values()].reduce((a, b) => a + b, 0);
console.log(
  `/ and /auth together: ${union.toFixed(1)} KiB gzip, ${Math.round(union * 1024)} bytes (budget ≤ ${BUDGET_KIB} KiB)`,
);
await browser.close();
await server.close();
if (union > BUDGET_KIB) process.exitCode = 1;
