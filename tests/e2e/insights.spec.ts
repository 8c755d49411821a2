import { AxeBuilder } from '@axe-core/playwright';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import texts from '#contract/locales/insights/en.json' with { type: 'json' };
import { startOidcProvider, type TestOidcProvider } from '#tests/fixtures/oidc-provider.ts';
import { freePort } from '#tests/fixtures/server-process.ts';
import { baseUrl, hasBrowser, launchBrowser, startOwnSipalu, uniqueEmail } from './browser.ts';
import type { Sipalu } from './sipalu-process.ts';

// The network card on /dashboard: Demo Mode on the shared server (no LinkedIn configured), and the
// LinkedIn connect → CV upload → analysis journey on a Sipalu of our own whose LinkedIn is a local
// OpenID provider.

const i = texts.insights;
const PASSWORD = 'phewa-lake-boat-77';
const LINKEDIN_PDF = fileURLToPath(new URL('../fixtures/insights/linkedin-profile.pdf', import.meta.url));

let browser: Browser;
let server: Sipalu | undefined;
let oidc: TestOidcProvider | undefined;
let ownBase = '';

beforeAll(async () => {
  if (!hasBrowser) return;
  browser = await launchBrowser();
  const port = await freePort();
  oidc = await startOidcProvider({ redirectUris: [`http://localhost:${port}/api/auth/callback/linkedin`] });
  server = await startOwnSipalu({
    port,
    env: {
      LINKEDIN_CLIENT_ID: oidc.clientId,
      LINKEDIN_CLIENT_SECRET: oidc.clientSecret,
      LINKEDIN_ISSUER: oidc.issuer,
    },
  });
  ownBase = server.base;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await oidc?.close();
});

/** A new account, signed in within a fresh browser context on `base`. */
async function signedUp(base: string, email: string, viewport = { width: 1280, height: 800 }) {
  const context: BrowserContext = await browser.newContext({ baseURL: base, viewport });
  const response = await context.request.post('/api/auth/sign-up/email', {
    data: { name: 'Bikash Thapa', email, password: PASSWORD },
    headers: { origin: base },
  });
  expect(response.status()).toBe(200);
  // the network card is on the learner dashboard, which is the student role's
  const role = await context.request.post('/api/me/roles', { data: { role: 'student' }, headers: { origin: base } });
  expect(role.status()).toBe(201);
  const page: Page = await context.newPage();
  return { context, page };
}

async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

const card = (page: Page) => page.getByRole('region', { name: i.title });

describe.skipIf(!hasBrowser)('network card', () => {
  it('Demo Mode works without LinkedIn: analysis with courses and jobs, each with a reason', async () => {
    const { context, page } = await signedUp(baseUrl(), uniqueEmail('insights'), { width: 390, height: 844 });
    await page.goto('/dashboard');
    await card(page).getByRole('heading', { name: i.connectTitle }).waitFor();
    await card(page).getByText(i.notConfigured).waitFor();
    expect(await card(page).getByRole('button', { name: i.connect }).count()).toBe(0);

    await card(page).getByRole('button', { name: i.demoMode }).click();
    await expectToast(page, i.toast.analyzed);
    await card(page).getByText(i.active, { exact: true }).waitFor();
    const analysis = page.getByTestId('skill-analysis');
    await analysis.getByText('Pump Installation').first().waitFor();
    await analysis.getByRole('link', { name: 'Plumber (Level 1)' }).waitFor();
    expect(
      await analysis
        .getByRole('link', { name: /./ })
        .filter({ hasNotText: /explore|view all/i })
        .count(),
    ).toBe(7);
    await analysis
      .getByText(/open jobs ask for it/)
      .first()
      .waitFor();

    // "New Paths Forward" now follows the analysis
    const newPaths = page.locator('section[aria-labelledby="new-paths"]');
    await newPaths
      .getByRole('link', { name: /Plumber \(Level 1\)/ })
      .first()
      .waitFor();

    // a matching job opens its page
    await analysis.getByRole('link', { name: 'Plumber', exact: true }).click();
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}$/);
    await page.goBack();
    await card(page).getByRole('button', { name: i.reanalyze }).click();
    await expectToast(page, i.toast.analyzed);

    const axe = await new AxeBuilder({ page }).include('[role="region"]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });

  it('analyses a CV with the city left empty; the label changes with the new results only', async () => {
    const { context, page } = await signedUp(baseUrl(), uniqueEmail('insights-cv'));
    await page.goto('/dashboard');
    await card(page).getByRole('button', { name: i.demoMode }).click();
    await expectToast(page, i.toast.analyzed);
    await card(page).getByText(i.source.demo).waitFor();

    await card(page).getByRole('button', { name: i.uploadCv }).click();
    await page.getByTestId('cv-file').setInputFiles(LINKEDIN_PDF);
    await card(page).getByRole('heading', { name: i.reviewTitle }).waitFor();
    await card(page).getByRole('textbox', { name: i.locationLabel }).fill('');
    await card(page).getByRole('button', { name: i.analyze }).click();
    await expectToast(page, i.toast.analyzed);
    await card(page).getByText(i.source.cv).waitFor();
    expect(await card(page).getByText(i.source.demo).count()).toBe(0);
    // no job is said to be near a city the person did not give
    expect(await page.getByTestId('skill-analysis').getByText(/; in /).count()).toBe(0);
    await context.close();
  });

  it('connects LinkedIn to the current account, then a CV upload and skills review lead to the analysis', async () => {
    const login = `bikash${Date.now()}`;
    const { context, page } = await signedUp(ownBase, `${login}@example.com`);
    await page.goto('/dashboard');
    await card(page).getByRole('button', { name: i.connect }).click();
    await page.waitForURL(`${oidc!.issuer}/**`);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, i.toast.connected);
    // the callback flag is removed from the address once the profile is synced
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    await card(page).getByText(i.active, { exact: true }).waitFor();
    await card(page).getByText(i.uploadPrompt).waitFor();

    await page.getByTestId('cv-file').setInputFiles(LINKEDIN_PDF);
    await card(page).getByRole('heading', { name: i.reviewTitle }).waitFor();
    const skill = (n: number) =>
      card(page).getByRole('textbox', { name: i.skillLabel.replace('{{number}}', String(n)) });
    expect(await skill(1).inputValue()).toBe('Pipe Fitting');
    // the user corrects the list before the analysis: drops one, adds one
    await card(page)
      .getByRole('button', { name: i.removeSkill.replace('{{number}}', '3') })
      .click();
    await card(page).getByRole('button', { name: i.addSkill }).click();
    await skill(5).fill('plumbing drawings');
    await card(page).getByRole('button', { name: i.analyze }).click();
    await expectToast(page, i.toast.analyzed);

    const analysis = page.getByTestId('skill-analysis');
    await analysis.getByText('Reading Plumbing Drawings').first().waitFor();
    await analysis.getByText('PPR Welding').first().waitFor();
    await card(page).getByText(i.source.linkedin).waitFor();
    await context.close();
  });
});
