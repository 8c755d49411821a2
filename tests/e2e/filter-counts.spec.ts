import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { JobFacets } from '#contract/jobs.ts';
import core from '#contract/locales/en.json' with { type: 'json' };
import jobsTexts from '#contract/locales/jobs/en.json' with { type: 'json' };
import lists from '#contract/locales/lists/en.json' with { type: 'json' };
import { seriousViolations } from './axe.ts';
import { hasBrowser, launchBrowser, newPage } from './browser.ts';

// The counts beside /jobs' filter options, as a job seeker on a phone reads them: the option says
// how many jobs it would show, and the list shows that many once it is chosen.

const en = { ...core, ...jobsTexts, ...lists };
const filters = { ...en.filters, ...en.jobs.filters };

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!hasBrowser)('filter counts', () => {
  it('on a phone, an option in the sheet shows the number of jobs the list then shows', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto('/jobs');
    const results = page.getByRole('region', { name: en.jobs.resultsLabel });
    await expect.poll(() => results.getAttribute('aria-busy')).toBe('false');
    await page.getByRole('button', { name: filters.button, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: filters.title });
    await sheet.waitFor();

    // the count arrives after the list, beside the option's label
    const type = sheet.getByLabel(en.jobs.jobType);
    const label = en.lists.jobTypes['full-time'];
    const fullTime = type.locator('option[value="Full-time"]');
    await expect.poll(() => fullTime.textContent(), { timeout: 10_000 }).toMatch(/\(\d+\+?\)$/);
    const text = (await fullTime.textContent()) ?? '';
    const count = Number(/\((\d+)\)$/.exec(text)?.[1]);
    expect(text).toBe(`${label} (${count})`);
    expect(count).toBeGreaterThan(0);
    // what the page shows is what the API counts
    const api = (await (await page.request.get('/api/jobs/facets')).json()) as JobFacets;
    expect(api.type['Full-time']).toEqual({ count, isCapped: false });

    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await type.selectOption('Full-time');
    await sheet.getByRole('button', { name: filters.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'Full-time');
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /^Showing/ })
            .textContent(),
        { timeout: 10_000 },
      )
      .toBe(en.jobs.count.replace('{{count}}', String(count)));
    await context.close();
  });

  it('without counts (their request fails), the options show as before and still filter', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    let asked = false;
    await page.route('**/api/jobs/facets*', (route) => {
      asked = true;
      return route.abort();
    });
    await page.goto('/jobs');
    await page.getByRole('button', { name: filters.button, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: filters.title });
    await sheet.waitFor();
    await expect.poll(() => asked, { timeout: 10_000 }).toBe(true);
    const type = sheet.getByLabel(en.jobs.jobType);
    expect(await type.locator('option[value="Full-time"]').textContent()).toBe(en.lists.jobTypes['full-time']);
    await type.selectOption('Full-time');
    await sheet.getByRole('button', { name: filters.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'Full-time');
    await context.close();
  });
});
