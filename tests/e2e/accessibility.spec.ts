import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoAccount, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { baseUrl, hasBrowser, launchBrowser, newPage, uniqueEmail } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Who looks at the page: a visitor, a new account with no role yet, or the demo student. */
type Viewer = 'visitor' | 'new account' | 'student';

async function seriousViolations(path: string, { viewer = 'visitor' as Viewer, language = 'en' } = {}) {
  const { context, page } = await newPage(browser);
  await context.addInitScript((lang) => localStorage.setItem('sipalu.lang', lang), language);
  if (viewer !== 'visitor') {
    const response =
      viewer === 'student'
        ? await context.request.post('/api/auth/sign-in/email', {
            data: { email: demoAccount('student').email, password: DEMO_PASSWORD },
            headers: { origin: baseUrl() },
          })
        : await context.request.post('/api/auth/sign-up/email', {
            data: { name: 'Gita Karki', email: uniqueEmail('axe'), password: 'annapurna-2026' },
            headers: { origin: baseUrl() },
          });
    expect(response.status()).toBe(200);
  }
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  // the page's data has arrived once no skeleton is left
  await page.waitForFunction(() => !document.querySelector('.animate-pulse'), undefined, { timeout: 15_000 });
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
    expect(await seriousViolations('/choose-role', { viewer: 'new account' })).toEqual([]);
  });

  it.each(['/', '/jobs', '/courses', '/professionals?rating=4&delivery=online'])('%s in Nepali', async (path) => {
    expect(await seriousViolations(path, { language: 'ne' })).toEqual([]);
  });

  it.each(['/dashboard', '/messages'])('%s in Nepali, signed in as the demo student', async (path) => {
    expect(await seriousViolations(path, { viewer: 'student', language: 'ne' })).toEqual([]);
  });
});
