import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '#contract/language-cookie.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import type { Sipalu } from './sipalu-process.ts';
import { seriousViolations } from './axe.ts';
import { hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
import { en, ne } from './texts.ts';

// Verifiable credentials on a phone, in English and in Nepali: the institution marks an enrolled
// learner completed, the learner finds the credential on their dashboard, and its public page shows
// it with a QR code; the institution then revokes it and the page says so. Axe checks the dialogs,
// the dashboard sections and the pages. Completing students
// changes the data, so the journey runs on a Sipalu of its own.

const POLL = { timeout: 20_000 };
const PHONE = { width: 360, height: 740 };
const INSTITUTION = DEMO_ACCOUNTS.find((account) => account.role === 'institution')!;
const PROGRAM = 'Diploma in Computer Engineering';
/**
 * The program as a page in each language names it: the dashboard, the credential's page and the
 * lists of credentials use its Nepali title on Nepali pages (the credential signs it in as the
 * achievement's Nepali edition); the signed `name` stays the English title.
 */
const PROGRAM_SHOWN = { en: PROGRAM, ne: 'डिप्लोमा इन कम्प्युटर इन्जिनियरिङ' };
const LEARNERS = {
  en: { email: 'kiran.bhattarai@sipalu.demo', name: 'Kiran Bhattarai' },
  ne: { email: 'anisha.khadka@sipalu.demo', name: 'Anisha Khadka' },
};
const SHOTS = process.env.CREDENTIALS_SHOTS_DIR;

type Language = 'en' | 'ne';
const texts = { en, ne };
const REASON = { en: 'Completion entered by mistake', ne: 'गल्तीले पूरा भनी चिनो लगाइएको' };
/** The credential page each language's learner opened, which the institution then revokes. */
const pageUrls: Partial<Record<Language, string>> = {};

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

/** The institution opens its program's students and marks the learner completed, with a grade. */
async function completeLearner(language: Language) {
  const t = texts[language];
  const learner = LEARNERS[language];
  const { context, page } = await phone(language);
  await signIn(page, INSTITUTION.email, language);
  await page.goto('/institution-dashboard');
  const prefix = t('programs.enrolledStudents', { count: '' }).replace(/\s*\(\)$/, '');
  const mark = page.getByRole('button', {
    name: t('credentials.complete.buttonNamed', { name: learner.name, program: PROGRAM_SHOWN[language] }),
  });
  // each program has its own list of students: open them until the learner's shows
  const lists = page.getByRole('button', { name: new RegExp(`^${prefix}`) });
  await lists.first().waitFor(POLL);
  for (let index = 0; (await mark.count()) === 0 && index < (await lists.count()); index++) {
    const list = lists.nth(index);
    if ((await list.getAttribute('aria-expanded')) !== 'true') await list.click();
  }
  await mark.click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByText(t('credentials.complete.body', { name: learner.name, program: PROGRAM_SHOWN[language] }))
    .waitFor(POLL);
  await dialog.getByLabel(t('credentials.complete.grade')).fill('A');
  await expectAxeClean(page, '[role="dialog"]');
  await shot(page, `complete-${language}`, false);
  await dialog.getByRole('button', { name: t('credentials.complete.submit') }).click();
  await page
    .locator('[data-sonner-toast]', { hasText: t('credentials.complete.done', { name: learner.name }) })
    .first()
    .waitFor(POLL);
  // marked completed, the learner leaves the list of active students
  await mark.waitFor({ state: 'detached', ...POLL });
  await context.close();
}

/** The learner finds the credential on the dashboard and opens its public page. */
async function openCredential(language: Language) {
  const t = texts[language];
  const learner = LEARNERS[language];
  const { context, page } = await phone(language);
  await signIn(page, learner.email, language);
  await page.goto('/dashboard');
  const section = page.locator('section', { has: page.getByRole('heading', { name: t('credentials.mine.title') }) });
  const link = section.getByRole('link', { name: t('credentials.mine.viewNamed', { name: PROGRAM_SHOWN[language] }) });
  await link.waitFor(POLL);
  await section
    .getByRole('link', { name: t('credentials.mine.downloadNamed', { name: PROGRAM_SHOWN[language] }) })
    .waitFor(POLL);
  await expectAxeClean(page, '#my-credentials');
  await link.click();
  await page.waitForURL(/\/credentials\/[0-9a-f-]{36}$/, POLL);

  // the server's page: the credential, its status and checks, the QR code, in the reader's language
  await page.getByRole('heading', { name: PROGRAM_SHOWN[language], level: 1 }).waitFor(POLL);
  const body = page.locator('body');
  for (const text of [
    learner.name,
    `${t('credentials.page.status')}: ${t('credentials.page.statusValid')}`,
    t('credentials.page.checkSignature'),
    t('credentials.page.issuerVerified'),
  ]) {
    await body.getByText(text, { exact: false }).first().waitFor(POLL);
  }
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  // the QR code is an image of its own: it has loaded and drawn
  await page.waitForFunction(
    (name) => [...document.images].some((image) => image.alt === name && image.complete && image.naturalWidth > 0),
    t('credentials.page.qr'),
    POLL,
  );
  await expectAxeClean(page);
  await expectNoOverflow(page);
  await shot(page, `credential-page-${language}`);

  // the QR code and the link under it name this very page
  const pageUrl = page.url();
  pageUrls[language] = pageUrl;
  const path = new URL(pageUrl).pathname;
  expect(await page.locator(`a[href$="${path}"]`).count()).toBeGreaterThan(0);
  const json = (await (await page.request.get(`${pageUrl}.json`)).json()) as { name: string; proof: unknown[] };
  expect(json.name).toBe(PROGRAM);
  expect(json.proof).toHaveLength(1);
  await context.close();
}

const SUSPEND_REASON = { en: 'Under review after a complaint', ne: 'उजुरीपछि जाँच हुँदैछ' };
const LIFT_REASON = { en: 'Records checked and found correct', ne: 'अभिलेख जाँच गर्दा ठीक पाइयो' };

/** The page says `status`, as anyone scanning the QR code sees it. */
async function expectPageStatus(page: Page, language: Language, status: string, more: string[] = []) {
  const t = texts[language];
  await page.goto(pageUrls[language]!);
  await page.getByRole('heading', { name: PROGRAM_SHOWN[language], level: 1 }).waitFor(POLL);
  for (const text of [`${t('credentials.page.status')}: ${status}`, ...more]) {
    await page.locator('body').getByText(text, { exact: false }).first().waitFor(POLL);
  }
}

/**
 * The institution suspends the credential from its dashboard (decision 057): its page says
 * suspended and why; lifting the suspension makes it valid again, and both say why it was lifted.
 */
async function suspendAndLift(language: Language) {
  const t = texts[language];
  const learner = LEARNERS[language];
  const names = { name: PROGRAM_SHOWN[language], learner: learner.name };
  const { context, page } = await phone(language);
  await signIn(page, INSTITUTION.email, language);
  const act = async (button: string, reasonLabel: string, reason: string, submit: string, done: string) => {
    await page.goto('/institution-dashboard');
    const section = page.locator('section:has(#issued-credentials)');
    await section.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(reasonLabel).fill(reason);
    await expectAxeClean(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: submit }).click();
    await page.locator('[data-sonner-toast]', { hasText: done }).first().waitFor(POLL);
  };
  await act(
    t('credentials.issued.suspendNamed', names),
    t('credentials.issued.suspendReason'),
    SUSPEND_REASON[language],
    t('credentials.issued.suspendSubmit'),
    t('credentials.issued.suspended'),
  );
  // the row now offers to lift it, and says since when and why
  const section = page.locator('section:has(#issued-credentials)');
  await section.getByRole('button', { name: t('credentials.issued.liftNamed', names) }).waitFor(POLL);
  await section.getByText(SUSPEND_REASON[language], { exact: false }).first().waitFor(POLL);
  await expectNoOverflow(page);
  await shot(page, `issued-suspended-${language}`);

  await expectPageStatus(page, language, t('credentials.page.statusSuspended'), [
    `${t('credentials.page.revokedReason')}: ${SUSPEND_REASON[language]}`,
    t('credentials.page.checkSuspended'),
  ]);
  await expectAxeClean(page);
  await expectNoOverflow(page);
  await shot(page, `credential-suspended-${language}`);

  await act(
    t('credentials.issued.liftNamed', names),
    t('credentials.issued.liftReason'),
    LIFT_REASON[language],
    t('credentials.issued.liftSubmit'),
    t('credentials.issued.lifted'),
  );
  // the lifter's reason stays with the credential (decision 060): in the issuer's list and on its page
  const lifted = page.locator('section:has(#issued-credentials)');
  await lifted.getByText(LIFT_REASON[language], { exact: false }).first().waitFor(POLL);
  await expectNoOverflow(page);
  await shot(page, `issued-lifted-${language}`);
  await expectPageStatus(page, language, t('credentials.page.statusValid'), [
    `${t('credentials.page.liftReason')}: ${LIFT_REASON[language]}`,
    `${t('credentials.page.liftedSuspensionReason')}: ${SUSPEND_REASON[language]}`,
  ]);
  await expectAxeClean(page);
  await expectNoOverflow(page);
  await shot(page, `credential-lifted-${language}`);
  await context.close();
}

/** The institution revokes the credential from its dashboard; its page then says revoked, and why. */
async function revokeCredential(language: Language) {
  const t = texts[language];
  const learner = LEARNERS[language];
  const { context, page } = await phone(language);
  await signIn(page, INSTITUTION.email, language);
  await page.goto('/institution-dashboard');
  const section = page.locator('section', { has: page.getByRole('heading', { name: t('credentials.issued.title') }) });
  const revoke = section.getByRole('button', {
    name: t('credentials.issued.revokeNamed', { name: PROGRAM_SHOWN[language], learner: learner.name }),
  });
  await revoke.waitFor(POLL);
  await expectAxeClean(page, 'section:has(#issued-credentials)');
  await revoke.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('credentials.issued.reason')).fill(REASON[language]);
  await expectAxeClean(page, '[role="dialog"]');
  await shot(page, `revoke-${language}`, false);
  await dialog.getByRole('button', { name: t('credentials.issued.submit') }).click();
  await page
    .locator('[data-sonner-toast]', { hasText: t('credentials.issued.done') })
    .first()
    .waitFor(POLL);
  // revoked, the row offers no second revocation
  await revoke.waitFor({ state: 'detached', ...POLL });

  // the public page, as anyone scanning the QR code sees it
  await page.goto(pageUrls[language]!);
  await page.getByRole('heading', { name: PROGRAM_SHOWN[language], level: 1 }).waitFor(POLL);
  const body = page.locator('body');
  for (const text of [
    `${t('credentials.page.status')}: ${t('credentials.page.statusRevoked')}`,
    `${t('credentials.page.revokedReason')}: ${REASON[language]}`,
    t('credentials.page.checkRevoked'),
  ]) {
    await body.getByText(text, { exact: false }).first().waitFor(POLL);
  }
  expect(await body.getByText(`${t('credentials.page.status')}: ${t('credentials.page.statusValid')}`).count()).toBe(0);
  await expectAxeClean(page);
  await expectNoOverflow(page);
  await shot(page, `credential-revoked-${language}`);
  await context.close();
}

/** The learner's dashboard says the credential is revoked, and why. */
async function seeRevokedOnDashboard(language: Language) {
  const t = texts[language];
  const learner = LEARNERS[language];
  const { context, page } = await phone(language);
  await signIn(page, learner.email, language);
  await page.goto('/dashboard');
  const section = page.locator('section:has(#my-credentials)');
  // "Revoked on 29 Nov 2026: <reason>": the words around the date, and the reason
  const [words] = t('credentials.mine.revoked', { date: '|', reason: '' })
    .split('|')
    .map((part) => part.replace(/:\s*$/, '').trim())
    .filter(Boolean);
  await section.getByText(REASON[language], { exact: false }).first().waitFor(POLL);
  expect(await section.getByText(words!, { exact: false }).count()).toBeGreaterThan(0);
  await expectAxeClean(page, 'section:has(#my-credentials)');
  await expectNoOverflow(page);
  await context.close();
}

// each step is its own test, in order: a phone at 360 px is slow on a shared machine
const STEP_MS = 120_000;

describe.skipIf(!hasBrowser).each(['en', 'ne'] as const)('credentials on a phone in %s', (language) => {
  it('the institution marks an enrolled learner completed', () => completeLearner(language), STEP_MS);
  it(
    'the learner finds the credential and its public page shows it with a QR code',
    () => openCredential(language),
    STEP_MS,
  );
  it(
    'the institution suspends it, its public page says suspended, and lifting it makes it valid again',
    () => suspendAndLift(language),
    STEP_MS,
  );
  it('the institution revokes it, and its public page says revoked and why', () => revokeCredential(language), STEP_MS);
  it('the learner’s dashboard says it is revoked', () => seeRevokedOnDashboard(language), STEP_MS);
});
