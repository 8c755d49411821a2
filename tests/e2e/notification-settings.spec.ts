import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import core from '#contract/locales/en.json' with { type: 'json' };
import securityEn from '#contract/locales/security/en.json' with { type: 'json' };
import securityNe from '#contract/locales/security/ne.json' with { type: 'json' };
import { baseUrl, hasBrowser, launchBrowser, newPage, uniqueEmail } from './browser.ts';

const en = securityEn.security;
const ne = securityNe.security;

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const POLL = { timeout: 10_000 };

/** What the server has stored, as the settings endpoint answers. */
async function emailMessagesOf(context: BrowserContext): Promise<boolean> {
  const response = await context.request.get('/api/me/notification-settings');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { emailMessages: boolean }).emailMessages;
}

describe.skipIf(!hasBrowser)('notification settings', () => {
  it('turns e-mails about unread messages off and on again, in English and Nepali', async () => {
    const { context, page } = await newPage(browser);
    // signed up through the API, to keep the journey short
    const signUp = await context.request.post('/api/auth/sign-up/email', {
      data: { name: 'Maya Tamang', email: uniqueEmail('notify'), password: 'phewa-lake-boats-27' },
      headers: { origin: baseUrl() },
    });
    expect(signUp.status()).toBe(200);

    await page.goto('/settings/security');
    await page.getByRole('heading', { level: 1, name: en.title }).waitFor();
    const toggle = page.getByRole('switch', { name: en.notifications.emailMessages });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);

    const results = await new AxeBuilder({ page }).include('[aria-labelledby="security-notifications"]').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    await toggle.click();
    await page.getByText(en.notifications.saved).waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await expect.poll(() => emailMessagesOf(context), POLL).toBe(false);

    // the choice is the server's, not the page's
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en.title }).waitFor();
    await expect.poll(() => toggle.isChecked(), POLL).toBe(false);

    await page.getByRole('banner').getByRole('button', { name: core.language.ne }).click();
    const nepaliToggle = page.getByRole('switch', { name: ne.notifications.emailMessages });
    await nepaliToggle.waitFor();
    await nepaliToggle.click();
    await page.getByText(ne.notifications.saved).waitFor();
    expect(await nepaliToggle.isChecked()).toBe(true);
    await expect.poll(() => emailMessagesOf(context), POLL).toBe(true);
    await context.close();
  });
});
