import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { JobsPage } from '#contract/jobs.ts';
import core from '#contract/locales/en.json' with { type: 'json' };
import jobsTexts from '#contract/locales/jobs/en.json' with { type: 'json' };
import lists from '#contract/locales/lists/en.json' with { type: 'json' };
import { hasBrowser, launchBrowser, newPage } from './browser.ts';

// The /jobs filters as a job seeker uses them: chosen on a desktop, kept by a reload, removed by
// their chips; and on a phone, set in a sheet that passes axe.

const en = { ...core, ...jobsTexts, ...lists };
const filters = { ...en.filters, ...en.jobs.filters };

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The titles of the cards on screen once the list has settled. */
async function cardTitles(page: Page): Promise<string[]> {
  const results = page.getByRole('region', { name: en.jobs.resultsLabel });
  await results.waitFor();
  await expect.poll(() => results.getAttribute('aria-busy')).toBe('false');
  return results.getByRole('heading', { level: 2 }).allInnerTexts();
}

/** The titles the API lists for the same query: what the page must show. */
async function apiTitles(page: Page, query: string): Promise<string[]> {
  const response = await page.request.get(`/api/jobs?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as JobsPage).items.map((item) => item.jobTitle);
}

const settledTitles = async (page: Page, query: string) => {
  const expected = await apiTitles(page, query);
  await expect.poll(() => cardTitles(page), { timeout: 10_000 }).toEqual(expected);
  return expected;
};

describe.skipIf(!hasBrowser)('job list filters', () => {
  it('filters by job type and salary band, keeps them through a reload, and removes one by its chip', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/jobs');
    const row = page.getByRole('search', { name: filters.rowLabel });
    // by value: once loaded, an option's label ends with its count
    await row.getByLabel(en.jobs.jobType).selectOption('Full-time');
    await page.waitForURL((url) => url.searchParams.get('type') === 'Full-time');
    await row.getByLabel(filters.salary).selectOption('20k-40k');
    await page.waitForURL((url) => url.searchParams.get('salary') === '20k-40k');
    expect(new URL(page.url()).searchParams.get('type')).toBe('Full-time');

    const filtered = await settledTitles(page, 'type=Full-time&salary=20k-40k');
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered).not.toEqual(await apiTitles(page, ''));

    await page.reload();
    // a select shows the URL's value once the page has drawn it, a moment after the URL is set
    await expect.poll(() => row.getByLabel(en.jobs.jobType).inputValue()).toBe('Full-time');
    await expect.poll(() => row.getByLabel(filters.salary).inputValue()).toBe('20k-40k');
    expect(await settledTitles(page, 'type=Full-time&salary=20k-40k')).toEqual(filtered);

    const chips = page.getByRole('group', { name: filters.activeLabel });
    const salaryChip = `${filters.salary}: ${en.lists.salaryBands['20k-40k']}`;
    await chips.getByRole('button', { name: filters.remove.replace('{{filter}}', salaryChip) }).click();
    await page.waitForURL((url) => !url.searchParams.has('salary'));
    expect(new URL(page.url()).searchParams.get('type')).toBe('Full-time');
    await expect.poll(() => row.getByLabel(filters.salary).inputValue()).toBe('');
    await settledTitles(page, 'type=Full-time');
    // the keyboard stays among the chips, not thrown to the top of the page
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('group');

    await chips
      .getByRole('button', { name: filters.remove.replace('{{filter}}', `${en.jobs.jobType}: Full-time`) })
      .click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => chips.count()).toBe(0);
    await context.close();
  });

  it('on a phone, opens the filters in a sheet (no serious axe findings) and applies them with its button', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto('/jobs?type=Full-time');
    await cardTitles(page);
    // the desktop row is not shown (nor read out) on a phone
    expect(await page.getByRole('search', { name: filters.rowLabel }).isVisible()).toBe(false);
    const open = page.getByRole('button', { name: filters.buttonCount.replace('{{count}}', '1') });
    await open.click();
    const sheet = page.getByRole('dialog', { name: filters.title });
    await sheet.waitFor();
    expect(await sheet.getByLabel(en.jobs.jobType).inputValue()).toBe('Full-time');

    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    // nothing changes until the button is pressed
    await sheet.getByLabel(filters.posted).selectOption('30d');
    await sheet.getByLabel(en.jobs.location).fill('Lalitpur');
    expect(new URL(page.url()).searchParams.has('posted')).toBe(false);
    await sheet.getByRole('button', { name: filters.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('posted') === '30d');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      type: 'Full-time',
      location: 'Lalitpur',
      posted: '30d',
    });
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain(filters.buttonCount.replace('{{count}}', '3'));
    await settledTitles(page, 'type=Full-time&location=Lalitpur&posted=30d');
    await context.close();
  });
});
