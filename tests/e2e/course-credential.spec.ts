import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '#contract/language-cookie.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import type { Sipalu } from './sipalu-process.ts';
import { seriousViolations } from './axe.ts';
import { hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
import { en, ne } from './texts.ts';

// A catalogue course's provider as issuer, on a phone in English and in Nepali (decision 058): the
// demo professional provides two trade courses; a learner who finished every module of one waits
// in "Course learners ready to confirm" on his dashboard; he confirms; the learner opens the
// credential from My credentials, its signed evidence listing her modules, and the course page
// names the provider and links to her credential; once she offers a service, her professional page
// lists the course's skills as verified, naming the credential in the page's language; the demo
// institution sees its own ready learner.
// Confirming changes data: a Sipalu of its own.

const POLL = { timeout: 20_000 };
const PHONE = { width: 360, height: 740 };
const PROFESSIONAL = DEMO_ACCOUNTS.find((account) => account.role === 'professional')!;
const INSTITUTION = DEMO_ACCOUNTS.find((account) => account.role === 'institution')!;
// learners who finished every module of a course the demo professional provides, in the demo data
const STORIES = {
  en: {
    learner: { email: 'kiran.bhattarai@sipalu.demo', name: 'Kiran Bhattarai' },
    course: 'House Wiring Electrician',
    shownAs: 'House Wiring Electrician',
    titleNe: 'घरायसी वायरिङ इलेक्ट्रिसियन',
  },
  // Nepali pages show the catalogue's Nepali title, signed into the credential as its Nepali edition;
  // the credential's `name` stays the English one
  ne: {
    learner: { email: 'anisha.khadka@sipalu.demo', name: 'Anisha Khadka' },
    course: 'Solar PV System Installation',
    shownAs: 'सोलार PV प्रणाली जडान',
    titleNe: 'सोलार PV प्रणाली जडान',
  },
};
const PLUMBING = { en: 'Plumber (Level 1)', ne: 'प्लम्बर (लेभल १)' };
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

/** The provider confirms the learner finished his course, from "Course learners ready to confirm". */
async function confirmAsProvider(language: Language) {
  const t = texts[language];
  const { learner, shownAs } = STORIES[language];
  const { context, page } = await phone(language);
  await signIn(page, PROFESSIONAL.email, language);
  await page.goto('/professional-dashboard');

  const section = page.locator('section:has(#course-learners)');
  const names = { name: learner.name, course: shownAs };
  const confirm = section.getByRole('button', { name: t('credentials.courseLearners.buttonNamed', names) });
  await confirm.waitFor(POLL);
  await confirm.scrollIntoViewIfNeeded();
  await expectAxeClean(page, 'section:has(#course-learners)');
  await expectNoOverflow(page);
  await shot(page, `course-learners-${language}`);
  await confirm.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(t('credentials.courseLearners.body', names)).waitFor(POLL);
  await expectAxeClean(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: t('credentials.complete.submit') }).click();
  await page
    .locator('[data-sonner-toast]', { hasText: t('credentials.courseLearners.done', { name: learner.name }) })
    .first()
    .waitFor(POLL);
  // confirmed, the row links to the credential instead of offering to confirm again
  await section.getByRole('link', { name: t('credentials.courseLearners.openNamed', names) }).waitFor(POLL);
  await confirm.waitFor({ state: 'detached', ...POLL });
  await context.close();
}

/** The learner opens the credential from My credentials, and the course page links to it. */
async function openAsLearner(language: Language) {
  const t = texts[language];
  const { learner, course, shownAs } = STORIES[language];
  const { context, page } = await phone(language);
  await signIn(page, learner.email, language);
  await page.goto('/dashboard');
  const mine = page.locator('section', { has: page.getByRole('heading', { name: t('credentials.mine.title') }) });
  const link = mine.getByRole('link', { name: t('credentials.mine.viewNamed', { name: shownAs }) });
  await link.waitFor(POLL);
  await link.click();
  await page.waitForURL(/\/credentials\/[0-9a-f-]{36}$/, POLL);
  const credentialUrl = page.url();

  await page.getByRole('heading', { name: shownAs, level: 1 }).waitFor(POLL);
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
  await shot(page, `course-credential-page-${language}`);

  // the signed credential carries her module progress as evidence
  const json = (await (await page.request.get(`${credentialUrl}.json`)).json()) as {
    name: string;
    credentialSubject: { achievement: { related?: { inLanguage: string; name: string }[] } };
    evidence: { id: string; name: string; description: string }[];
  };
  // signed in English, with the catalogue's Nepali title as the achievement's Nepali edition
  expect(json.name).toBe(course);
  const edition = json.credentialSubject.achievement.related?.find((related) => related.inLanguage === 'ne');
  expect(edition?.name).toBe(STORIES[language].titleNe);
  const [courseEvidence, ...modules] = json.evidence;
  expect(modules.length).toBeGreaterThan(0);
  expect(modules.every((module) => /^Finished on \d{4}-\d{2}-\d{2}\.$/.test(module.description))).toBe(true);

  // the course page names the provider and links to her credential
  await page.goto(new URL(courseEvidence!.id).pathname);
  await page.getByText(t('catalogue.providerCertificate', { name: PROFESSIONAL.fullName })).waitFor(POLL);
  const own = page.getByRole('link', { name: t('catalogue.yourCredential') });
  await own.waitFor(POLL);
  expect(await own.getAttribute('href')).toBe(credentialUrl);
  await expectAxeClean(page);
  await expectNoOverflow(page);
  await shot(page, `course-page-${language}`);
  await context.close();
}

/**
 * Once she offers a service of her own, her professional page shows the skills her credential
 * certifies (decision 053), each linking to the credential named in the reader's language: its
 * signed Nepali edition on a Nepali page, never the English title.
 */
async function verifiedOnProfile(language: Language) {
  const t = texts[language];
  const { learner, course, shownAs } = STORIES[language];
  const { context, page } = await phone(language);
  await signIn(page, learner.email, language);
  const headers = { origin: server!.base };
  const role = await context.request.post('/api/me/roles', { data: { role: 'professional' }, headers });
  expect(role.status()).toBe(201);
  const published = await context.request.post('/api/services', {
    data: {
      title: 'Solar home system check-ups',
      description: 'Panels, batteries and inverters checked, cleaned and tested, with a written report.',
      format: 'online',
      duration: '2 hours',
      skills: 'Solar System Sizing',
      price: '1500',
    },
    headers,
  });
  expect(published.status()).toBe(201);
  const { professionalId } = (await published.json()) as { professionalId: string };

  await page.goto(`/professionals/${professionalId}`);
  const skills = page.getByTestId('verified-skills');
  const named = t('professionals.verifiedSkills.by', { achievement: shownAs, issuer: PROFESSIONAL.fullName });
  const link = skills.getByRole('link', { name: named, exact: true }).first();
  await link.waitFor(POLL);
  expect(await link.getAttribute('href')).toMatch(/^\/credentials\/[0-9a-f-]{36}$/);
  if (language === 'ne') expect(await skills.innerText()).not.toContain(course);
  await expectAxeClean(page, '[data-testid="verified-skills"]');
  await expectNoOverflow(page);
  await shot(page, `verified-skills-${language}`);
  await context.close();
}

/** The demo institution's dashboard lists the learner who finished its plumbing course, ready to confirm. */
async function readyOnInstitutionDashboard(language: Language) {
  const t = texts[language];
  const { context, page } = await phone(language);
  await signIn(page, INSTITUTION.email, language);
  await page.goto('/institution-dashboard');
  const section = page.locator('section:has(#course-learners)');
  const names = { name: 'Nabin Magar', course: PLUMBING[language] };
  const confirm = section.getByRole('button', { name: t('credentials.courseLearners.buttonNamed', names) });
  await confirm.waitFor(POLL);
  await confirm.scrollIntoViewIfNeeded();
  await expectAxeClean(page, 'section:has(#course-learners)');
  await expectNoOverflow(page);
  await shot(page, `institution-course-learners-${language}`, false);
  await context.close();
}

const STEP_MS = 120_000;

describe.skipIf(!hasBrowser).each(['en', 'ne'] as const)(
  'a course provider as issuer, on a phone, in %s',
  (language) => {
    it('the provider confirms a learner who finished his course', () => confirmAsProvider(language), STEP_MS);
    it('the learner opens the credential, and the course page links to it', () => openAsLearner(language), STEP_MS);
    it(
      'her professional page names the credential among her verified skills',
      () => verifiedOnProfile(language),
      STEP_MS,
    );
    it(
      'an institution sees its own course learners ready to confirm',
      () => readyOnInstitutionDashboard(language),
      STEP_MS,
    );
  },
);
