import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '#contract/language-cookie.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import type { Sipalu } from './sipalu-process.ts';
import { seriousViolations } from './axe.ts';
import { hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
import { en, ne } from './texts.ts';

// A professional as issuer, on a phone in English and in Nepali (decision 055): the demo
// professional confirms that a client whose work on his service is done completed it; the client
// finds the credential under My credentials and opens its public page, which names the professional
// as issuer; the professional's dashboard counts it. Axe checks the dashboard's sections, the dialog
// and the page. Confirming changes data: a Sipalu of its own.

const POLL = { timeout: 20_000 };
const PHONE = { width: 360, height: 740 };
const PROFESSIONAL = DEMO_ACCOUNTS.find((account) => account.role === 'professional')!;
// clients whose work with the demo professional is marked done in the demo data, without a credential
const STORIES = {
  en: {
    client: { email: 'kiran.bhattarai@sipalu.demo', name: 'Kiran Bhattarai' },
    service: 'Home Solar & Inverter Backup Installation',
    /** The service as the credential's page names it in the reader's language (its Nepali edition). */
    shown: 'Home Solar & Inverter Backup Installation',
  },
  ne: {
    client: { email: 'sujan.karki@sipalu.demo', name: 'Sujan Karki' },
    service: 'House Wiring & Electrical Repairs',
    shown: 'घरायसी वायरिङ तथा बिजुली मर्मत',
  },
};
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

/** The dashboard card's "Issued" figure, as shown (Nepali digits on Nepali pages). */
async function issuedCount(page: Page): Promise<string> {
  const figure = page.getByTestId('issued-count-issued');
  await page.waitForFunction(
    () => /^[0-9०-९]+$/.test(document.querySelector('[data-testid="issued-count-issued"]')?.textContent ?? ''),
    undefined,
    POLL,
  );
  return (await figure.textContent())!.trim();
}

const NEPALI_DIGITS = '०१२३४५६७८९';
const numberOf = (text: string) => Number(text.replace(/[०-९]/g, (digit) => String(NEPALI_DIGITS.indexOf(digit))));

/** What the professional's card said before this story's credential was issued. */
const before: Partial<Record<Language, number>> = {};

/** The professional confirms the client completed the service from his dashboard. */
async function confirmCompletion(language: Language) {
  const t = texts[language];
  const { client, service } = STORIES[language];
  const { context, page } = await phone(language);
  await signIn(page, PROFESSIONAL.email, language);
  await page.goto('/professional-dashboard');
  before[language] = numberOf(await issuedCount(page));

  const section = page.locator('section:has(#service-clients)');
  const names = { name: client.name, service };
  const confirm = section.getByRole('button', { name: t('credentials.clients.buttonNamed', names) });
  await confirm.waitFor(POLL);
  await confirm.scrollIntoViewIfNeeded();
  await expectAxeClean(page, 'section:has(#service-clients)');
  await expectNoOverflow(page);
  await shot(page, `pro-clients-${language}`);
  await confirm.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(t('credentials.clients.body', names)).waitFor(POLL);
  await dialog.getByLabel(t('credentials.complete.remark')).fill('Wired a practice board safely');
  await expectAxeClean(page, '[role="dialog"]');
  await shot(page, `pro-confirm-${language}`, false);
  await dialog.getByRole('button', { name: t('credentials.complete.submit') }).click();
  await page
    .locator('[data-sonner-toast]', { hasText: t('credentials.clients.done', { name: client.name }) })
    .first()
    .waitFor(POLL);
  // confirmed, the client's row links to the credential instead of offering to confirm again
  await section.getByRole('link', { name: t('credentials.clients.openNamed', names) }).waitFor(POLL);
  await confirm.waitFor({ state: 'detached', ...POLL });
  await context.close();
}

/** The client finds the credential under My credentials and opens its page: the professional issued it. */
async function openAsClient(language: Language) {
  const t = texts[language];
  const { client, service, shown } = STORIES[language];
  const { context, page } = await phone(language);
  await signIn(page, client.email, language);
  await page.goto('/dashboard');
  const section = page.locator('section', { has: page.getByRole('heading', { name: t('credentials.mine.title') }) });
  // the list names it as its page does: the Nepali edition on a Nepali page
  const link = section.getByRole('link', { name: t('credentials.mine.viewNamed', { name: shown }) });
  await link.waitFor(POLL);
  await expectAxeClean(page, '#my-credentials');
  await link.click();
  await page.waitForURL(/\/credentials\/[0-9a-f-]{36}$/, POLL);

  await page.getByRole('heading', { name: shown, level: 1 }).waitFor(POLL);
  const issuedBy = page
    .locator('dt', { hasText: t('credentials.page.issuedBy') })
    .locator('xpath=following-sibling::dd[1]');
  await issuedBy.getByText(PROFESSIONAL.fullName, { exact: false }).waitFor(POLL);
  await page
    .locator('body')
    .getByText(`${t('credentials.page.status')}: ${t('credentials.page.statusValid')}`, { exact: false })
    .first()
    .waitFor(POLL);
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  await expectAxeClean(page);
  await expectNoOverflow(page);
  await shot(page, `pro-credential-page-${language}`);

  const json = (await (await page.request.get(`${page.url()}.json`)).json()) as {
    name: string;
    issuer: { name: string; url: string };
  };
  expect(json.name).toBe(service);
  expect(json.issuer.name).toBe(PROFESSIONAL.fullName);
  expect(json.issuer.url).toMatch(/\/professionals\/[0-9a-f-]{36}$/);
  await context.close();
}

/** The professional's dashboard counts the new credential, and lists it among those issued. */
async function countedOnDashboard(language: Language) {
  const t = texts[language];
  const { client, shown } = STORIES[language];
  const { context, page } = await phone(language);
  await signIn(page, PROFESSIONAL.email, language);
  await page.goto('/professional-dashboard');
  const card = page.getByTestId('issued-counts');
  await card.getByRole('heading', { name: t('credentials.counts.title') }).waitFor(POLL);
  const expected = formatNumber(before[language]! + 1, language);
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="issued-count-issued"]')?.textContent?.trim() === want,
    expected,
    POLL,
  );
  if (language === 'ne') expect(await issuedCount(page)).toMatch(/^[०-९]+$/);
  const issued = page.locator('section:has(#issued-credentials)');
  await issued
    // named as the reader's language has it: the Nepali edition on a Nepali page
    .getByRole('button', { name: t('credentials.issued.revokeNamed', { name: shown, learner: client.name }) })
    .waitFor(POLL);
  // a professional reissues a credential as an institution does (after the client's name changed)
  await issued
    .getByRole('button', { name: t('credentials.issued.reissueNamed', { name: shown, learner: client.name }) })
    .waitFor(POLL);
  await card.scrollIntoViewIfNeeded();
  await expectAxeClean(page, '[data-testid="issued-counts"]');
  await expectAxeClean(page, 'section:has(#issued-credentials)');
  await expectNoOverflow(page);
  await shot(page, `pro-dashboard-${language}`);
  await card.getByRole('link', { name: t('credentials.counts.link') }).click();
  await page.waitForURL((url) => url.hash === '#issued-credentials', POLL);
  await context.close();
}

const STEP_MS = 120_000;

describe.skipIf(!hasBrowser).each(['en', 'ne'] as const)('a professional as issuer, on a phone, in %s', (language) => {
  it('the professional confirms a client completed his service', () => confirmCompletion(language), STEP_MS);
  it('the client finds it in My credentials, its page naming the professional', () => openAsClient(language), STEP_MS);
  it('the professional’s dashboard counts it', () => countedOnDashboard(language), STEP_MS);
});
