import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { JobFacets } from '#contract/jobs.ts';
import type { CatalogueFacets } from '#contract/catalogue.ts';
import type { DirectoryFacets } from '#contract/services.ts';
import core from '#contract/locales/en.json' with { type: 'json' };
import jobsTexts from '#contract/locales/jobs/en.json' with { type: 'json' };
import lists from '#contract/locales/lists/en.json' with { type: 'json' };
import learningTexts from '#contract/locales/learning/en.json' with { type: 'json' };
import servicesTexts from '#contract/locales/services/en.json' with { type: 'json' };
import { seriousViolations } from './axe.ts';
import { hasBrowser, launchBrowser, newPage } from './browser.ts';

// The counts beside the filter options of /jobs, /courses and /professionals, as someone on a phone
// reads them: the option says how many results it would show, and the list shows that many once it
// is chosen.

const en = { ...core, ...jobsTexts, ...lists, ...learningTexts, ...servicesTexts };
const filters = { ...en.filters, ...en.jobs.filters };

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface SheetCase {
  path: string;
  resultsLabel: string;
  sheetTitle: string;
  applyLabel: string;
  /** The select's label, the option's value and label, and its count as the API answers it. */
  field: string;
  value: string;
  label: string;
  param: string;
  countOf: (page: Page) => Promise<unknown>;
  /** The list's count line for a total. */
  countLine: (count: number) => string;
}

/** Opens the sheet, reads an option's count, checks the sheet with axe, chooses it, and compares the list's total. */
async function expectSheetCount(spec: SheetCase) {
  const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
  await page.goto(spec.path);
  const results = page.getByRole('region', { name: spec.resultsLabel });
  await expect.poll(() => results.getAttribute('aria-busy')).toBe('false');
  await page.getByRole('button', { name: filters.button, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: spec.sheetTitle });
  await sheet.waitFor();

  const field = sheet.getByLabel(spec.field, { exact: true });
  const option = field.locator(`option[value="${spec.value}"]`);
  await expect.poll(() => option.textContent(), { timeout: 10_000 }).toMatch(/\(\d+\+?\)$/);
  const text = (await option.textContent()) ?? '';
  const count = Number(/\((\d+)\)$/.exec(text)?.[1]);
  expect(text).toBe(`${spec.label} (${count})`);
  expect(count).toBeGreaterThan(0);
  expect(await spec.countOf(page)).toEqual({ count, isCapped: false });

  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await field.selectOption(spec.value);
  await sheet.getByRole('button', { name: spec.applyLabel }).click();
  await page.waitForURL((url) => url.searchParams.get(spec.param) === spec.value);
  await expect
    .poll(() => page.getByRole('status').allTextContents(), { timeout: 10_000 })
    .toContain(spec.countLine(count));
  await context.close();
}

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

  it('on a phone, a delivery format in the /courses sheet shows the number of cards the list then shows', async () => {
    await expectSheetCount({
      path: '/courses',
      resultsLabel: en.catalogue.resultsLabel,
      sheetTitle: en.catalogue.filters.title,
      applyLabel: en.catalogue.filters.apply,
      field: en.catalogue.filters.format,
      value: 'in-person',
      label: en.lists.serviceFormats['in-person'],
      param: 'format',
      countOf: async (page) =>
        ((await (await page.request.get('/api/catalogue/facets')).json()) as CatalogueFacets).format['in-person'],
      countLine: (count) =>
        (count === 1 ? en.catalogue.count_one : en.catalogue.count).replace('{{count}}', String(count)),
    });
  });

  it('on a phone, a way of working in the /professionals sheet shows the number the list then shows', async () => {
    await expectSheetCount({
      path: '/professionals',
      resultsLabel: en.professionals.resultsLabel,
      sheetTitle: en.professionals.filters.title,
      applyLabel: en.professionals.filters.apply,
      field: en.professionals.filters.delivery,
      value: 'online',
      label: en.lists.serviceFormats.online,
      param: 'delivery',
      countOf: async (page) =>
        ((await (await page.request.get('/api/professionals/facets')).json()) as DirectoryFacets).delivery.online,
      countLine: (count) =>
        (count === 1 ? en.professionals.count_one : en.professionals.count).replace('{{count}}', String(count)),
    });
  });
});
