import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { LABELLED_LISTS, optionLabelKey, type LabelledList } from '#contract/list-labels.ts';
import { english, nepali, type LocaleTree } from '#contract/locales/catalogs.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { baseUrl, hasBrowser, launchBrowser, newPage, uniqueEmail } from './browser.ts';

// Nepali mode as a Nepali-speaking user sees it: forms offer their options in Nepali, no text key
// shows, and numbers are in Nepali digits.

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function textAt(tree: LocaleTree, key: string): string {
  let node: LocaleTree | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node;
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ne = (key: string, values: Record<string, string> = {}) =>
  textAt(nepali, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** Every option label in English, as a Nepali page must not show it. */
const englishLabels = new Set(
  (Object.entries(LABELLED_LISTS) as [LabelledList, readonly string[]][]).flatMap(([list, values]) =>
    values.map((value) => textAt(english, optionLabelKey(list, value))),
  ),
);
const nepaliLabelsOf = (list: LabelledList, values: readonly string[] = LABELLED_LISTS[list]) =>
  values.map((value) => textAt(nepali, optionLabelKey(list, value)));

/** A browser that has picked Nepali before (as the language toggle remembers it). */
async function inNepali(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await context.addInitScript(() => localStorage.setItem('sipalu.lang', 'ne'));
  return { context, page };
}

/** Texts in `scope` that are a text key ("profileForm.choose") instead of the text. */
async function rawKeysIn(scope: Locator): Promise<string[]> {
  const groups = new Set(Object.keys(english));
  const words = (await scope.innerText()).match(/\b[a-z][A-Za-z]*(?:\.[\w-]+)+\b/g) ?? [];
  return words.filter((word) => groups.has(word.split('.')[0]!));
}

/** The texts of a select's options, the "choose" prompt left out. */
async function optionsOf(select: Locator): Promise<string[]> {
  const options = await select.locator('option:not([value=""])').allInnerTexts();
  return options.map((option) => option.trim());
}

async function expectNepaliForm(scope: Locator) {
  expect(await rawKeysIn(scope)).toEqual([]);
  const options = (await scope.locator('select option').allInnerTexts()).map((option) => option.trim());
  expect(options.length).toBeGreaterThan(0);
  expect(options.filter((option) => englishLabels.has(option))).toEqual([]);
}

describe.skipIf(!hasBrowser)('Nepali mode', () => {
  it('the profile setup form offers industries, company sizes and education levels in Nepali', async () => {
    for (const [role, fields] of [
      ['company', { industry: 'industries', companySize: 'companySizes' }],
      ['student', { educationLevel: 'educationLevels' }],
    ] as const) {
      const { context, page } = await inNepali();
      const response = await context.request.post('/api/auth/sign-up/email', {
        data: { name: 'Sunita Rai', email: uniqueEmail(`ne-${role}`), password: 'gandaki-2026' },
        headers: { origin: baseUrl() },
      });
      expect(response.status()).toBe(200);
      await page.goto('/choose-role');
      await page.getByRole('radio', { name: new RegExp(escapeRegExp(ne(`roles.names.${role}`))) }).click();
      await page.getByRole('button', { name: ne('chooseRole.continue') }).click();
      await page.waitForURL('**/profile-setup');
      await page.locator('main form select').first().waitFor();
      await expectNepaliForm(page.locator('main'));
      for (const [name, list] of Object.entries(fields)) {
        const select = page.getByLabel(new RegExp(`^${escapeRegExp(ne(`profileSetup.items.${name}`))}`)).first();
        const values =
          role === 'company' && list === 'companySizes' ? LABELLED_LISTS.companySizes.slice(0, 5) : undefined;
        expect(await optionsOf(select), name).toEqual(nepaliLabelsOf(list, values));
      }
      await context.close();
    }
  });

  it('the job post form offers job types, levels and categories in Nepali', async () => {
    const { context, page } = await inNepali();
    const company = DEMO_ACCOUNTS.find((account) => account.role === 'company')!;
    const response = await context.request.post('/api/auth/sign-in/email', {
      data: { email: company.email, password: DEMO_PASSWORD },
      headers: { origin: baseUrl() },
    });
    expect(response.status()).toBe(200);
    await page.goto('/company-dashboard');
    await page
      .getByRole('button', { name: ne('companyDashboard.postJob') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: ne('companyDashboard.form.createTitle') });
    await dialog.locator('select').first().waitFor();
    await expectNepaliForm(dialog);
    const jobType = dialog.getByLabel(ne('companyDashboard.form.jobType'), { exact: false });
    expect(await optionsOf(jobType)).toEqual(nepaliLabelsOf('jobTypes'));
    const level = dialog.getByLabel(ne('companyDashboard.form.experienceLevel'), { exact: false });
    expect(await optionsOf(level)).toEqual(nepaliLabelsOf('experienceLevels'));
    await context.close();
  });

  it('/jobs writes its count, pages and posted times in Nepali digits', async () => {
    const { context, page } = await inNepali();
    await page.goto('/jobs');
    const count = ne('jobs.count', { count: '(?<count>[०-९,]+)' });
    const line = page.getByText(new RegExp(count));
    await line.waitFor();
    expect(await line.innerText()).not.toMatch(/[0-9]/);
    const posted = page.locator('main time');
    await posted.first().waitFor();
    for (const text of await posted.allInnerTexts()) expect(text).not.toMatch(/[0-9]|ago|Today|Yesterday/);
    await context.close();
  });

  it("keeps each of the header's links on one line, or folds them into the menu, signed in, in both languages", async () => {
    const student = DEMO_ACCOUNTS.find((account) => account.role === 'student')!;
    for (const width of [768, 1024, 1280]) {
      for (const language of ['en', 'ne']) {
        const { context, page } = await newPage(browser, { viewport: { width, height: 700 } });
        await context.addInitScript((chosen) => localStorage.setItem('sipalu.lang', chosen), language);
        const signIn = { email: student.email, password: DEMO_PASSWORD };
        expect((await context.request.post('/api/auth/sign-in/email', { data: signIn })).ok()).toBe(true);
        await page.goto('/courses');
        const tree = language === 'ne' ? nepali : english;
        // the app is in charge (signed in) and the page's own fonts are in: what the user reads
        await page.getByRole('button', { name: textAt(tree, 'nav.accountMenu') }).waitFor();
        await page.evaluate(() => document.fonts.ready);
        const links = page.getByRole('navigation', { name: textAt(tree, 'nav.primary') });
        const menu = page.getByRole('button', { name: textAt(tree, 'shell.openMenu') });
        if (await links.isVisible()) {
          // a link whose words wrap shows as two lines squeezed into a one-line button
          const lines = await links.getByRole('link').evaluateAll((anchors) =>
            anchors.map((anchor) => {
              const range = document.createRange();
              range.selectNodeContents(anchor);
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
            }),
          );
          expect(lines, `${width} px in ${language}`).toEqual([1, 1, 1, 1]);
        } else {
          expect(width, `${language}: the links show from 1024 px`).toBeLessThan(1024);
          expect(await menu.isVisible(), `${width} px in ${language}: the menu stands in for them`).toBe(true);
        }
        await context.close();
      }
    }
  });
});
