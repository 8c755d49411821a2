import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatNumber } from '#contract/format/numbers.ts';
import { LANGUAGE_COOKIE } from '#contract/language-cookie.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import type { Sipalu } from './sipalu-process.ts';
import { seriousViolations } from './axe.ts';
import { hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
import { en, ne } from './texts.ts';

// Bulk completion on a phone, in English and in Nepali: the institution ticks "Select all" under a
// program's enrolled students, marks them completed together with a remark, and the dialog says how
// many credentials were issued; the learners leave the list and their credentials join the issued
// ones. Axe checks the list with its checkboxes, the dialog and its answer. Completing changes the
// data, so the journey runs on a Sipalu of its own, one program per language.

const POLL = { timeout: 30_000 };
const PHONE = { width: 360, height: 740 };
const INSTITUTION = DEMO_ACCOUNTS.find((account) => account.role === 'institution')!;
const PROGRAMS = {
  en: { title: 'Diploma in Computer Engineering', learners: ['Kiran Bhattarai', 'Anisha Khadka'] },
  ne: { title: 'प्रमाणित नेटवर्क प्राविधिक', learners: ['Rohit Yadav'] },
};
const REMARK = { en: 'Passed the final practical', ne: 'अन्तिम प्रयोगात्मक परीक्षा उत्तीर्ण' };
const SHOTS = process.env.CREDENTIALS_SHOTS_DIR;

type Language = 'en' | 'ne';
const texts = { en, ne };

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

/** The institution selects all of a program's students and marks them completed together. */
async function completeAll(language: Language) {
  const t = texts[language];
  const { title, learners } = PROGRAMS[language];
  const count = formatNumber(learners.length, language);
  const { context, page } = await phone(language);
  await signIn(page, INSTITUTION.email, language);
  await page.goto('/institution-dashboard');

  // the program's row, and its list of students
  const row = page.locator('li', { has: page.getByRole('link', { name: title, exact: true }) });
  await row.first().waitFor(POLL);
  const prefix = t('programs.enrolledStudents', { count: '' }).replace(/\s*\(\)$/, '');
  await row.getByRole('button', { name: new RegExp(`^${prefix}`) }).click();
  for (const name of learners)
    await row.getByRole('checkbox', { name: t('programs.selectStudent', { name }) }).waitFor(POLL);
  const markSelected = row.getByRole('button', {
    name: t('credentials.bulk.button', { count: formatNumber(0, language) }),
  });
  expect(await markSelected.isDisabled()).toBe(true);

  await row.getByRole('checkbox', { name: t('programs.selectAllStudents', { count }) }).check();
  for (const name of learners) {
    expect(await row.getByRole('checkbox', { name: t('programs.selectStudent', { name }) }).isChecked()).toBe(true);
  }
  await expectAxeClean(page, 'main');
  await expectNoOverflow(page);
  await shot(page, `bulk-selected-${language}`);

  await row.getByRole('button', { name: t('credentials.bulk.button', { count }) }).click();
  const dialog = page.getByRole('dialog');
  // the dialog names the program as the list does (its English title: the route passes programTitle)
  await dialog.getByText(t('credentials.bulk.title'), { exact: true }).waitFor(POLL);
  await dialog.getByLabel(t('credentials.complete.remark')).fill(REMARK[language]);
  await expectAxeClean(page, '[role="dialog"]');
  await shot(page, `bulk-dialog-${language}`, false);
  await dialog.getByRole('button', { name: t('credentials.bulk.submit') }).click();

  // the answer: every selected learner got a credential, none was skipped
  const answer = dialog.getByRole('status');
  await answer.getByText(t('credentials.bulk.issued', { count }), { exact: true }).waitFor(POLL);
  expect(await answer.getByText(t('credentials.bulk.skippedTitle', { count: '' }), { exact: false }).count()).toBe(0);
  await expectAxeClean(page, '[role="dialog"]');
  await expectNoOverflow(page);
  await shot(page, `bulk-done-${language}`, false);
  await dialog.getByRole('button', { name: t('shell.close') }).click();
  await dialog.waitFor({ state: 'detached', ...POLL });

  // completed, the learners leave the list of active students, and their credentials are listed as issued
  for (const name of learners) {
    await row
      .getByRole('checkbox', { name: t('programs.selectStudent', { name }) })
      .waitFor({ state: 'detached', ...POLL });
  }
  const issued = page.locator('section:has(#issued-credentials)');
  for (const name of learners) await issued.getByText(name, { exact: false }).first().waitFor(POLL);
  await expectAxeClean(page, 'section:has(#issued-credentials)');
  await context.close();
}

const STEP_MS = 150_000;

describe.skipIf(!hasBrowser).each(['en', 'ne'] as const)('bulk completion on a phone in %s', (language) => {
  it(
    'the institution selects all of a program’s students and marks them completed together',
    () => completeAll(language),
    STEP_MS,
  );
});
