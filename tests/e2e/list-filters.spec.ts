import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CataloguePage } from '#contract/catalogue.ts';
import type { DirectoryPage } from '#contract/services.ts';
import core from '#contract/locales/en.json' with { type: 'json' };
import learning from '#contract/locales/learning/en.json' with { type: 'json' };
import services from '#contract/locales/services/en.json' with { type: 'json' };
import lists from '#contract/locales/lists/en.json' with { type: 'json' };
import { hasBrowser, launchBrowser, newPage } from './browser.ts';

// The /courses and /professionals filters as people use them (the /jobs ones are in
// job-filters.spec.ts): chosen on a desktop, kept by a reload, removed by their chips; and on a
// phone, set in a sheet that passes axe, kept by a reload.

const en = { ...core, ...learning, ...services, ...lists };
const shared = en.filters;

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The headings of the cards on screen once the list has settled. */
async function cardTitles(page: Page, resultsLabel: string): Promise<string[]> {
  const results = page.getByRole('region', { name: resultsLabel });
  await results.waitFor();
  await expect.poll(() => results.getAttribute('aria-busy')).toBe('false');
  return results.getByRole('heading', { level: 2 }).allInnerTexts();
}

async function apiTitles(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(`/api${path}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as CataloguePage | DirectoryPage;
  return body.items.map((item) => ('title' in item ? item.title : item.fullName));
}

async function settled(page: Page, resultsLabel: string, apiPath: string): Promise<string[]> {
  const expected = await apiTitles(page, apiPath);
  await expect.poll(() => cardTitles(page, resultsLabel), { timeout: 10_000 }).toEqual(expected);
  return expected;
}

const removeChip = (text: string) => shared.remove.replace('{{filter}}', text);
const chip = (name: string, value: string) => shared.chip.replace('{{name}}', name).replace('{{value}}', value);

describe.skipIf(!hasBrowser)('course and professional filters', () => {
  it('/courses: filters by format and price, keeps them through a reload, removes one by its chip', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/courses');
    const texts = en.catalogue.filters;
    const row = page.getByRole('search', { name: texts.rowLabel });
    // by value: once their counts arrive the options read "In-person (5)"
    await row.getByLabel(texts.format).selectOption('in-person');
    await page.waitForURL((url) => url.searchParams.get('format') === 'in-person');
    await row.getByLabel(texts.price).selectOption('paid');
    await page.waitForURL((url) => url.searchParams.get('price') === 'paid');

    const filtered = await settled(page, en.catalogue.resultsLabel, '/catalogue?format=in-person&price=paid');
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered).not.toEqual(await apiTitles(page, '/catalogue'));

    await page.reload();
    await expect.poll(() => row.getByLabel(texts.format).inputValue()).toBe('in-person');
    await expect.poll(() => row.getByLabel(texts.price).inputValue()).toBe('paid');
    expect(await settled(page, en.catalogue.resultsLabel, '/catalogue?format=in-person&price=paid')).toEqual(filtered);

    // with the search too
    await page.goto('/courses?q=nepal&level=1');
    await settled(page, en.catalogue.resultsLabel, '/catalogue?q=nepal&level=1');

    await page.goto('/courses?format=in-person&price=paid');
    const chips = page.getByRole('group', { name: shared.activeLabel });
    await chips.getByRole('button', { name: removeChip(chip(texts.price, en.lists.cataloguePrices.paid)) }).click();
    await page.waitForURL((url) => !url.searchParams.has('price'));
    expect(new URL(page.url()).searchParams.get('format')).toBe('in-person');
    // the address changes first; the select follows on the app's next render
    await expect.poll(() => row.getByLabel(texts.price).inputValue()).toBe('');
    await settled(page, en.catalogue.resultsLabel, '/catalogue?format=in-person');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('group');
    await context.close();
  });

  it('/professionals on a phone: a sheet (no serious axe findings) applies them, and a reload keeps them', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    const texts = en.professionals.filters;
    await page.goto('/professionals?delivery=in-person');
    await cardTitles(page, en.professionals.resultsLabel);
    expect(await page.getByRole('search', { name: texts.rowLabel }).isVisible()).toBe(false);
    await page.getByRole('button', { name: shared.buttonCount.replace('{{count}}', '1') }).click();
    const sheet = page.getByRole('dialog', { name: texts.title });
    await sheet.waitFor();
    expect(await sheet.getByLabel(texts.delivery).inputValue()).toBe('in-person');

    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    // nothing changes until the button is pressed
    await sheet.getByLabel(texts.rating).selectOption('4');
    await sheet.getByLabel(texts.rate).selectOption('500-1000');
    expect(new URL(page.url()).searchParams.has('rating')).toBe(false);
    await sheet.getByRole('button', { name: texts.apply }).click();
    await page.waitForURL((url) => url.searchParams.get('rating') === '4');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      rating: '4',
      rate: '500-1000',
      delivery: 'in-person',
    });
    await expect.poll(() => sheet.isVisible()).toBe(false);
    const query = '/professionals?rating=4&rate=500-1000&delivery=in-person';
    const filtered = await settled(page, en.professionals.resultsLabel, query);
    expect(filtered.length).toBeGreaterThan(0);

    await page.reload();
    expect(await settled(page, en.professionals.resultsLabel, query)).toEqual(filtered);
    const chips = page.getByRole('group', { name: shared.activeLabel });
    expect(await chips.getByRole('button').count()).toBe(4); // three chips and "Clear all filters"
    await chips.getByRole('button', { name: shared.clearAll }).click();
    await page.waitForURL((url) => url.search === '');
    await context.close();
  });
});
