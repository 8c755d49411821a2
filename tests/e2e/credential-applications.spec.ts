import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '#contract/language-cookie.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import type { Sipalu } from './sipalu-process.ts';
import { seriousViolations } from './axe.ts';
import { hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
import { en, ne } from './texts.ts';

// Learn → credential → job, on a phone in English and in Nepali (decision 053): the institution
// completes a learner, the learner opens the credential's page (with its QR code), applies to the
// demo company's job with the credential attached, and the company sees "Verified credential"; the
// institution revokes it, and the company's applicant view then says "Revoked". Axe checks the
// apply form and the applicant dialog. Completing and applying change data: a Sipalu of its own.

const POLL = { timeout: 20_000 };
const PHONE = { width: 360, height: 740 };
const INSTITUTION = DEMO_ACCOUNTS.find((account) => account.role === 'institution')!;
const COMPANY = DEMO_ACCOUNTS.find((account) => account.role === 'company')!;
const STORIES = {
  en: {
    learner: { email: 'kiran.bhattarai@sipalu.demo', name: 'Kiran Bhattarai' },
    program: 'Diploma in Computer Engineering',
    programShown: 'Diploma in Computer Engineering',
    job: 'Junior React Developer',
  },
  ne: {
    learner: { email: 'rohit.yadav@sipalu.demo', name: 'Rohit Yadav' },
    program: 'Certified Network Technician',
    /**
     * The program as Nepali pages name it: its Nepali title on the dashboard, and the Nepali edition
     * signed into the credential in the learner's list, the picker and the company's applicant view.
     */
    programShown: 'प्रमाणित नेटवर्क प्राविधिक',
    job: 'WordPress Developer',
  },
};
const SHOTS = process.env.CREDENTIALS_SHOTS_DIR;

type Language = 'en' | 'ne';
const texts = { en, ne };
/** What each language's story learned on the way: the credential's page and its issuer's name. */
const found: Partial<Record<Language, { pageUrl: string; issuer: string }>> = {};

let browser: Browser;
let server: Sipalu | undefined;

beforeAll(async () => {
  if (!hasBrowser) return;
  browser = await launchBrowser();
  server = await startOwnSipalu();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phone(language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server!.base, viewport: PHONE });
  if (language === 'ne') {
    await context.addInitScript(() => localStorage.setItem('sipalu.lang', 'ne'));
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'ne', url: server!.base }]);
  }
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, email: string, language: Language) {
  const t = texts[language];
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: t('auth.signInTab') });
  await panel.getByLabel(t('auth.email')).fill(email);
  await panel.getByLabel(t('auth.password'), { exact: true }).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: t('auth.signIn'), exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/auth', POLL);
}

async function expectAxeClean(page: Page, scope?: string) {
  expect(await seriousViolations(page, scope)).toEqual([]);
}

async function expectNoOverflow(page: Page) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => !element.closest('[data-sonner-toaster]'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(-3)
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`),
  );
  expect(wide).toEqual([]);
}

async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** A text up to where `{{date}}` goes: dates are written per language, the words before are not. */
const upToDate = (language: Language, key: string, values: Record<string, string>) =>
  texts[language](key, { ...values, date: '\u0000' })
    .split('\u0000')[0]!
    .trim();

/** The institution marks the learner completed in its program's list of students. */
async function completeLearner(language: Language) {
  const t = texts[language];
  const { learner, programShown } = STORIES[language];
  const { context, page } = await phone(language);
  await signIn(page, INSTITUTION.email, language);
  await page.goto('/institution-dashboard');
  const prefix = t('programs.enrolledStudents', { count: '' }).replace(/\s*\(\)$/, '');
  const mark = page.getByRole('button', {
    name: t('credentials.complete.buttonNamed', { name: learner.name, program: programShown }),
  });
  const lists = page.getByRole('button', { name: new RegExp(`^${prefix}`) });
  await lists.first().waitFor(POLL);
  for (let index = 0; (await mark.count()) === 0 && index < (await lists.count()); index++) {
    const list = lists.nth(index);
    if ((await list.getAttribute('aria-expanded')) !== 'true') await list.click();
  }
  await mark.click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('credentials.complete.submit') })
    .click();
  await page
    .locator('[data-sonner-toast]', { hasText: t('credentials.complete.done', { name: learner.name }) })
    .first()
    .waitFor(POLL);
  await context.close();
}

/** The learner opens the credential's public page from the dashboard, then applies with it attached. */
async function applyWithCredential(language: Language) {
  const t = texts[language];
  const { learner, program, programShown, job } = STORIES[language];
  const { context, page } = await phone(language);
  await signIn(page, learner.email, language);
  await page.goto('/dashboard');
  const link = page.getByRole('link', { name: t('credentials.mine.viewNamed', { name: programShown }) });
  await link.click();
  await page.waitForURL(/\/credentials\/[0-9a-f-]{36}$/, POLL);
  await page.getByRole('img', { name: t('credentials.page.qr') }).waitFor(POLL);
  const pageUrl = page.url();
  const json = (await (await page.request.get(`${pageUrl}.json`)).json()) as { issuer: { name: string } };
  found[language] = { pageUrl, issuer: json.issuer.name };

  // the demo company's job, by its page
  const jobs = (await (await page.request.get(`/api/jobs?q=${encodeURIComponent(job)}`)).json()) as {
    items: { id: string; jobTitle: string; jobTitleNe: string | null }[];
  };
  const card = jobs.items.find((item) => item.jobTitle === job)!;
  const jobId = card.id;
  await page.goto(`/jobs/${jobId}`);
  const apply = page.getByRole('region', { name: t('apply.title') });
  await apply
    .getByLabel(t('apply.coverLetter'), { exact: false })
    .fill(`I completed the ${program} and can start now.`);
  const group = apply.getByRole('group', { name: t('apply.credentials.label') });
  const box = group.getByRole('checkbox', { name: new RegExp(programShown) });
  await box.check();
  await expectAxeClean(page, 'main');
  await expectNoOverflow(page);
  await shot(page, `apply-with-credential-${language}`);
  await apply.getByRole('button', { name: t('apply.submit') }).click();
  await page
    .locator('[data-sonner-toast]', { hasText: t('apply.successTitle') })
    .first()
    .waitFor(POLL);
  await page.getByTestId('applied-notice').waitFor(POLL);

  // My applications: the open application can change what it carries; it carries the credential now
  await page.goto('/dashboard');
  const title = language === 'ne' && card.jobTitleNe ? card.jobTitleNe : job;
  await page.getByRole('button', { name: t('myApplications.credentials.buttonNamed', { title }) }).click();
  const dialog = page.getByRole('dialog', { name: t('myApplications.credentials.title') });
  await dialog.getByRole('checkbox', { name: new RegExp(programShown) }).waitFor(POLL);
  expect(await dialog.getByRole('checkbox', { name: new RegExp(programShown) }).isChecked()).toBe(true);
  await expectAxeClean(page, '[role="dialog"]');
  await expectNoOverflow(page);
  await shot(page, `application-credentials-${language}`, false);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', ...POLL });
  await context.close();
}

/** The demo company opens the applicant and reads the credential's line: `key` is its standing. */
async function companySees(language: Language, key: 'verified' | 'revoked') {
  const t = texts[language];
  const { learner, programShown } = STORIES[language];
  const { context, page } = await phone(language);
  await signIn(page, COMPANY.email, language);
  await page.goto('/company-dashboard');
  const recent = page.getByRole('region', { name: t('companyDashboard.applicants.title') });
  const row = recent.getByRole('listitem').filter({ hasText: learner.name }).first();
  await row.getByRole('button', { name: new RegExp(t('companyDashboard.applicants.view')) }).click();
  const dialog = page.getByRole('dialog', { name: learner.name });
  const line = dialog.getByTestId('attached-credential');
  const words = upToDate(language, `companyDashboard.application.credentials.${key}`, {
    achievement: programShown,
    issuer: found[language]!.issuer,
  });
  await line.getByText(words, { exact: false }).waitFor(POLL);
  const other = key === 'verified' ? 'revoked' : 'verified';
  const otherWords = upToDate(language, `companyDashboard.application.credentials.${other}`, {
    achievement: programShown,
    issuer: found[language]!.issuer,
  });
  expect(await line.getByText(otherWords, { exact: false }).count()).toBe(0);
  // the page anyone can check, named by its address
  const check = line.getByRole('link', { name: t('companyDashboard.application.credentials.check') });
  expect(await check.getAttribute('href')).toBe(new URL(found[language]!.pageUrl).pathname);
  await expectAxeClean(page, '[role="dialog"]');
  await expectNoOverflow(page);
  await shot(page, `company-sees-${key}-${language}`, false);
  await context.close();
}

/** The institution revokes the credential from its list of credentials issued. */
async function revokeCredential(language: Language) {
  const t = texts[language];
  const { learner, programShown } = STORIES[language];
  const { context, page } = await phone(language);
  await signIn(page, INSTITUTION.email, language);
  await page.goto('/institution-dashboard');
  const revoke = page.getByRole('button', {
    name: t('credentials.issued.revokeNamed', { name: programShown, learner: learner.name }),
  });
  await revoke.click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel(t('credentials.issued.reason'))
    .fill(language === 'en' ? 'Entered by mistake' : 'गल्तीले प्रविष्ट');
  await dialog.getByRole('button', { name: t('credentials.issued.submit') }).click();
  await page
    .locator('[data-sonner-toast]', { hasText: t('credentials.issued.done') })
    .first()
    .waitFor(POLL);
  await context.close();
}

const STEP_MS = 120_000;

describe.skipIf(!hasBrowser).each(['en', 'ne'] as const)(
  'a credential carried into a job application, in %s',
  (language) => {
    it('the institution completes the learner', () => completeLearner(language), STEP_MS);
    it(
      'the learner opens the credential’s page and applies with it attached',
      () => applyWithCredential(language),
      STEP_MS,
    );
    it('the company sees a verified credential', () => companySees(language, 'verified'), STEP_MS);
    it('the institution revokes it', () => revokeCredential(language), STEP_MS);
    it('the company now sees it revoked', () => companySees(language, 'revoked'), STEP_MS);
  },
);
