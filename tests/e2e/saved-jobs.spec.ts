import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import core from '#contract/locales/en.json' with { type: 'json' };
import jobsTexts from '#contract/locales/jobs/en.json' with { type: 'json' };
import jobsTextsNe from '#contract/locales/jobs/ne.json' with { type: 'json' };
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { hasBrowser, launchBrowser, newPage } from './browser.ts';

const en = { ...core, ...jobsTexts };
const student = DEMO_ACCOUNTS.find((account) => account.role === 'student')!;

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

async function signInOnAuthPage(page: Page, email: string) {
  const panel = page.getByRole('tabpanel', { name: en.auth.signInTab });
  await panel.getByLabel(en.auth.email).fill(email);
  await panel.getByLabel(en.auth.password).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: en.auth.signIn }).click();
}

/** The job cards on /jobs: list items with a title heading (the skills are list items too). */
const cards = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });

async function waitForPressed(button: Locator, pressed: boolean) {
  await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe(String(pressed));
}

// One story: a visitor is sent to sign in, the demo student saves a job from /jobs, finds it under
// Saved jobs on the dashboard, and removes it there.
describe.skipIf(!hasBrowser)('saved jobs', () => {
  let jobTitle = '';

  it('sends a visitor who presses Save to sign in, then back to /jobs', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/jobs');
    // the list arrives drawn by the server; its buttons act once the app has taken over from that
    // copy and knows who is signed in
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    const card = cards(page).first();
    await card.getByRole('button', { name: en.savedJobs.save }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/jobs');
    await signInOnAuthPage(page, student.email);
    await page.waitForURL((url) => url.pathname === '/jobs');
    await context.close();
  });

  it('the student saves a job from /jobs, sees it under Saved jobs on the dashboard, and unsaves it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    await signInOnAuthPage(page, student.email);
    await page.waitForURL((url) => url.pathname !== '/auth');

    await page.goto('/jobs');
    // the list arrives drawn by the server; its buttons act once the app has taken over from that
    // copy and knows who is signed in
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    const card = cards(page).first();
    jobTitle = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
    const save = card.getByRole('button', { name: en.savedJobs.save });
    await waitForPressed(save, false);

    // a failed save turns the bookmark back and says so; only the save fails, not a reload of the
    // saved ids (/api/me/saved-jobs/ids), which a busy machine can still be making
    await page.route(
      (url) => /^\/api\/me\/saved-jobs\/(?!ids$)[^/]+$/.test(url.pathname),
      (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 503, body: '' }) : route.fallback()),
      { times: 1 },
    );
    await save.click();
    await expectToast(page, en.savedJobs.saveFailed);
    await waitForPressed(save, false);

    // by keyboard
    await save.focus();
    await page.keyboard.press('Enter');
    await waitForPressed(save, true);
    // the server has it: a fresh load shows the card saved
    await page.reload();
    await waitForPressed(
      cards(page).filter({ hasText: jobTitle }).getByRole('button', { name: en.savedJobs.save }),
      true,
    );

    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: en.savedJobs.title });
    const row = section.getByRole('listitem').filter({ hasText: jobTitle });
    await row.getByRole('link', { name: jobTitle }).waitFor();
    const unsave = row.getByRole('button', { name: en.savedJobs.save });
    await waitForPressed(unsave, true);
    const audit = await new AxeBuilder({ page })
      .include('#saved-jobs-section')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    await unsave.click();
    await row.waitFor({ state: 'detached' });

    await page.goto('/jobs');
    // the list arrives drawn by the server; its buttons act once the app has taken over from that
    // copy and knows who is signed in
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    const unsaved = cards(page).filter({ hasText: jobTitle });
    await waitForPressed(unsaved.getByRole('button', { name: en.savedJobs.save }), false);

    // the job's own page has the same toggle
    await unsaved.getByRole('link', { name: jobTitle }).click();
    await page.getByRole('heading', { level: 1, name: jobTitle }).waitFor();
    const onPage = page.getByRole('button', { name: en.savedJobs.save });
    await onPage.click();
    await waitForPressed(onPage, true);
    await page.goto('/dashboard');
    await section.getByRole('link', { name: jobTitle }).waitFor();
    await page.goBack();
    await waitForPressed(onPage, true);
    await onPage.click();
    await waitForPressed(onPage, false);
    await context.close();
    // ten pages and an axe pass: more than the default minute on a busy two-core machine
  }, 150_000);

  it('saves a job tapped before the app has heard who is signed in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    await signInOnAuthPage(page, student.email);
    await page.waitForURL((url) => url.pathname !== '/auth');
    // slow mobile data: the answer to "who is signed in" comes well after the list is on screen
    await page.route('**/api/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/jobs');
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    const save = cards(page).nth(1).getByRole('button', { name: en.savedJobs.save });
    await save.click();
    await waitForPressed(save, true);
    // leave the student's saved jobs as they were
    await save.click();
    await waitForPressed(save, false);
    await context.close();
  });

  it('fits a 360 px wide screen in Nepali, on /jobs and on the dashboard', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await context.addInitScript(() => localStorage.setItem('sipalu.lang', 'ne'));
    await page.goto('/auth');
    await page.getByRole('tab').first().waitFor();
    const panel = page.getByRole('tabpanel').first();
    await panel.locator('input[type=email]').fill(student.email);
    await panel.locator('input[type=password]').fill(DEMO_PASSWORD);
    await panel.locator('button[type=submit]').click();
    await page.waitForURL((url) => url.pathname !== '/auth');

    await page.goto('/jobs');
    // the list arrives drawn by the server; its buttons act once the app has taken over from that
    // copy and knows who is signed in
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    const card = cards(page).first();
    await card.getByRole('button', { name: jobsTextsNe.savedJobs.save }).click();
    // a saved job's button reads "saved"
    await waitForPressed(card.getByRole('button', { name: jobsTextsNe.savedJobs.saved }), true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: jobsTextsNe.savedJobs.title });
    const unsave = section.getByRole('button', { name: jobsTextsNe.savedJobs.saved }).first();
    await waitForPressed(unsave, true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await unsave.click();
    await section.getByRole('heading', { name: jobsTextsNe.savedJobs.emptyTitle }).waitFor();
    await context.close();
  });
});
