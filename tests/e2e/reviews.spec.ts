import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import core from '#contract/locales/en.json' with { type: 'json' };
import messaging from '#contract/locales/messaging/en.json' with { type: 'json' };
import services from '#contract/locales/services/en.json' with { type: 'json' };
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { hasBrowser, launchBrowser, newPage, uniqueEmail } from './browser.ts';

// Honest reviews (docs/decisions/012): a throwaway account cannot review, and the page says why;
// once the professional marks the work done on the dashboard, the client can.

const en = { ...core, ...messaging, ...services };
const POLL = { timeout: 15_000 };
const PROFESSIONAL = DEMO_ACCOUNTS.find((account) => account.role === 'professional')!;
const STUDENT = DEMO_ACCOUNTS.find((account) => account.role === 'student')!;
// a service of the demo professional the demo student has not reviewed
const SERVICE = 'House Wiring & Electrical Repairs';

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor(POLL);
}

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: en.auth.signInTab });
  await panel.getByLabel(en.auth.email).fill(email);
  await panel.getByLabel(en.auth.password).fill(password);
  await panel.getByRole('button', { name: en.auth.signIn }).click();
  await page.waitForURL((url) => url.pathname !== '/auth', POLL);
}

/** The demo professional's public page, found through the directory as a visitor would. */
async function openProfessionalPage(page: Page) {
  await page.goto(`/professionals?q=${encodeURIComponent(PROFESSIONAL.fullName)}`);
  await page.getByRole('link', { name: PROFESSIONAL.fullName, exact: true }).first().click();
  await page.waitForURL(/\/professionals\/[0-9a-f-]{36}$/, POLL);
  await page.getByRole('heading', { name: /Reviews/ }).waitFor(POLL);
}

describe.skipIf(!hasBrowser)('honest reviews', () => {
  it('a throwaway account cannot review: the page explains why, on a phone', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto('/auth?tab=signup');
    const panel = page.getByRole('tabpanel', { name: en.auth.signUpTab });
    await panel.getByLabel(en.auth.fullName).fill('Throwaway Account');
    await panel.getByLabel(en.auth.email).fill(uniqueEmail('throwaway'));
    await panel.getByLabel(en.auth.password).fill('phewa-lake-2026');
    await panel.getByRole('button', { name: en.auth.createAccount }).click();
    await page.waitForURL('**/choose-role', POLL);

    await openProfessionalPage(page);
    await page.getByText(en.professionals.reviewGate.noEngagement).waitFor(POLL);
    if ((await page.getByRole('button', { name: en.professionals.submitReview }).count()) !== 0) {
      throw new Error('a throwaway account was offered the review form');
    }
    // nothing overflows the 360 px screen
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) throw new Error(`the page is ${overflow}px wider than the screen`);
    await context.close();
  });

  it('after the professional marks the work done, the client can review', async () => {
    const client = await newPage(browser);
    await signIn(client.page, STUDENT.email);
    await openProfessionalPage(client.page);
    // the demo student reviewed another of these services already; this one is not marked yet
    await client.page.getByText(en.professionals.reviewGate.reviewed).waitFor(POLL);
    await client.page.getByRole('button', { name: `Request a quote for ${SERVICE}` }).click();
    await client.page.waitForURL((url) => url.pathname === '/messages', POLL);
    // sending the drafted request is what puts the client on the professional's enquiries
    const enquired = client.page.waitForResponse(
      (answer) => answer.url().includes('/enquiries') && answer.request().method() === 'POST',
    );
    await client.page.getByRole('button', { name: en.messaging.send, exact: true }).click();
    await enquired;

    const pro = await newPage(browser);
    await signIn(pro.page, PROFESSIONAL.email);
    await pro.page.goto('/professional-dashboard');
    const markDone = pro.page.getByRole('button', {
      name: `Mark work done with ${STUDENT.fullName} for ${SERVICE}`,
    });
    await markDone.click();
    await expectToast(pro.page, `Marked as work done. ${STUDENT.fullName} can now review this service.`);
    await pro.page.waitForFunction(
      (name) => document.querySelector(`button[aria-label="${name}"]`)?.getAttribute('aria-pressed') === 'true',
      `Mark work done with ${STUDENT.fullName} for ${SERVICE}`,
    );
    await pro.context.close();

    await openProfessionalPage(client.page);
    const form = client.page.locator('form', { hasText: en.professionals.writeReview });
    await form.waitFor(POLL);
    await form.locator('label').filter({ hasText: '5 out of 5 stars' }).click();
    await form.getByLabel(en.professionals.yourReview).fill('Neat wiring, explained everything clearly.');
    await form.getByRole('button', { name: en.professionals.submitReview }).click();
    await expectToast(client.page, en.professionals.reviewSaved);
    await client.page.getByText('Neat wiring, explained everything clearly.').waitFor(POLL);
    await client.page.getByText(en.professionals.reviewGate.reviewed).waitFor(POLL);
    await client.context.close();
  });
});
