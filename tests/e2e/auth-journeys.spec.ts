import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import account from '#contract/locales/account/en.json' with { type: 'json' };
import core from '#contract/locales/en.json' with { type: 'json' };
import home from '#contract/locales/home/en.json' with { type: 'json' };
import { hasBrowser, launchBrowser, newPage, uniqueEmail } from './browser.ts';

const en = { ...core, ...account };

const PASSWORD = 'phewa-lake-2026';
let browser: Browser;

beforeAll(async () => {
  if (hasBrowser) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The visible text of the toasts on the page. */
const toastText = (page: Page) =>
  page
    .locator('[data-sonner-toast]')
    .allInnerTexts()
    .then((texts) => texts.join('\n'));

async function expectToast(page: Page, ...texts: string[]) {
  const toast = page.locator('[data-sonner-toast]', { hasText: texts[0] });
  await toast.first().waitFor({ timeout: 10_000 });
  const all = await toastText(page);
  for (const text of texts) expect(all).toContain(text);
}

async function signUp(
  page: Page,
  { fullName, email, password }: { fullName: string; email: string; password: string },
) {
  await page.goto('/auth?tab=signup');
  const panel = page.getByRole('tabpanel', { name: en.auth.signUpTab });
  await panel.getByLabel(en.auth.fullName).fill(fullName);
  await panel.getByLabel(en.auth.email).fill(email);
  await panel.getByLabel(en.auth.password).fill(password);
  await panel.getByRole('button', { name: en.auth.createAccount }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: en.auth.signInTab });
  await panel.getByLabel(en.auth.email).fill(email);
  await panel.getByLabel(en.auth.password).fill(password);
  await panel.getByRole('button', { name: en.auth.signIn }).click();
}

describe.skipIf(!hasBrowser)('sign up to a role and back', () => {
  it('signs up, chooses a role, signs out and signs in again', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('journey');
    await signUp(page, { fullName: 'Sita Gurung', email, password: PASSWORD });
    await expectToast(page, en.toast.signUpSuccess);
    await page.waitForURL('**/choose-role');

    await page.getByRole('heading', { name: 'Welcome, Sita Gurung!' }).waitFor();
    const continueButton = page.getByRole('button', { name: en.chooseRole.continue });
    expect(await continueButton.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Company/ }).click();
    expect(await continueButton.isEnabled()).toBe(true);
    await continueButton.click();
    await expectToast(page, en.toast.roleSelected);
    await page.waitForURL('**/profile-setup');

    // the avatar menu shows who is signed in and the role they hold
    await page.getByRole('button', { name: en.nav.accountMenu }).click();
    const menu = page.getByRole('menu');
    expect(await menu.innerText()).toContain(email);
    expect(await menu.getByRole('menuitemradio', { name: en.roles.names.company }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await menu.getByRole('menuitem', { name: en.nav.logOut }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: en.nav.logIn }).first().waitFor();

    await signIn(page, email, PASSWORD);
    await expectToast(page, en.toast.signInSuccessTitle, en.toast.signInSuccess);
    // the profile is not complete yet, so sign-in continues where onboarding left off
    await page.waitForURL('**/profile-setup');
    await context.close();
  });

  it('signing up from "Register as a Trainer" has Professional picked on /choose-role', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto('/');
    // the app has taken over from the prerendered copy of the page
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: home.home.registerTrainer }).first().click();
    const panel = page.getByRole('tabpanel', { name: en.auth.signUpTab });
    await panel.getByRole('button', { name: en.auth.createAccount }).waitFor();
    await panel.getByLabel(en.auth.fullName).fill('Bikash Tamang');
    await panel.getByLabel(en.auth.email).fill(uniqueEmail('trainer'));
    await panel.getByLabel(en.auth.password).fill(PASSWORD);
    await panel.getByRole('button', { name: en.auth.createAccount }).click();

    await page.waitForURL((url) => url.pathname === '/choose-role');
    await page.getByRole('heading', { name: 'Welcome, Bikash Tamang!' }).waitFor();
    const professional = page.getByRole('radio', { name: en.roles.names.professional, exact: true });
    expect(await professional.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
    // picked, not chosen: Continue confirms it
    await page.getByRole('button', { name: en.chooseRole.continue }).click();
    await expectToast(page, en.toast.roleSelected);
    await page.waitForURL('**/profile-setup');
    await page.getByRole('button', { name: en.nav.accountMenu }).click();
    const role = page.getByRole('menu').getByRole('menuitemradio', { name: en.roles.names.professional });
    expect(await role.getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it('a role in the address that is not a role picks nothing', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth?tab=signup&role=admin');
    const panel = page.getByRole('tabpanel', { name: en.auth.signUpTab });
    await panel.getByLabel(en.auth.fullName).fill('Hari Karki');
    await panel.getByLabel(en.auth.email).fill(uniqueEmail('norole'));
    await panel.getByLabel(en.auth.password).fill(PASSWORD);
    await panel.getByRole('button', { name: en.auth.createAccount }).click();
    await page.waitForURL((url) => url.pathname === '/choose-role' && url.search === '');
    await page.getByRole('heading', { name: 'Welcome, Hari Karki!' }).waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: en.chooseRole.continue }).isDisabled()).toBe(true);
    await context.close();
  });

  it('sends a signed-in user who already has a role away from /choose-role to their dashboard', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page, { fullName: 'Ramesh Thapa', email: uniqueEmail('role'), password: PASSWORD });
    await page.waitForURL('**/choose-role');
    await page.getByRole('radio', { name: /Institution/ }).click();
    await page.getByRole('button', { name: en.chooseRole.continue }).click();
    await page.waitForURL('**/profile-setup');
    await page.goto('/choose-role');
    await page.waitForURL('**/institution-dashboard');
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('auth errors', () => {
  it.each([
    [{ fullName: 'S', email: 'sita@example.com', password: PASSWORD }, en.validation.fullNameRequired],
    [{ fullName: 'Sita Gurung', email: 'sita-at-example', password: PASSWORD }, en.validation.emailInvalid],
    [{ fullName: 'Sita Gurung', email: 'sita@example.com', password: '12345' }, en.validation.passwordMin],
  ])('shows "Validation error" with the first message for %j and keeps the input', async (input, message) => {
    const { context, page } = await newPage(browser);
    await signUp(page, input);
    await expectToast(page, en.validation.title, message);
    const panel = page.getByRole('tabpanel', { name: en.auth.signUpTab });
    expect(await panel.getByLabel(en.auth.fullName).inputValue()).toBe(input.fullName);
    expect(await panel.getByLabel(en.auth.email).inputValue()).toBe(input.email);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('says "Password is required" on sign-in without a password', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'sita@example.com', '');
    await expectToast(page, en.validation.title, en.validation.passwordRequired);
    await context.close();
  });

  it('answers a second sign-up with the same e-mail with "Account exists"', async () => {
    const email = uniqueEmail('dupe');
    const first = await newPage(browser);
    await signUp(first.page, { fullName: 'Anjali Rai', email, password: PASSWORD });
    await first.page.waitForURL('**/choose-role');
    await first.context.close();

    const { context, page } = await newPage(browser);
    await signUp(page, { fullName: 'Anjali Rai', email, password: PASSWORD });
    await expectToast(page, en.toast.accountExistsTitle, en.toast.accountExists);
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('answers a wrong password with "Invalid credentials"', async () => {
    const email = uniqueEmail('wrong');
    const first = await newPage(browser);
    await signUp(first.page, { fullName: 'Bikash Tamang', email, password: PASSWORD });
    await first.page.waitForURL('**/choose-role');
    await first.context.close();

    const { context, page } = await newPage(browser);
    await signIn(page, email, 'not-my-password');
    await expectToast(page, en.toast.invalidCredentialsTitle, en.toast.invalidCredentials);
    expect(await page.getByRole('tabpanel', { name: en.auth.signInTab }).getByLabel(en.auth.email).inputValue()).toBe(
      email,
    );
    await context.close();
  });

  it.each([
    ['Google', 'Continue with Google'],
    ['LinkedIn', 'Continue with LinkedIn'],
  ])('explains that %s sign-in is not configured', async (provider, button) => {
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('tabpanel', { name: en.auth.signInTab }).getByRole('button', { name: button }).click();
    await expectToast(
      page,
      `${provider} sign-in is not available`,
      `${provider} sign-in is not configured on this server yet`,
    );
    await context.close();
  });
});

describe.skipIf(!hasBrowser)('shell', () => {
  it.each([
    '/dashboard',
    '/company-dashboard',
    '/choose-role',
    '/profile-setup',
    '/messages',
    '/edit-profile',
    '/add-profile',
  ])('sends a signed-out visitor from %s to /auth', async (route) => {
    const { context, page } = await newPage(browser);
    await page.goto(route);
    await page.waitForURL((url) => url.pathname === '/auth');
    await context.close();
  });

  it('shows the 404 page with a way home', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: en.notFound.title }).waitFor();
    await page.getByRole('link', { name: en.notFound.returnHome }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('switches the header to Nepali and remembers it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    // the server's copy of the page stands over the app until the app has drawn it
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    const nav = page.getByRole('banner');
    await nav.getByRole('link', { name: en.nav.findCourses }).waitFor();
    await nav.getByRole('button', { name: /नेपाली/ }).click();
    await nav.getByRole('link', { name: 'कोर्स खोज्नुहोस्' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ne');
    await page.reload();
    await page.locator('#prerendered').waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('link', { name: 'कोर्स खोज्नुहोस्' }).waitFor();
    await context.close();
  });

  it('has a working mobile menu', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('dialog').getByRole('link', { name: en.nav.findJobs }).click();
    await page.waitForURL('**/jobs');
    await context.close();
  });
});
