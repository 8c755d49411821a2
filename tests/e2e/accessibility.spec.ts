import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoAccount, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { baseUrl, hasBrowser, launchBrowser, newPage, uniqueEmail } from './browser.ts';
import { seriousViolations } from './axe.ts';

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Who looks at the page: a visitor, a new account with no role yet, or the demo student. */
type Viewer = 'visitor' | 'new account' | 'student';

async function violationsOn(path: string, { viewer = 'visitor' as Viewer, language = 'en' } = {}) {
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
  const violations = await seriousViolations(page);
  await context.close();
  return violations;
}

describe.skipIf(!hasBrowser)('accessibility (axe-core: no serious or critical violations)', () => {
  it.each(['/', '/auth', '/no/such/page'])('%s', async (path) => {
    expect(await violationsOn(path)).toEqual([]);
  });

  it('/choose-role', async () => {
    expect(await violationsOn('/choose-role', { viewer: 'new account' })).toEqual([]);
  });

  it.each(['/', '/jobs', '/courses', '/professionals?rating=4&delivery=online'])('%s in Nepali', async (path) => {
    expect(await violationsOn(path, { language: 'ne' })).toEqual([]);
  });

  it.each(['/dashboard', '/messages'])('%s in Nepali, signed in as the demo student', async (path) => {
    expect(await violationsOn(path, { viewer: 'student', language: 'ne' })).toEqual([]);
  });
});
