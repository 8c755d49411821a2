import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { JobsPage } from '#contract/jobs.ts';
import { baseUrl, hasBrowser, launchBrowser, newPage, uniqueEmail } from './browser.ts';
import { ne } from './texts.ts';

// Names in Nepali mode (decision 032): a job's and a professional's place read in Nepali from
// their place ids, and the analysis names career paths by their postings' Nepali titles.

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone that has picked Nepali before (as the language toggle remembers it). */
async function nepaliPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, { viewport: { width: 360, height: 780 } });
  await context.addInitScript(() => localStorage.setItem('sipalu.lang', 'ne'));
  return { context, page };
}

/** The seeded WordPress job in Pokhara ("Pokhara, Kaski"). */
async function pokharaJob(page: Page) {
  const response = await page.context().request.get('/api/jobs?q=WordPress%20Developer&district=kaski');
  expect(response.status()).toBe(200);
  const job = JobsPage.parse(await response.json()).items.find((item) => item.jobTitle === 'WordPress Developer');
  expect(job?.location).toBe('Pokhara, Kaski');
  return job!;
}

describe.skipIf(!hasBrowser)('names in Nepali mode', () => {
  it('a Pokhara job reads पोखरा, कास्की on its card and its page', async () => {
    const { context, page } = await nepaliPhone();
    const job = await pokharaJob(page);
    expect(job.locationNe).toEqual({ detail: '', place: 'पोखरा, कास्की' });

    await page.goto('/jobs?district=kaski');
    const title = page.getByRole('heading', { name: job.jobTitleNe!, exact: true });
    const card = page.locator('.rounded-2xl', { has: title });
    await card.getByText('पोखरा, कास्की', { exact: true }).waitFor();
    expect(await card.innerText()).not.toContain('Pokhara');

    await page.goto(`/jobs/${job.id}`);
    const facts = page.locator('main dl').first();
    await facts.getByText('पोखरा, कास्की', { exact: true }).waitFor();
    expect(await facts.innerText()).not.toContain('Kaski');
    await context.close();
  });

  it("a professional's card names their area in Nepali", async () => {
    const { context, page } = await nepaliPhone();
    await page.goto('/professionals?district=kaski');
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'Sita Gurung' }) });
    await card.getByText('पोखरा, कास्की', { exact: true }).waitFor();
    expect(await card.innerText()).not.toContain('Pokhara, Kaski');
    await context.close();
  });

  it('the analysis names a career path in Nepali', async () => {
    const { context, page } = await nepaliPhone();
    const response = await context.request.post('/api/auth/sign-up/email', {
      data: { name: 'Bikash Thapa', email: uniqueEmail('names'), password: 'phewa-lake-boat-77' },
      headers: { origin: baseUrl() },
    });
    expect(response.status()).toBe(200);
    const role = await context.request.post('/api/me/roles', {
      data: { role: 'student' },
      headers: { origin: baseUrl() },
    });
    expect(role.status()).toBe(201);

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: ne('insights.title') });
    await card.getByRole('button', { name: ne('insights.demoMode') }).click();
    const paths = page
      .getByTestId('skill-analysis')
      .locator('section', { has: page.getByRole('heading', { name: ne('insights.careerPaths') }) });
    await paths.getByText('प्लम्बर', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await paths.locator('p[lang="en"]').allInnerTexts()).not.toContain('Plumber');
    await context.close();
  });
});
