import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { seriousViolations } from './axe.ts';
import { en, ne } from './texts.ts';

// What the bookings journeys share: a phone in either language, the demo people and service, and
// the checks each page and dialog gets (axe, nothing past the phone's right edge).

export const POLL = { timeout: 20_000 };
export const PHONE = { width: 360, height: 740 };
export const PROFESSIONAL = DEMO_ACCOUNTS.find((account) => account.role === 'professional')!;
export const STUDENT = DEMO_ACCOUNTS.find((account) => account.role === 'student')!;
/** The demo professional's first two services, in each language. */
export const SERVICES = [
  { en: 'House Wiring & Electrical Repairs', ne: 'घरायसी वायरिङ तथा बिजुली मर्मत' },
  { en: 'Home Solar & Inverter Backup Installation', ne: 'घरायसी सोलार तथा इन्भर्टर ब्याकअप जडान' },
] as const;

export type Language = 'en' | 'ne';
/** Where screenshots to look at go, when set. */
export const SHOTS = process.env.BOOKINGS_SHOTS_DIR;
export const texts = { en, ne };

export async function phone(
  browser: Browser,
  base: string,
  language: Language,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport: PHONE });
  if (language === 'ne') await context.addInitScript(() => localStorage.setItem('sipalu.lang', 'ne'));
  return { context, page: await context.newPage() };
}

export async function signIn(page: Page, email: string, language: Language) {
  const t = texts[language];
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: t('auth.signInTab') });
  await panel.getByLabel(t('auth.email')).fill(email);
  await panel.getByLabel(t('auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: t('auth.signIn'), exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/auth', POLL);
}

export async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor(POLL);
}

export async function expectAxeClean(page: Page, scope?: string) {
  expect(await seriousViolations(page, scope)).toEqual([]);
}

/** Nothing reaches past the phone's right edge (named by tag, test id or text when it does). */
export async function expectNoOverflow(page: Page) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      // toasts slide in from the edge
      .filter((element) => !element.closest('[data-sonner-toaster]'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-3)
      .map(
        (element) => `${element.tagName} ${element.getAttribute('data-testid') ?? element.textContent?.slice(0, 40)}`,
      ),
  );
  expect(wide).toEqual([]);
}

/** A screenshot to look at (BOOKINGS_SHOTS_DIR): the whole page, or the screen while a dialog is open. */
export async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}
