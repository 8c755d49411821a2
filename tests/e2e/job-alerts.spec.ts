import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import core from '#contract/locales/en.json' with { type: 'json' };
import jobsTexts from '#contract/locales/jobs/en.json' with { type: 'json' };
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
import type { Sipalu } from './sipalu-process.ts';
import { seriousViolations } from './axe.ts';

// One story: the demo student saves a /jobs search as an alert, a company posts a matching job,
// the alert's e-mail reaches the outbox, and its unsubscribe link stops the alert without signing
// in. The outbox is read from the server's DATA_DIR, so this file starts a Sipalu of its own (the
// built server on a copy of the run's demo data) next to the shared one.

const a = jobsTexts.jobAlerts;
const u = jobsTexts.jobAlertUnsubscribe;
const student = DEMO_ACCOUNTS.find((account) => account.role === 'student')!;
const company = DEMO_ACCOUNTS.find((account) => account.role === 'company')!;
const WORD = `kimchi${Date.now() % 100_000}`;

let browser: Browser;
let server: Sipalu | undefined;
let dataDir: string;
let base: string;

beforeAll(async () => {
  if (!hasBrowser) return;
  server = await startOwnSipalu();
  ({ base, dataDir } = server);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, email: string) {
  const panel = page.getByRole('tabpanel', { name: core.auth.signInTab });
  await panel.getByLabel(core.auth.email).fill(email);
  await panel.getByLabel(core.auth.password).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: core.auth.signIn }).click();
}

/** The newest job alert e-mail to `to` that names `text`, waiting for the background job. */
async function alertMail(to: string, text: string): Promise<{ text: string; headers: Record<string, string> }> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 150; attempt++) {
    // the folder appears with the server's first e-mail
    const mails = (existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }) : [])
      .filter((entry) => entry.isFile())
      .map((entry) => JSON.parse(readFileSync(path.join(outbox, entry.name), 'utf8')) as Record<string, unknown>)
      .filter((mail) => mail.to === to && typeof mail.text === 'string' && mail.text.includes(text));
    const mail = mails.at(-1);
    if (mail) return mail as { text: string; headers: Record<string, string> };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no job alert e-mail to ${to} about ${text}`);
}

describe.skipIf(!hasBrowser)('job alerts', () => {
  it('a visitor pressing Create alert is sent to sign in and comes back to the search', async () => {
    const { context, page } = await newPage();
    await page.goto(`/jobs?q=${WORD}`);
    await page.getByRole('button', { name: a.create }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === `/jobs?q=${WORD}`);
    await context.close();
  });

  it('saves a search as an alert, mails the matching posting, and unsubscribes without signing in', async () => {
    // the student saves the search
    const { context, page } = await newPage();
    await page.goto('/auth');
    await signIn(page, student.email);
    await page.waitForURL((url) => url.pathname !== '/auth');
    await page.goto(`/jobs?q=${WORD}&type=Full-time`);
    await page.getByRole('button', { name: a.create }).click();
    const dialog = page.getByRole('dialog', { name: a.dialogTitle });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('job-alert-summary').innerText()).toContain(`“${WORD}”`);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    // by keyboard: the frequency is a radio group
    await dialog.getByRole('radio', { name: a.frequencies.instant }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: a.save }).click();
    await page.locator('[data-sonner-toast]', { hasText: a.saved }).first().waitFor({ timeout: 10_000 });

    // it is listed in Account Settings
    await page.goto('/settings/security');
    const section = page.getByRole('region', { name: a.settingsTitle });
    await section.getByText(`“${WORD}”`).first().waitFor();
    await expect.poll(() => section.innerText()).toContain(a.active);
    await page.waitForFunction(() => !document.querySelector('.animate-pulse'), undefined, { timeout: 15_000 });
    expect(await seriousViolations(page, '#settings-job-alerts')).toEqual([]);

    // a company posts a matching job
    const companyContext = await browser.newContext({ baseURL: base });
    const companyPage = await companyContext.newPage();
    await companyPage.goto('/auth');
    await signIn(companyPage, company.email);
    await companyPage.waitForURL((url) => url.pathname !== '/auth');
    const title = `${WORD[0]!.toUpperCase()}${WORD.slice(1)} Chef`;
    const posted = await companyPage.request.post('/api/company/jobs', {
      data: bakeryJob(title),
      headers: { origin: base },
    });
    expect(posted.status()).toBe(201);
    await companyContext.close();

    // the alert's e-mail is in the outbox, with the one-click headers
    const mail = await alertMail(student.email, title);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const stop = mail.text.match(/https?:\/\/\S*\/unsubscribe\/job-alert\?token=\S+/)?.[0];
    expect(stop).toBeTruthy();

    // its link works signed out: a page that asks, then stops the alert
    const visitor = await browser.newContext({ baseURL: base });
    const stopPage = await visitor.newPage();
    await stopPage.goto(stop!);
    await stopPage.getByRole('heading', { name: u.title }).waitFor();
    await stopPage.getByRole('button', { name: u.button }).click();
    await stopPage.getByRole('heading', { name: u.doneTitle }).waitFor();
    await visitor.close();

    await page.reload();
    await expect.poll(() => section.innerText(), { timeout: 10_000 }).toContain(a.paused);
    await context.close();
  });
});
