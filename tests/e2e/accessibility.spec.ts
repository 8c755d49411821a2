import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, hasBrowser, launchBrowser, newPage, uniqueEmail } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function seriousViolations(path: string, { signedIn = false } = {}) {
  const { context, page } = await newPage(browser);
  if (signedIn) {
    const response = await context.request.post('/api/auth/sign-up/email', {
      data: { name: 'Gita Karki', email: uniqueEmail('axe'), password: 'annapurna-2026' },
      headers: { origin: baseUrl() },
    });
    expect(response.status()).toBe(200);
  }
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  await context.close();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

describe.skipIf(!hasBrowser)('accessibility (axe-core: no serious or critical violations)', () => {
  it.each(['/', '/auth', '/no/such/page'])('%s', async (path) => {
    expect(await seriousViolations(path)).toEqual([]);
  });

  it('/choose-role', async () => {
    expect(await seriousViolations('/choose-role', { signedIn: true })).toEqual([]);
  });
});
