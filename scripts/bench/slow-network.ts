// Slow mobile data budgets (issue 36): with Chrome DevTools throttling through CDP — 400 kbps down,
// 400 ms round trip, CPU 4× slower — a first visit (empty HTTP cache, no service worker) must show
// the first result card of /jobs, /courses and /professionals within 3.5 s, in English and for a
// Nepali reader (one who chose Nepali on an earlier visit), whose first paint must already be
// Nepali; the company dashboard (signed in as the demo company) must show its first figures within
// 4 s. Each case runs SLOW_NETWORK_RUNS times (default 3) and reports the median: the machine may be
// shared, so `uptime` is printed beside the figures.
//
//   npm run bench slow-network
//   SLOW_NETWORK_RUNS=1 npm run bench slow-network
//   SLOW_NETWORK_WEB_ROOT=/tmp/web npm run bench slow-network   a build elsewhere
//   SLOW_NETWORK_CASES=/jobs,dashboard npm run bench slow-network
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '#contract/language-cookie.ts';
import { openDatabase } from '#server/db/client.ts';
import { DEMO_PASSWORD, demoAccount } from '#server/db/seed/demo-accounts.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { CHROMIUM_ARGS, findChromium } from '#tests/e2e/chromium-path.ts';
import { forkBenchServer } from './bench-server.ts';
import { builtWebRoot } from './bench-web-root.ts';

const RUNS = Number(process.env.SLOW_NETWORK_RUNS ?? 3);
const THROTTLING = { downloadKbps: 400, uploadKbps: 400, latencyMs: 400, cpuSlowdown: 4 };
const LIST_BUDGET_MS = 3500;
const DASHBOARD_BUDGET_MS = 4000;
/** A result card of a list, and a figure of a dashboard's summary row (StatCard). */
const CARD = 'section[aria-busy] > ul > li';
// the app's page, or the server's copy of it (features/public/prerendered.ts) before the app has drawn
const FIGURE = ':is(main, #prerendered) p.text-2xl.font-bold';

interface Case {
  name: string;
  path: string;
  language: 'en' | 'ne';
  selector: string;
  budgetMs: number;
  signIn?: boolean;
}

const ALL_CASES: Case[] = [
  ...(['en', 'ne'] as const).flatMap((language) =>
    ['/jobs', '/courses', '/professionals'].map((list) => ({
      name: `${list} ${language}`,
      path: list,
      language,
      selector: CARD,
      budgetMs: LIST_BUDGET_MS,
    })),
  ),
  {
    name: 'dashboard',
    path: '/company-dashboard',
    language: 'en',
    selector: FIGURE,
    budgetMs: DASHBOARD_BUDGET_MS,
    signIn: true,
  },
];
const chosen = process.env.SLOW_NETWORK_CASES?.split(',');
const CASES = chosen
  ? ALL_CASES.filter((entry) => chosen.some((name) => entry.name === name || entry.path === name))
  : ALL_CASES;

/** What one load measured, in ms from the navigation's start. */
interface Figures {
  shownMs: number;
  fcpMs: number;
  cssMs: number;
  scriptsMs: number;
  /** The first main heading's text as it first appeared (Nepali first paint: Devanagari here). */
  firstHeading: string;
  /** When the first request for the list's or dashboard's data was sent. */
  dataRequestMs: number;
  scripts: number;
  requests: number;
  kib: number;
}

// Runs in the page before any of its own code: notes when the awaited element first becomes
// visible (at the next frame, when it is painted) and what the first main heading said. A string:
// tsx would wrap a function's inner functions in a helper the page does not have.
const observer = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const check = () => {
    if (window.__firstHeading === undefined) {
      const heading = document.querySelector('h1');
      if (heading && heading.textContent.trim()) window.__firstHeading = heading.textContent.trim();
    }
    if (window.__shownAt !== undefined) return;
    for (const element of document.querySelectorAll(selector)) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      window.__shownAt = -1;
      requestAnimationFrame((frame) => (window.__shownAt = frame));
      return;
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function measure(context: BrowserContext, base: string, entry: Case): Promise<Figures> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  let requests = 0;
  let scripts = 0;
  let bytes = 0;
  let dataRequestAt = Number.NaN;
  let startedAt = Number.NaN;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (Number.isNaN(startedAt)) startedAt = event.timestamp;
    requests += 1;
    if (event.type === 'Script') scripts += 1;
    const { pathname } = new URL(event.request.url);
    const isData = /^\/api\/(jobs|catalogue|professionals|company)\b/.test(pathname) && !pathname.endsWith('/facets');
    if (isData && Number.isNaN(dataRequestAt)) dataRequestAt = event.timestamp;
  });
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  await page.addInitScript(observer(entry.selector));
  await page.goto(`${base}${entry.path}`, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForFunction(
    () =>
      ((window as { __shownAt?: number }).__shownAt ?? -1) > 0 &&
      performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    {
      timeout: 60_000,
      polling: 100,
    },
  );
  // a string, as the observer: tsx wraps a function's inner functions in a helper the page lacks
  const figures = (await page.evaluate(`(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const resources = performance.getEntriesByType('resource');
    const lastOf = (suffix) =>
      Math.max(0, ...resources.filter((entry) => entry.name.endsWith(suffix)).map((entry) => entry.responseEnd));
    return {
      shownMs: window.__shownAt,
      fcpMs: fcp ? fcp.startTime : NaN,
      firstHeading: window.__firstHeading ?? '',
      cssMs: lastOf('.css'),
      scriptsMs: lastOf('.js'),
    };
  })()`)) as Pick<Figures, 'shownMs' | 'fcpMs' | 'firstHeading' | 'cssMs' | 'scriptsMs'>;
  await page.close();
  return {
    ...figures,
    // CDP timestamps are seconds; the navigation's own request is the first one sent
    dataRequestMs: (dataRequestAt - startedAt) * 1000,
    scripts,
    requests,
    kib: bytes / 1024,
  };
}

/** A browser context as the reader left it on an earlier visit: language chosen, maybe signed in. */
async function preparedContext(browser: Awaited<ReturnType<typeof chromium.launch>>, base: string, entry: Case) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    // the first visit's figures: a service worker would answer later visits from its cache
    serviceWorkers: 'block',
  });
  if (entry.language === 'ne') {
    // chosen with the header's own switch, so whatever the app remembers (storage, cookie) is set
    const page = await context.newPage();
    await page.goto(`${base}/about`);
    await page.locator('header button:has(span[lang="ne"])').first().click();
    await page.waitForFunction(() => document.documentElement.lang === 'ne');
    await page.close();
  }
  if (entry.signIn) {
    const company = demoAccount('company');
    const response = await context.request.post(`${base}/api/auth/sign-in/email`, {
      data: { email: company.email, password: DEMO_PASSWORD },
      headers: { origin: base },
    });
    if (!response.ok()) throw new Error(`demo company sign-in failed: ${response.status()}`);
  }
  return context;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const isNepali = (text: string) => /[\u0900-\u097F]/.test(text) && !/[A-Za-z]{3,}/.test(text);

const webRoot = builtWebRoot(process.env.SLOW_NETWORK_WEB_ROOT);
const browserPath = findChromium();
if (!browserPath) throw new Error('Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-slow-network-'));
{
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
  await database.migrate();
  await seedDemo(database.db);
  await database.close();
}
const server = await forkBenchServer({ dataDir: path.join(dataDir, 'pgdata'), webRoot });
const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
let failed = false;
try {
  const { downloadKbps, latencyMs, cpuSlowdown } = THROTTLING;
  console.log(
    `First visit at ${downloadKbps} kbps, ${latencyMs} ms RTT, CPU ${cpuSlowdown}× slower; median of ${RUNS} (${webRoot})`,
  );
  console.log(`load before: ${execSync('uptime').toString().trim()}\n`);
  for (const entry of CASES) {
    // a server that has drawn the page once, as a running one has (the first draw loads its code)
    for (const language of ['en', 'ne']) {
      await fetch(`${server.base}${entry.path}`, { headers: { cookie: `${LANGUAGE_COOKIE}=${language}` } });
    }
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await preparedContext(browser, server.base, entry);
      try {
        runs.push(await measure(context, server.base, entry));
      } finally {
        await context.close();
      }
    }
    const m = (key: Exclude<keyof Figures, 'firstHeading'>) => median(runs.map((run) => run[key]));
    const what = entry.signIn ? 'first figure' : 'first card';
    const nepaliFirst = runs.every((run) => isNepali(run.firstHeading));
    console.log(
      [
        `${entry.name.padEnd(18)} ${what} ${seconds(m('shownMs'))} (runs ${runs.map((run) => seconds(run.shownMs)).join(', ')})`,
        `FCP ${seconds(m('fcpMs'))}`,
        `CSS in at ${seconds(m('cssMs'))}, scripts in at ${seconds(m('scriptsMs'))}`,
        `data request at ${seconds(m('dataRequestMs'))}`,
        `${m('requests')} requests (${m('scripts')} scripts), ${m('kib').toFixed(0)} KiB`,
      ].join(' · '),
    );
    if (entry.language === 'ne') {
      console.log(
        `${''.padEnd(18)} first heading: "${runs[0]!.firstHeading}" (${nepaliFirst ? 'Nepali' : 'NOT Nepali'})`,
      );
    }
    const misses: string[] = [];
    if (m('shownMs') > entry.budgetMs) misses.push(`${what} ${seconds(m('shownMs'))} > ${seconds(entry.budgetMs)}`);
    if (entry.language === 'ne' && !nepaliFirst) misses.push('the first paint is not Nepali');
    if (misses.length > 0) {
      failed = true;
      console.log(`${''.padEnd(18)} OVER BUDGET: ${misses.join('; ')}`);
    }
  }
  console.log(`\nload after: ${execSync('uptime').toString().trim()}`);
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\nSome budgets were missed.' : '\nAll budgets met.');
if (failed) process.exitCode = 1;
