import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_LINKEDIN_DATA } from '#contract/insights-rules.ts';
import { LABELLED_LISTS } from '#contract/list-labels.ts';
import { english, nepali } from '#contract/locales/catalogs.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { baseUrl, hasBrowser, launchBrowser, newPage, uniqueEmail } from './browser.ts';

// One Nepali layer, as a Nepali reader sees it: every figure in Nepali digits, the data's labels
// in Nepali, toasts in the page's fonts, and a brand link a voice-control user can name.

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const textAt = (tree: unknown, key: string): string => {
  const node = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], tree);
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node;
};

/** A browser that picked Nepali before, as the language switch remembers it. */
async function inNepali(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, { viewport: { width: 360, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('sipalu.lang', 'ne'));
  return { context, page };
}

async function post(context: BrowserContext, path: string, data: unknown, method: 'POST' | 'PUT' = 'POST') {
  const response = await context.request.fetch(path, { method, data, headers: { origin: baseUrl() } });
  expect(response.status(), path).toBeLessThan(300);
}

/**
 * The Latin digits a reader sees in `scope`, each with the text around it. Words marked English
 * (`lang="en"`: a title or name typed in English) are theirs as written, and are left out.
 */
async function latinDigitsIn(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[lang="en"], script, style, [hidden]')) continue;
      if (!parent.checkVisibility()) continue;
      const text = node.textContent ?? '';
      if (/[0-9]/.test(text)) found.push(text.trim());
    }
    return found;
  });
}

describe.skipIf(!hasBrowser)('one Nepali layer', () => {
  it('a learner’s dashboard and skill-gap analysis show Nepali digits and Nepali labels', async () => {
    const { context, page } = await inNepali();
    await post(context, '/api/auth/sign-up/email', {
      name: 'Sunita Rai',
      email: uniqueEmail('ne-layer'),
      password: 'gandaki-2026',
    });
    await post(context, '/api/me/roles', { role: 'student' });
    await post(context, '/api/me/skills', { skillName: 'Pipe Fitting', proficiencyLevel: 3 }, 'PUT');
    await post(context, '/api/functions/analyze-linkedin-profile', {
      linkedinData: DEMO_LINKEDIN_DATA,
      language: 'ne',
      source: 'demo',
    });
    await page.goto('/dashboard');
    const analysis = page.getByTestId('skill-analysis');
    await analysis.waitFor();
    const main = page.locator('main');
    // learning stats, skill levels, percentages and the analysis' counts
    expect(await latinDigitsIn(main)).toEqual([]);
    // a category is a label of its own, between the "·" of a card's line
    const shown = await analysis.innerText();
    const segments = new Set(shown.split(/[·\n]/).map((segment) => segment.trim()));
    const englishCategories = [...LABELLED_LISTS.courseCategories, ...LABELLED_LISTS.jobCategories].filter((category) =>
      segments.has(category),
    );
    expect(englishCategories).toEqual([]);
    expect(shown).not.toMatch(/\b(weeks?|months?|days?|hours?)\b/i);
    await context.close();
  });

  it('the verification form offers NSTB levels in Nepali digits', async () => {
    const { context, page } = await inNepali();
    await post(context, '/api/auth/sign-up/email', {
      name: 'Bikash Tamang',
      email: uniqueEmail('ne-verify'),
      password: 'gandaki-2026',
    });
    await post(context, '/api/me/roles', { role: 'professional' });
    await page.goto('/professional-dashboard');
    await page.getByRole('button', { name: textAt(nepali, 'verify.card.request') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('select:has(option[value="NSTB"])').selectOption('NSTB');
    const levels = dialog.locator('select:has(option[value="Elementary"])');
    await levels.waitFor();
    const options = await levels.locator('option:not([value=""])').allInnerTexts();
    expect(options).toHaveLength(5);
    expect(options.filter((option) => /[0-9]/.test(option))).toEqual([]);
    await context.close();
  });

  it('toasts use the page’s font stack, in Nepali and in English', async () => {
    for (const language of ['ne', 'en'] as const) {
      const { context, page } = await newPage(browser);
      await context.addInitScript((lang) => localStorage.setItem('sipalu.lang', lang), language);
      await page.goto('/auth');
      const signInTab = textAt(language === 'ne' ? nepali : english, 'auth.signInTab');
      const panel = page.getByRole('tabpanel', { name: signInTab });
      const student = DEMO_ACCOUNTS.find((account) => account.role === 'student')!;
      await panel.locator('input[type="email"]').fill(student.email);
      await panel.locator('input[type="password"]').fill(DEMO_PASSWORD);
      await panel.locator('button[type="submit"]').click();
      const toast = page.locator('[data-sonner-toast]').first();
      await toast.waitFor({ timeout: 15_000 });
      const fonts = await toast.evaluate((element) => ({
        toast: getComputedStyle(element).fontFamily,
        page: getComputedStyle(document.body).fontFamily,
      }));
      expect(fonts.toast, language).toBe(fonts.page);
      if (language === 'ne') expect(fonts.toast).toMatch(/^"?Noto Sans Devanagari/);
      await context.close();
    }
  });

  it('the brand link’s name holds its visible words (WCAG 2.5.3), in both languages', async () => {
    for (const language of ['ne', 'en'] as const) {
      const { context, page } = await newPage(browser);
      await context.addInitScript((lang) => localStorage.setItem('sipalu.lang', lang), language);
      await page.goto('/');
      await page.locator('header a[href="/"]').first().waitFor();
      // an experimental rule of axe, so named on its own
      const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      const found = results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
      expect(found, language).toEqual([]);
      // the name is what a voice-control user sees, then what a screen reader adds
      const tree = language === 'ne' ? nepali : english;
      const visible = `${textAt(tree, 'shell.brand')} ${textAt(tree, 'shell.brandAlt')}`;
      const name = new RegExp(`^${visible} ${textAt(tree, 'shell.homeLink')}$`);
      await page.getByRole('banner').getByRole('link', { name }).first().waitFor();
      await context.close();
    }
  });

  it('a phone number typed in Nepali digits is accepted by the apply form', async () => {
    const { context, page } = await inNepali();
    await post(context, '/api/auth/sign-up/email', {
      name: 'Sunita Rai',
      email: uniqueEmail('ne-apply'),
      password: 'gandaki-2026',
    });
    await post(context, '/api/me/roles', { role: 'student' });
    const jobs = await context.request.get('/api/jobs');
    const [job] = ((await jobs.json()) as { items: { id: string }[] }).items;
    await page.goto(`/jobs/${job!.id}`);
    const phone = page.locator('input[type="tel"]');
    await phone.first().waitFor();
    await phone.first().fill('९८४१२३४५६७');
    const letter = page.locator('textarea').first();
    await letter.fill('म घरको वायरिङ गर्छु।');
    await page.locator('form button[type="submit"]').first().click();
    await page.locator('[data-sonner-toast]', { hasText: textAt(nepali, 'apply.successTitle') }).waitFor();
    await context.close();
  });
});
