import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { JobsPage } from '#contract/jobs.ts';
import type { DirectoryPage } from '#contract/services.ts';
import { demoAccount, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { baseUrl, hasBrowser, launchBrowser, newPage } from './browser.ts';
import { en, ne } from './texts.ts';
import { seriousViolations } from './axe.ts';

// Structured locations as people use them: a company in Nepali on a phone picks province,
// district and municipality for a job, which /jobs then lists under that district; a customer
// finds professionals near Pokhara, widens the distance, and the choice survives a reload.

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, role: 'company'): Promise<void> {
  const response = await page.context().request.post('/api/auth/sign-in/email', {
    data: { email: demoAccount(role).email, password: DEMO_PASSWORD },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
}

describe.skipIf(!hasBrowser)('structured locations', () => {
  it('a company in Nepali picks Gandaki → Kaski → Pokhara, and /jobs lists the job under Kaski', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 360, height: 780 } });
    await context.addInitScript(() => localStorage.setItem('sipalu.lang', 'ne'));
    await signIn(page, 'company');
    const jobTitle = `Lakeside electrician ${Date.now()}`;

    await page.goto('/company-dashboard');
    await page
      .getByRole('button', { name: ne('companyDashboard.postJob') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: ne('companyDashboard.form.createTitle') });
    const field = (key: string) => dialog.getByLabel(ne(`companyDashboard.form.${key}`), { exact: false });
    await field('jobTitle').fill(jobTitle);
    await field('jobType').selectOption('Full-time');

    // the pickers name places in Nepali; a district's municipalities follow it
    const province = dialog.getByLabel(ne('lists.places.province'), { exact: true });
    const district = dialog.getByLabel(ne('lists.places.district'), { exact: true });
    const municipality = dialog.getByLabel(ne('lists.places.localLevel'), { exact: true });
    await province.selectOption('gandaki');
    expect(await district.locator('option').allInnerTexts()).toContain('कास्की');
    await expect.poll(() => municipality.isDisabled()).toBe(true);
    await district.selectOption('kaski');
    await municipality.selectOption('kaski-pokhara');
    expect(await municipality.locator('option:checked').innerText()).toBe('पोखरा महानगरपालिका');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await field('location').fill('Ward 6, Lakeside');
    await field('jobDescription').fill('Wire hotels and homes around Phewa lake.');
    await field('requirements').fill('A licence from the electricity authority');
    await field('responsibilities').fill('Install wiring\nFix faults');
    await field('skillsRequired').fill('Wiring');
    await field('experienceLevel').selectOption('Mid Level');
    await field('category').selectOption('Construction');
    await dialog.getByRole('button', { name: ne('companyDashboard.form.publish') }).click();
    await page
      .locator('[data-sonner-toast]', { hasText: ne('companyDashboard.form.posted') })
      .first()
      .waitFor();

    // the list by district has it, with the place's names after what was typed
    const response = await page.request.get(`/api/jobs?district=kaski&q=${encodeURIComponent(jobTitle)}`);
    const listed = ((await response.json()) as JobsPage).items.find((item) => item.jobTitle === jobTitle);
    expect(listed?.location).toBe('Ward 6, Lakeside, Pokhara, Kaski');
    expect(
      ((await (await page.request.get('/api/jobs?district=jhapa')).json()) as JobsPage).items.map((i) => i.jobTitle),
    ).not.toContain(jobTitle);

    // editing shows the picked place and only the typed text
    await page.getByRole('button', { name: ne('companyDashboard.jobs.editNamed', { title: jobTitle }) }).click();
    const edit = page.getByRole('dialog', { name: ne('companyDashboard.form.editTitle') });
    await expect
      .poll(() => edit.getByLabel(ne('lists.places.localLevel'), { exact: true }).inputValue())
      .toBe('kaski-pokhara');
    expect(await edit.getByLabel(ne('companyDashboard.form.location'), { exact: false }).inputValue()).toBe(
      'Ward 6, Lakeside',
    );
    await context.close();
  });

  it('finds professionals near Pokhara, widens the distance, and keeps it through a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/professionals');
    const row = page.getByRole('search', { name: en('professionals.filters.rowLabel') });
    await row.getByLabel(en('lists.places.province'), { exact: true }).selectOption('gandaki');
    await page.waitForURL((url) => url.searchParams.get('province') === 'gandaki');
    await row.getByLabel(en('lists.places.district'), { exact: true }).selectOption('kaski');
    await page.waitForURL((url) => url.searchParams.get('district') === 'kaski');
    await row.getByLabel(en('lists.places.localLevel'), { exact: true }).selectOption('kaski-pokhara');
    await page.waitForURL((url) => url.searchParams.get('near') === 'kaski-pokhara');
    expect(new URL(page.url()).searchParams.get('district')).toBeNull();

    const names = async (query: string) =>
      ((await (await page.request.get(`/api/professionals?${query}`)).json()) as DirectoryPage).items.map(
        (item) => item.fullName,
      );
    const near = await names('near=kaski-pokhara');
    expect(near.length).toBeGreaterThan(0);
    const cards = page.getByRole('heading', { level: 2 });
    await expect
      .poll(async () => (await cards.allInnerTexts()).filter((name) => near.includes(name)).length)
      .toBe(near.length);
    const chip = page.getByText(`${en('lists.places.near')}: Pokhara Metropolitan City · Within 10 km`, {
      exact: false,
    });
    await chip.first().waitFor();

    // a wider circle takes in more of the valley, and the page keeps it
    await row.getByLabel(en('lists.places.distance')).selectOption('50');
    await page.waitForURL((url) => url.searchParams.get('within') === '50');
    await page.reload();
    await page.getByText('Pokhara Metropolitan City · Within 50 km', { exact: false }).first().waitFor();
    expect(
      await page
        .getByRole('search', { name: en('professionals.filters.rowLabel') })
        .getByLabel(en('lists.places.localLevel'), { exact: true })
        .inputValue(),
    ).toBe('kaski-pokhara');
    await context.close();
  });
});
