import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import account from '#contract/locales/account/en.json' with { type: 'json' };
import core from '#contract/locales/en.json' with { type: 'json' };
import { baseUrl, clickUntilShown, hasBrowser, launchBrowser, newPage, uniqueEmail } from './browser.ts';
import { seriousViolations } from './axe.ts';

const en = { ...core, ...account };

let browser: Browser;
beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectToast(page: Page, ...texts: string[]) {
  await page.locator('[data-sonner-toast]', { hasText: texts[0] }).first().waitFor({ timeout: 10_000 });
  const all = (await page.locator('[data-sonner-toast]').allInnerTexts()).join('\n');
  for (const text of texts) expect(all).toContain(text);
}

/** A signed-in browser for a new account that has chosen `role` on /choose-role. */
async function onboard(
  role: keyof typeof en.roles.names,
  fullName: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  const response = await context.request.post('/api/auth/sign-up/email', {
    data: { name: fullName, email: uniqueEmail(role), password: 'gandaki-2026' },
    headers: { origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  await page.goto('/choose-role');
  const name = new RegExp(en.roles.names[role]);
  await clickUntilShown(page.getByRole('radio', { name }), page.getByRole('radio', { name, checked: true }));
  await page.getByRole('button', { name: en.chooseRole.continue }).click();
  await page.waitForURL('**/profile-setup');
  return { context, page };
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`)).first();

async function addChip(page: Page, label: string, value: string) {
  await field(page, label).fill(value);
  await field(page, label).press('Enter');
}

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 15, g: 106, b: 90 } } })
    .jpeg()
    .toBuffer();
}

async function saveAndContinue(page: Page, dashboard: string) {
  await page.getByRole('button', { name: en.profileForm.saveAndContinue }).click();
  await expectToast(page, en.profileForm.completed);
  await page.waitForURL(`**${dashboard}`);
}

describe.skipIf(!hasBrowser)('onboarding of every role', () => {
  it('student: education, interests, then the learner dashboard', async () => {
    const { context, page } = await onboard('student', 'Aarati Shrestha');
    await field(page, en.profileSetup.items.headline).fill('+2 Science, Pokhara');
    await field(page, en.profileSetup.items.educationLevel).selectOption("Bachelor's");
    await addChip(page, en.profileSetup.items.interests, 'Electrical work');
    await addChip(page, en.profileSetup.items.interests, '   ');
    await addChip(page, en.profileSetup.items.interests, 'Solar installation');
    await expect.poll(() => page.getByRole('button', { name: /^Remove / }).count()).toBe(2);
    await saveAndContinue(page, '/dashboard');
    await context.close();
  });

  it('professional: refuses without a skill, then uploads a picture shown in the header', async () => {
    const { context, page } = await onboard('professional', 'Bikash Tamang');
    await field(page, en.profileSetup.items.headline).fill('Licensed electrician in Kathmandu');
    await page.getByRole('button', { name: en.profileForm.saveAndContinue }).click();
    await expectToast(page, en.profile.requiredFieldsTitle, en.profile.addOneSkill);
    expect(await field(page, en.profileSetup.items.headline).inputValue()).toBe('Licensed electrician in Kathmandu');

    await addChip(page, en.profileSetup.items.skills, 'Wiring');
    await field(page, en.profileSetup.items.picture).setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    const headerAvatar = page.getByRole('banner').locator('img[src*="/uploads/profile-images/avatars/"]');
    await headerAvatar.first().waitFor({ timeout: 15_000 });
    await saveAndContinue(page, '/professional-dashboard');
    await headerAvatar.first().waitFor();
    await context.close();
  });

  it('company: name, location, industry, size', async () => {
    const { context, page } = await onboard('company', 'Sagarmatha Builders');
    await field(page, en.profileForm.companyName).fill('Sagarmatha Builders Pvt. Ltd.');
    await field(page, en.profileSetup.items.location).fill('Butwal, Rupandehi');
    await field(page, en.profileSetup.items.industry).selectOption('Construction');
    await field(page, en.profileSetup.items.companySize).selectOption('11-50');
    await saveAndContinue(page, '/company-dashboard');
    // the learner's dashboard is not a company's: /dashboard leads to the company's own
    await page.goto('/dashboard');
    await page.waitForURL('**/company-dashboard');
    await context.close();
  });

  it('institution: Skip for Now saves what was filled and finishes onboarding', async () => {
    const { context, page } = await onboard('institution', 'Gandaki Technical School');
    await field(page, en.profileForm.institutionName).fill('Gandaki Technical School');
    await page.getByRole('button', { name: en.profileForm.skip }).click();
    await expectToast(page, en.profileForm.skippedTitle);
    await page.waitForURL('**/institution-dashboard');
    await page.goto('/edit-profile');
    await expect.poll(() => field(page, en.profileForm.institutionName).inputValue()).toBe('Gandaki Technical School');
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('more roles and account settings', () => {
  it('adds a second role, switches between them, and edits the profile', async () => {
    const { context, page } = await onboard('professional', 'Sita Gurung');
    await field(page, en.profileSetup.items.headline).fill('Carpenter, Lalitpur');
    await addChip(page, en.profileSetup.items.skills, 'Furniture');
    await saveAndContinue(page, '/professional-dashboard');

    await page.goto('/add-profile');
    await page.getByRole('radio', { name: new RegExp(en.roles.names.company) }).click();
    await page.getByRole('button', { name: en.addProfile.continue }).click();
    await expectToast(page, en.toast.profileAdded);
    await page.waitForURL('**/company-dashboard');

    await page.getByRole('button', { name: en.nav.accountMenu }).click();
    await page.getByRole('menuitemradio', { name: en.roles.names.professional }).click();
    await page.waitForURL('**/professional-dashboard');
    await page.getByRole('heading', { name: 'Professional Dashboard' }).waitFor();

    await page.goto('/edit-profile');
    const headline = field(page, en.profileSetup.items.headline);
    await expect.poll(() => headline.inputValue()).toBe('Carpenter, Lalitpur');
    await headline.fill('Master carpenter, Lalitpur');
    await page.getByRole('button', { name: en.profileForm.saveChanges }).click();
    await expectToast(page, en.profileForm.updatedTitle, en.profileForm.updated);
    await page.reload();
    await expect
      .poll(() => field(page, en.profileSetup.items.headline).inputValue())
      .toBe('Master carpenter, Lalitpur');
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('/dashboard and the roles', () => {
  it('sends an account without a role to choose one, from /dashboard and from /profile-setup', async () => {
    const { context, page } = await newPage(browser);
    const response = await context.request.post('/api/auth/sign-up/email', {
      data: { name: 'Rita Magar', email: uniqueEmail('no-role'), password: 'gandaki-2026' },
      headers: { origin: baseUrl() },
    });
    expect(response.status()).toBe(200);
    await page.goto('/dashboard');
    await page.waitForURL('**/choose-role');
    await page.goto('/profile-setup');
    await page.waitForURL('**/choose-role');
    await context.close();
  });

  it('offers a student using the company role to switch back, and switches', async () => {
    const { context, page } = await onboard('student', 'Suman Karki');
    await page.getByRole('button', { name: en.profileForm.skip }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/add-profile');
    await page.getByRole('radio', { name: new RegExp(en.roles.names.company) }).click();
    await page.getByRole('button', { name: en.addProfile.continue }).click();
    await page.waitForURL('**/company-dashboard');

    await page.goto('/dashboard');
    const title = en.dashboard.otherRole.title.replace('{{role}}', en.roles.names.company);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const open = en.dashboard.otherRole.open.replace('{{role}}', en.roles.names.company);
    expect(await page.getByRole('link', { name: open }).getAttribute('href')).toBe('/company-dashboard');
    await page.getByRole('button', { name: en.dashboard.otherRole.switch }).click();
    await page
      .getByRole('heading', { level: 1, name: en.dashboard.welcome.replace('{{name}}', 'Suman Karki') })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('accessibility of the profile pages', () => {
  it.each(['/profile-setup', '/edit-profile', '/add-profile'])(
    '%s has no serious or critical violations',
    async (path) => {
      const { context, page } = await onboard('company', 'Axe Check Company');
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.locator('main form, main [role="radiogroup"]').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
