import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { LANGUAGE_COOKIE } from '#contract/language-cookie.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import type { CompanyStats } from '#contract/company-jobs.ts';
import { demoAccount, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { baseUrl, hasBrowser, launchBrowser, newPage } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { ne } from './texts.ts';

// The company dashboard arrives with its figures drawn (features/public/prerendered.ts): on slow
// mobile data they show before the app's scripts have come. The copy is the reader's own, so it
// is private, a picture only (inert, hidden from assistive technology), and drawn for nobody else.

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(role: Parameters<typeof demoAccount>[0], language: 'en' | 'ne' = 'en') {
  const opened = await newPage(browser, { viewport: { width: 360, height: 780 } });
  // a reader who chose the language on an earlier visit: the app remembers it, and the server reads its cookie
  await opened.context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseUrl() }]);
  await opened.context.addInitScript((chosen) => localStorage.setItem('sipalu.lang', chosen), language);
  const response = await opened.context.request.post('/api/auth/sign-in/email', {
    data: { email: demoAccount(role).email, password: DEMO_PASSWORD },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  return opened;
}

const statsOf = async (request: APIRequestContext) =>
  (await (await request.get('/api/company/stats')).json()) as CompanyStats;

const layerOf = (html: string) => /<div id="prerendered"([^>]*)>/.exec(html);

async function closeAll(...contexts: BrowserContext[]) {
  for (const context of contexts) await context.close();
}

describe.skipIf(!hasBrowser)('the company dashboard drawn on the server', () => {
  it('shows the company its own figures, in Nepali, before any script has run', async () => {
    const { context, page } = await signedIn('company', 'ne');
    const stats = await statsOf(context.request);
    const response = await context.request.get('/company-dashboard');
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    const html = await response.text();
    expect(layerOf(html)?.[1]).toContain('inert=""');
    expect(layerOf(html)?.[1]).toContain('aria-hidden="true"');
    // the answers are in the page: the app does not ask for them again
    expect(html).not.toContain('rel="preload" as="fetch"');

    // with scripts refused, the copy alone shows the figures
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/company-dashboard');
    const copy = page.locator('#prerendered');
    const label = copy.getByText(ne('companyDashboard.stats.totalApplicants'));
    await label.waitFor();
    expect(await label.locator('..').innerText()).toContain(formatNumber(stats.totalApplicants, 'ne'));
    await page.unroute('**/*.js');

    // the app takes over from the same answers: the copy goes, and the figures stay
    await page.reload();
    await copy.waitFor({ state: 'detached' });
    const live = page.getByRole('main').getByText(ne('companyDashboard.stats.activeJobs'));
    expect(await live.locator('..').innerText()).toContain(formatNumber(stats.activeJobs, 'ne'));
    expect(await seriousViolations(page)).toEqual([]);
    await closeAll(context);
  });

  it('draws each reader their own page, and nothing for a visitor or an ended session', async () => {
    const visitor = await newPage(browser);
    const student = await signedIn('student');
    // any account may open its company dashboard: the student's copy is theirs, never the company's
    const own = await (await student.context.request.get('/company-dashboard')).text();
    expect(layerOf(own)).not.toBeNull();
    expect(own).toContain(demoAccount('student').fullName);
    expect(own).not.toContain(demoAccount('company').fullName);

    // no session cookie, then one whose session is not there (the server asks, and draws nothing)
    for (const cookies of [[], [{ name: 'sipalu.session_token', value: 'ended.session', url: baseUrl() }]]) {
      await visitor.context.clearCookies();
      await visitor.context.addCookies(cookies);
      const html = await (await visitor.context.request.get('/company-dashboard')).text();
      expect(layerOf(html)).toBeNull();
    }
    await closeAll(visitor.context, student.context);
  });
});
