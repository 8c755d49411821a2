import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import jobs from '#contract/locales/jobs/en.json' with { type: 'json' };
import learning from '#contract/locales/learning/en.json' with { type: 'json' };
import services from '#contract/locales/services/en.json' with { type: 'json' };
import { hasBrowser, launchBrowser, newPage } from './browser.ts';

// Issue 36: type a search, tap a result before the search's pause is over, and the result must
// stay open. Each request of the result's page takes a phone's 400 ms round trip, so the list is
// still on screen (navigations render in a transition) when the search's pause ends.

const LISTS = [
  { path: '/jobs', search: jobs.jobs.searchLabel, results: jobs.jobs.resultsLabel },
  { path: '/courses', search: learning.catalogue.searchLabel, results: learning.catalogue.resultsLabel },
  { path: '/professionals', search: services.professionals.searchLabel, results: services.professionals.resultsLabel },
];
const TAP_AFTER_MS = [0, 50, 100, 150];
const ROUND_TRIP_MS = 400;
/** Past the search box's pause (300 ms) and the result page's requests. */
const WATCH_MS = 1_500;

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!hasBrowser)('a result tapped while a typed search waits', () => {
  for (const list of LISTS) {
    it(`${list.path}: opens and stays open, tapped ${TAP_AFTER_MS.join(', ')} ms after typing`, async () => {
      for (const delay of TAP_AFTER_MS) {
        // a fresh browser each time: the result page's code is not loaded yet, as on a first visit
        const { context, page } = await newPage(browser);
        await page.goto(list.path);
        const results = page.getByRole('region', { name: list.results });
        await expect.poll(() => results.getAttribute('aria-busy')).toBe('false');
        const result = results.getByRole('link').first();
        const resultPath = new URL((await result.getAttribute('href'))!, page.url()).pathname;
        await context.route('**/*', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, ROUND_TRIP_MS));
          await route.continue();
        });

        await page.getByRole('searchbox', { name: list.search }).fill('a');
        await page.waitForTimeout(delay);
        await result.click();
        await page.waitForURL((url) => url.pathname === resultPath);
        // the result's page has replaced the list
        await expect.poll(() => page.getByRole('searchbox', { name: list.search }).count()).toBe(0);
        await page.waitForTimeout(WATCH_MS);
        expect({ delay, path: new URL(page.url()).pathname }).toEqual({ delay, path: resultPath });
        expect(await page.getByRole('searchbox', { name: list.search }).count()).toBe(0);
        await context.close();
      }
    });
  }
});
