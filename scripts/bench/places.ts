// Place pickers budget: once the Nepal dataset has loaded, choosing a province shows its districts,
// and a district its municipalities, in ≤ 100 ms (issue "Every page right on a Nepali phone").
// Serves the built app, opens /professionals in Chromium with the CPU slowed 4× (a cheap Android
// phone), and times each choice from the change event to the next frame after the list is there.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { districtsOf, localLevelsOf, provinces } from '#contract/locations/nepal-locations.ts';
import { CHROMIUM_ARGS, findChromium } from '#tests/e2e/chromium-path.ts';
import { startBenchServer } from './bench-server.ts';
import { pct } from './http-load.ts';

const BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');
if (!existsSync(path.join(webRoot, 'index.html'))) throw new Error('Build first: npm run build');
const browserPath = findChromium();
if (!browserPath) throw new Error('Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)');

const server = await startBenchServer({ webRoot });
const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

const ids = { province: 'pro-filter-place-provinceId', district: 'pro-filter-place-districtId' };
const levelSelect = 'pro-filter-place-localLevelId';

/**
 * Milliseconds from choosing `value` in one select until `target` lists `options` and a frame is
 * painted. (The browser code is a string: the TypeScript loader would wrap named functions in a
 * helper the page does not have.)
 */
function choose(page: Page, select: string, value: string, target: string, options: number): Promise<number> {
  const args = JSON.stringify({ select, value, target, options });
  return page.evaluate(`new Promise((resolve) => {
    const { select, value, target, options } = ${args};
    const element = document.getElementById(select);
    const started = performance.now();
    element.value = value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
    const check = () => {
      const list = document.getElementById(target);
      if (list && !list.disabled && list.options.length === options) {
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
      } else requestAnimationFrame(check);
    };
    check();
  })`);
}

const loadStarted = Date.now();
await page.goto(`${server.base}/professionals`);
await page.locator(`#${ids.province}`).waitFor();
console.log(`dataset loaded and pickers shown ${Date.now() - loadStarted} ms after navigation (CPU ÷${CPU_SLOWDOWN})`);

const provinceTimes: number[] = [];
const districtTimes: number[] = [];
for (let round = 0; round < 3; round++) {
  for (const province of provinces) {
    provinceTimes.push(
      await choose(page, ids.province, province.id, ids.district, districtsOf(province.id).length + 1),
    );
    const district = districtsOf(province.id)[round % districtsOf(province.id).length]!;
    districtTimes.push(
      await choose(page, ids.district, district.id, levelSelect, localLevelsOf(district.id).length + 1),
    );
  }
}

const line = (name: string, times: number[]) => {
  const p95 = pct(times, 95);
  console.log(
    `${name.padEnd(28)} p50 ${pct(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length} choices)`,
  );
  return p95 <= BUDGET_MS;
};
const ok = [line('province → its districts', provinceTimes), line('district → its municipalities', districtTimes)];
console.log(`budget: p95 ≤ ${BUDGET_MS} ms with the CPU ÷${CPU_SLOWDOWN}: ${ok.every(Boolean) ? 'met' : 'NOT met'}`);
await browser.close();
await server.close();
if (!ok.every(Boolean)) process.exitCode = 1;
