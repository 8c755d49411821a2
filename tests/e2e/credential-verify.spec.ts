import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '#contract/language-cookie.ts';
import { DEMO_ACCOUNTS } from '#server/db/seed/demo-accounts.ts';
import type { Sipalu } from './sipalu-process.ts';
// the phone checks every journey shares (written for the bookings journeys first)
import {
  expectAxeClean,
  expectNoOverflow,
  expectToast as toast,
  type Language,
  PHONE,
  POLL,
  signIn,
  texts,
} from './booking-phone.ts';
import { hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';

// The learner's side of a credential and its public checks, on a phone in English and in Nepali:
// the institution completes a demo learner (through its API: the dialog is credentials.spec.ts's
// journey), and on My credentials the learner copies the share link, sees Add to LinkedIn, hides the
// credential (its page then says noindex) and shows it again, and downloads its JSON; /verify says
// the downloaded file is valid and that a tampered copy's signature fails; the printable
// certificate is drawn for the screen and as an A4 landscape print. Hiding changes the data, so the
// journey runs on a Sipalu of its own. CREDENTIAL_VERIFY_SHOTS_DIR keeps the screenshots.

/** A4 landscape at 96 dpi: what Chromium lays out when printing the certificate. */
const A4_LANDSCAPE = { width: 1123, height: 794 };
const INSTITUTION = DEMO_ACCOUNTS.find((account) => account.role === 'institution')!;
const PROGRAM = 'Diploma in Computer Engineering';
/** The title the certificate prints in each language: the credential's Nepali edition on Nepali pages (decision 057). */
const PROGRAM_SHOWN = { en: PROGRAM, ne: 'डिप्लोमा इन कम्प्युटर इन्जिनियरिङ' };
/** Learners enrolled in the program in the demo data, one for each language's journey. */
const LEARNERS = {
  en: { email: 'kiran.bhattarai@sipalu.demo', name: 'Kiran Bhattarai' },
  ne: { email: 'anisha.khadka@sipalu.demo', name: 'Anisha Khadka' },
};
const SHOTS = process.env.CREDENTIAL_VERIFY_SHOTS_DIR;

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
  const context = await browser.newContext({ baseURL: server!.base, viewport: PHONE, acceptDownloads: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server!.base });
  if (language === 'ne') {
    await context.addInitScript(() => localStorage.setItem('sipalu.lang', 'ne'));
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'ne', url: server!.base }]);
  }
  return { context, page: await context.newPage() };
}

async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

const robotsOf = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null);

/** The institution marks the language's learner completed in its program, issuing the credential. */
async function issueCredential(language: Language) {
  const learner = LEARNERS[language];
  const { context, page } = await phone(language);
  await signIn(page, INSTITUTION.email, language);
  const dashboard = (await (await page.request.get('/api/institution/dashboard')).json()) as {
    programs: { id: string; programTitle: string; students: { userId: string; fullName: string | null }[] }[];
  };
  const program = dashboard.programs.find((one) => one.programTitle === PROGRAM)!;
  const student = program.students.find((one) => one.fullName === learner.name)!;
  const answer = await page.request.post(`/api/programs/${program.id}/students/${student.userId}/complete`, {
    data: { grade: 'A' },
    headers: { origin: server!.base },
  });
  expect(answer.status()).toBe(201);
  await context.close();
}

/** The learner's side on My credentials, then /verify and the certificate with the downloaded JSON. */
async function journey(language: Language) {
  const t = texts[language];
  await issueCredential(language);
  const learner = LEARNERS[language];
  const { context, page } = await phone(language);
  await signIn(page, learner.email, language);
  const [credential] = (await (await page.request.get('/api/me/credentials')).json()) as {
    id: string;
    name: string;
    nameNe: string | null;
    pageUrl: string;
  }[];
  expect(credential).toBeDefined();
  const { name, nameNe, pageUrl } = credential!;
  // a Nepali page names the credential by its Nepali edition
  const named = { name: (language === 'ne' && nameNe) || name };
  expect(named.name).toBe(PROGRAM_SHOWN[language]);

  await page.goto('/dashboard');
  const section = page.locator('section:has(#my-credentials)');
  await section.getByRole('link', { name: t('credentials.mine.viewNamed', named) }).waitFor(POLL);

  // share: the link copied is the credential's page
  await section.getByRole('button', { name: t('credentials.mine.copy') }).click();
  await toast(page, t('credentials.mine.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);

  // Add to LinkedIn names the credential, its page and id
  const linkedIn = await section
    .getByRole('link', { name: t('credentials.mine.linkedInNamed', named) })
    .getAttribute('href');
  const linkedInUrl = new URL(linkedIn!);
  expect(linkedInUrl.origin + linkedInUrl.pathname).toBe('https://www.linkedin.com/profile/add');
  expect(linkedInUrl.searchParams.get('certUrl')).toBe(pageUrl);
  expect(linkedInUrl.searchParams.get('name')).toBe(name);

  // hide it: the dashboard says so, and its page (still at its link) asks search engines not to index it
  await section.getByRole('button', { name: t('credentials.mine.hideNamed', named) }).click();
  await toast(page, t('credentials.mine.hiddenToast'));
  await section.getByText(t('credentials.mine.hidden')).waitFor(POLL);
  const show = section.getByRole('button', { name: t('credentials.mine.showNamed', named) });
  await show.waitFor(POLL);
  await expectAxeClean(page, 'section:has(#my-credentials)');
  await expectNoOverflow(page);
  await shot(page, `my-credentials-hidden-${language}`);

  // the JSON, downloaded as the learner would
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: t('credentials.mine.downloadNamed', named) }).click(),
  ]);
  const json = readFileSync((await download.path())!, 'utf8');
  expect((JSON.parse(json) as { name: string }).name).toBe(name);

  const credentialPage = await context.newPage();
  const answer = await credentialPage.goto(pageUrl);
  expect(answer?.status()).toBe(200);
  expect(await robotsOf(credentialPage)).toBe('noindex');

  // shown again: indexable once more
  await show.click();
  await toast(page, t('credentials.mine.shownToast'));
  await section.getByRole('button', { name: t('credentials.mine.hideNamed', named) }).waitFor(POLL);
  await credentialPage.reload();
  expect(await robotsOf(credentialPage)).toBeNull();
  await credentialPage.close();

  await checkAtVerify(page, language, json);
  await printCertificate(context, page, language, pageUrl, PROGRAM_SHOWN[language], learner.name);
  await context.close();
}

/** /verify: the downloaded file is valid; the same text with another name says which check failed. */
async function checkAtVerify(page: Page, language: Language, json: string) {
  const t = texts[language];
  await page.goto(`/verify?lang=${language}`);
  await page.getByRole('heading', { name: t('credentials.verify.title'), level: 1 }).waitFor(POLL);
  await expectAxeClean(page);
  await expectNoOverflow(page);
  await page.getByLabel(t('credentials.verify.file')).setInputFiles({
    name: 'credential.json',
    mimeType: 'application/json',
    buffer: Buffer.from(json),
  });
  await page.getByRole('button', { name: t('credentials.verify.submit') }).click();
  const result = page.locator('section[aria-labelledby="result"]');
  await result.getByText(t('credentials.verify.valid'), { exact: true }).waitFor(POLL);
  await result.getByText(t('credentials.verify.reasons.signatureVerified')).waitFor(POLL);
  expect(await result.getByText(t('credentials.verify.notValid'), { exact: true }).count()).toBe(0);
  await expectAxeClean(page);
  await expectNoOverflow(page);
  await shot(page, `verify-valid-${language}`);

  const tampered = JSON.stringify({ ...(JSON.parse(json) as object), name: 'Master Electrician' });
  await page.getByLabel(t('credentials.verify.paste')).fill(tampered);
  await page.getByRole('button', { name: t('credentials.verify.submit') }).click();
  const because = t('credentials.verify.because', { reason: t('credentials.verify.reasons.signatureFailed') });
  await page.locator('section[aria-labelledby="result"]').getByText(because).waitFor(POLL);
  // the pasted text is kept for a correction
  expect(await page.getByLabel(t('credentials.verify.paste')).inputValue()).toBe(tampered);
  await expectAxeClean(page);
  await expectNoOverflow(page);
  await shot(page, `verify-tampered-${language}`);
}

/** The certificate on the phone's screen, then as Chromium prints it: A4 landscape. */
async function printCertificate(
  context: BrowserContext,
  page: Page,
  language: Language,
  pageUrl: string,
  name: string,
  learnerName: string,
) {
  const t = texts[language];
  await page.goto(pageUrl);
  await page.getByRole('link', { name: t('credentials.certificate.open') }).click();
  await page.waitForURL(/\/certificate\?lang=/, POLL);
  await page.getByRole('heading', { name: learnerName, level: 1 }).waitFor(POLL);
  await page.getByText(name, { exact: true }).first().waitFor(POLL);
  await page.getByText(t('credentials.certificate.kind')).waitFor(POLL);
  // the print button shows once its script has run
  await page.getByRole('button', { name: t('credentials.certificate.print') }).waitFor(POLL);
  expect(
    await page
      .getByRole('img', { name: t('credentials.page.qr') })
      .locator('svg')
      .count(),
  ).toBe(1);
  await expectAxeClean(page);
  await expectNoOverflow(page);
  await shot(page, `certificate-phone-${language}`);

  const print = await context.newPage();
  await print.setViewportSize(A4_LANDSCAPE);
  await print.emulateMedia({ media: 'print' });
  await print.goto(page.url());
  await print.getByRole('heading', { name: learnerName, level: 1 }).waitFor(POLL);
  // one sheet, the size of the paper; the page's tools are not printed
  const sheet = await print.locator('.sheet').boundingBox();
  expect(Math.round(sheet!.width)).toBe(A4_LANDSCAPE.width);
  expect(Math.abs(sheet!.height - A4_LANDSCAPE.height)).toBeLessThan(2);
  expect(await print.locator('.tools').isVisible()).toBe(false);
  await shot(print, `certificate-print-${language}`, false);
  await print.close();
}

// each language is one journey: a phone at 360 px is slow on a shared machine
const STEP_MS = 180_000;

describe.skipIf(!hasBrowser).each(['en', 'ne'] as const)('the learner’s credential and /verify in %s', (language) => {
  it(
    'shares, hides and shows it, and /verify and the printable certificate check out',
    () => journey(language),
    STEP_MS,
  );
});
