import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import core from '#contract/locales/en.json' with { type: 'json' };
import learning from '#contract/locales/learning/en.json' with { type: 'json' };
import { progressOf } from '#contract/catalogue-rules.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { hasBrowser, launchBrowser, newPage } from './browser.ts';
import { seriousViolations } from './axe.ts';

const en = { ...core, ...learning };

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const demo = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!;

async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

async function signInOnAuthPage(page: Page, email: string) {
  const panel = page.getByRole('tabpanel', { name: en.auth.signInTab });
  await panel.getByLabel(en.auth.email).fill(email);
  await panel.getByLabel(en.auth.password).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: en.auth.signIn }).click();
}

async function searchCatalogue(page: Page, query: string) {
  await page.getByRole('searchbox', { name: en.catalogue.searchLabel }).fill(query);
  await page.waitForURL((url) => url.searchParams.get('q') === query);
}

describe.skipIf(!hasBrowser)('learning journey', () => {
  it('a visitor finds a course with a typo, enrols after signing in, ticks modules and sees progress on the dashboard', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/courses');
    await searchCatalogue(page, 'plumbr');
    await page
      .getByRole('link', { name: /Plumber \(Level 1\)/ })
      .first()
      .click();
    await page.waitForURL(/\/courses\/[0-9a-f-]{36}$/);
    const coursePath = new URL(page.url()).pathname;

    await page.getByRole('link', { name: en.catalogue.enrol }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === coursePath);
    await signInOnAuthPage(page, demo('student').email);
    await page.waitForURL(`**${coursePath}`);

    await page.getByRole('button', { name: en.catalogue.enrol }).click();
    await page.getByText(en.catalogue.enrolled, { exact: true }).first().waitFor();
    await page.getByRole('checkbox', { name: 'Tools, materials and safety' }).check();
    const bothSaved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.url().endsWith('/progress') &&
        response.request().postDataJSON().completedModules.length === 2,
    );
    await page.getByRole('checkbox', { name: 'Measuring and reading drawings' }).check();
    // two of the course's modules ticked: the bar says so at once, whatever answers are still on their way
    const percent = progressOf([0, 1], await page.getByRole('checkbox').count());
    const progress = page.getByRole('progressbar', { name: en.catalogue.progress });
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBe(percent);
    expect((await bothSaved).ok()).toBe(true);
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBe(percent);

    // the progress is the server's: it survives a reload
    await page.reload();
    await expect
      .poll(async () =>
        Number(await page.getByRole('progressbar', { name: en.catalogue.progress }).getAttribute('aria-valuenow')),
      )
      .toBe(percent);

    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: en.learner.continueTitle });
    await banner.getByText('Plumber (Level 1)').first().waitFor();
    await banner.getByRole('link', { name: en.learner.continueLearning }).click();
    await page.waitForURL(`**${coursePath}`);
    await context.close();
  });

  it('the tech tab never shows trades, and a chip resets to All when the tab changes', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/courses');
    await page.getByRole('tab', { name: en.catalogue.tabs.trades }).click();
    const chips = page.getByRole('group', { name: en.catalogue.chipsLabel });
    await chips.getByRole('button', { name: 'Construction & Trades' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'Construction & Trades');
    await page.getByRole('tab', { name: en.catalogue.tabs.tech }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'tech' && !url.searchParams.has('category'));
    // the URL changes first; the page renders it as a transition right after
    await expect
      .poll(() => chips.getByRole('button', { name: en.catalogue.allChip }).getAttribute('aria-pressed'))
      .toBe('true');
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('institution programs', () => {
  it('publishes, edits and deletes a program, which appears in and leaves the catalogue', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    await signInOnAuthPage(page, demo('institution').email);
    await page.waitForURL('**/institution-dashboard');

    const title = `Solar Pump Technician ${Date.now()}`;
    await page.getByRole('button', { name: en.programs.add }).click();
    const dialog = page.getByRole('dialog');
    const fields = en.programs.fields;
    await dialog.getByLabel(fields.organizationName, { exact: false }).fill('Himalayan Polytechnic Institute');
    await dialog.getByLabel(fields.programTitle, { exact: false }).fill(title);
    await dialog.getByLabel(fields.programType, { exact: false }).selectOption('Workshop');
    await dialog.getByLabel(fields.credentialAwarded, { exact: false }).fill('Certificate of Completion');
    await dialog
      .getByLabel(fields.description, { exact: false })
      .fill('Install and service solar water pumps for farms in the Terai.');
    await dialog.getByLabel(fields.format, { exact: false }).selectOption('in-person');
    await dialog.getByLabel(fields.location, { exact: false }).fill('Bharatpur, Chitwan');
    await dialog.getByLabel(fields.duration, { exact: false }).fill('2 weeks');
    await dialog.getByLabel(fields.totalCost, { exact: false }).fill('12000');
    await dialog.getByRole('button', { name: en.programs.dialog.publish }).click();
    await expectToast(page, en.programs.published);

    const catalogue = await context.newPage();
    await catalogue.goto(`/courses?q=${encodeURIComponent(title)}`);
    await catalogue
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByRole('dialog').getByLabel(fields.duration, { exact: false }).fill('3 weeks');
    await page.getByRole('dialog').getByRole('button', { name: en.programs.dialog.saveChanges }).click();
    await expectToast(page, en.programs.updated);

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en.programs.delete }).click();
    await expectToast(page, en.programs.deleted);

    // other cards still hold some of its words; the deleted program is gone from them
    await catalogue.reload();
    await catalogue.getByRole('link', { name: /Solar/ }).first().waitFor();
    expect(await catalogue.getByRole('link', { name: new RegExp(title) }).count()).toBe(0);
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('accessibility of learning pages', () => {
  it.each([
    ['/courses', null],
    ['/dashboard', 'student'],
    ['/institution-dashboard', 'institution'],
  ] as const)('%s has no serious or critical violations', async (path, role) => {
    const { context, page } = await newPage(browser);
    if (role) {
      await page.goto('/auth');
      await signInOnAuthPage(page, demo(role).email);
      await page.waitForURL((url) => url.pathname !== '/auth');
    }
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('a course page has no serious or critical violations', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/courses?q=plumber');
    await page
      .getByRole('link', { name: /Plumber \(Level 1\)/ })
      .first()
      .click();
    await page.waitForURL(/\/courses\/[0-9a-f-]{36}$/);
    await page.locator('main h1').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
