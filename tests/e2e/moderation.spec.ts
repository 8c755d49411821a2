import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import core from '#contract/locales/en.json' with { type: 'json' };
import moderationTexts from '#contract/locales/moderation/en.json' with { type: 'json' };
import securityTexts from '#contract/locales/security/en.json' with { type: 'json' };
import { DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { setupCode } from '#tests/fixtures/totp.ts';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { baseUrl, hasBrowser, launchBrowser, newPage } from './browser.ts';

// A user reports a job → staff hide it in the console → it is gone from /jobs, its page says it
// was removed, and the company reads the reason on its dashboard.

const m = moderationTexts.moderation;
const s = securityTexts.security;
const STAFF_EMAIL = 'staff@sipalu.demo';

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

async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: core.auth.signInTab });
  await panel.getByLabel(core.auth.email).fill(email);
  await panel.getByLabel(core.auth.password).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: core.auth.signIn }).click();
}

/** Signs staff in; the console needs two-factor sign-in, so it is turned on first when it is off. */
async function signInStaff(page: Page) {
  await signIn(page, STAFF_EMAIL);
  await page.waitForURL((url) => url.pathname !== '/auth');
  await page.goto('/settings/security');
  const section = page.getByRole('region', { name: s.twoFactor.title });
  await section.waitFor();
  if (await section.getByText(s.twoFactor.on).isVisible()) return;
  await section.getByRole('button', { name: s.twoFactor.enable }).click();
  await section.getByLabel(core.auth.password).fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: s.twoFactor.enable }).click();
  const secret = (await section.getByTestId('totp-key').innerText()).replace(/\s/g, '');
  await section.getByLabel(s.twoFactor.code).fill(await setupCode(secret, 10_000));
  await section.getByRole('button', { name: s.twoFactor.confirm }).click();
  await section.getByRole('button', { name: s.twoFactor.done }).click();
  await section.getByText(s.twoFactor.on).waitFor();
}

describe.skipIf(!hasBrowser)('reports and moderation', () => {
  it('a reported job hidden by staff leaves /jobs, its page says so, and the company reads why', async () => {
    const title = `Bakery helper ${Date.now()}`;
    const reason = 'Asks applicants for a registration fee.';

    const company = await newPage(browser);
    await signIn(company.page, 'company@sipalu.demo');
    await company.page.waitForURL((url) => url.pathname !== '/auth');
    const posted = await company.context.request.post('/api/company/jobs', {
      data: bakeryJob(title),
      headers: { origin: baseUrl() },
    });
    expect(posted.status()).toBe(201);
    const { id } = (await posted.json()) as { id: string };

    // a job seeker reports it, on a phone
    const seeker = await newPage(browser, { viewport: { width: 360, height: 740 } });
    await signIn(seeker.page, 'student@sipalu.demo');
    await seeker.page.waitForURL((url) => url.pathname !== '/auth');
    await seeker.page.goto(`/jobs/${id}`);
    await seeker.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await seeker.page.getByRole('button', { name: m.report.buttonLabel.replace('{{kind}}', m.kindWords.job) }).click();
    const dialog = seeker.page.getByRole('dialog', { name: m.report.title.replace('{{kind}}', m.kindWords.job) });
    await dialog.getByLabel(m.reasons.money_request).check();
    await dialog.getByLabel(m.report.detailsLabel).fill('They want Rs 5,000 before the interview.');
    await dialog.getByRole('button', { name: m.report.submit }).click();
    await expectToast(seeker.page, m.report.sent);

    // staff hide it from the console
    const staff = await newPage(browser);
    await signInStaff(staff.page);
    await staff.page.goto('/staff/reports');
    // the button's name ends with the item's title (read out after "Open")
    await staff.page.getByRole('button', { name: new RegExp(`^${m.queue.open}\\W+${title}$`) }).click();
    await staff.page.getByText('They want Rs 5,000 before the interview.').waitFor();
    await staff.page.getByLabel(m.queue.reasonLabel).fill(reason);
    await staff.page.getByRole('button', { name: m.queue.hide }).click();
    await expectToast(staff.page, m.queue.done.replace('{{action}}', m.queue.hide));

    // gone from the list, and the page says it was removed
    const visitor = await newPage(browser);
    await visitor.page.goto(`/jobs?q=${encodeURIComponent(title)}`);
    await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
    await visitor.page.waitForLoadState('networkidle');
    expect(await visitor.page.getByText(title).count()).toBe(0);
    await visitor.page.goto(`/jobs/${id}`);
    await visitor.page.getByRole('heading', { level: 1, name: m.removed.title }).waitFor();

    // the company sees the reason on its dashboard
    await company.page.goto('/company-dashboard');
    await company.page.getByText(m.hidden.reason.replace('{{reason}}', reason)).waitFor();

    for (const opened of [company, seeker, staff, visitor]) await opened.context.close();
  });
});
