import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import core from '#contract/locales/en.json' with { type: 'json' };
import jobsTexts from '#contract/locales/jobs/en.json' with { type: 'json' };
import securityTexts from '#contract/locales/security/en.json' with { type: 'json' };
import { startOidcProvider, type TestOidcProvider } from '#tests/fixtures/oidc-provider.ts';
import { freePort } from '#tests/fixtures/server-process.ts';
import { setupCode, totpCode } from '#tests/fixtures/totp.ts';
import { seriousViolations } from './axe.ts';
import { hasBrowser, launchBrowser, startOwnSipalu, uniqueEmail } from './browser.ts';
import type { Sipalu } from './sipalu-process.ts';

// Account security in the browser. These journeys need the server's outbox and a local OpenID
// provider configured as its Google and LinkedIn, so they start a Sipalu of their own (the built
// server on a copy of the run's migrated database, no demo data) next to the shared one.

const s = securityTexts.security;
const PASSWORD = 'rara-lake-trail-31';

let browser: Browser;
let server: Sipalu | undefined;
let oidc: TestOidcProvider | undefined;
let dataDir: string;
let base: string;

beforeAll(async () => {
  if (!hasBrowser) return;
  const port = await freePort();
  base = `http://localhost:${port}`;
  oidc = await startOidcProvider({
    redirectUris: [`${base}/api/auth/callback/google`, `${base}/api/auth/callback/linkedin`],
  });
  server = await startOwnSipalu({
    data: 'empty',
    port,
    env: {
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
      LINKEDIN_CLIENT_ID: oidc.clientId,
      LINKEDIN_CLIENT_SECRET: oidc.clientSecret,
      LINKEDIN_ISSUER: oidc.issuer,
    },
  });
  dataDir = server.dataDir;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await oidc?.close();
});

async function newPage(viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport });
  return { context, page: await context.newPage() };
}

/** The newest link mailed to `to` (the outbox folder of this server). */
async function mailedLink(to: string, subject: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = readdirSync(outbox, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => JSON.parse(readFileSync(path.join(outbox, entry.name), 'utf8')) as Record<string, string>)
      .filter((mail) => mail.to === to && mail.subject === subject)
      .sort((a, b) => a.sentAt!.localeCompare(b.sentAt!));
    const link = mails.at(-1)?.text?.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "${subject}" mail to ${to}`);
}

async function signUp(page: Page, email: string) {
  await page.goto('/auth?tab=signup');
  const panel = page.getByRole('tabpanel', { name: core.auth.signUpTab });
  await panel.getByLabel(core.auth.fullName).fill('Maya Tamang');
  await panel.getByLabel(core.auth.email).fill(email);
  await panel.getByLabel(core.auth.password).fill(PASSWORD);
  await panel.getByRole('button', { name: core.auth.createAccount }).click();
  await page.waitForURL('**/choose-role');
}

async function submitSignIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: core.auth.signInTab });
  await panel.getByLabel(core.auth.email).fill(email);
  await panel.getByLabel(core.auth.password).fill(password);
  await panel.getByRole('button', { name: core.auth.signIn }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: core.nav.accountMenu }).click();
  await page.getByRole('menuitem', { name: core.nav.logOut }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The "verify your e-mail" banner under the header. */
const verifyBanner = (page: Page) => page.getByRole('complementary', { name: s.verifyNotice.label });

async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();
}

/** The signed-in account's e-mail as the API sees this page's cookies, or null. */
async function signedInAs(page: Page): Promise<string | null> {
  const response = await page.request.get('/api/me');
  if (response.status() !== 200) return null;
  return ((await response.json()) as { user: { email: string } }).user.email;
}

describe.skipIf(!hasBrowser)('account security journeys', () => {
  it('forgot password: the mailed link sets a new password, ends old sessions, and the new one signs in', async () => {
    const email = uniqueEmail('reset');
    const old = await newPage();
    await signUp(old.page, email);

    const { context, page } = await newPage({ width: 390, height: 844 });
    await page.goto('/auth');
    await page.getByRole('link', { name: core.auth.forgotPassword }).click();
    await page.waitForURL('**/forgot-password');
    // the sign-in form (with its own Email field) stays on screen until the next page has loaded
    await page.getByRole('heading', { name: s.forgot.title }).waitFor();
    await page.getByLabel(core.auth.email).fill(email);
    await page.getByRole('button', { name: s.forgot.send }).click();
    await page.getByRole('status').filter({ hasText: email }).waitFor();

    await page.goto(await mailedLink(email, 'Reset your Sipalu password'));
    await page.waitForURL('**/reset-password?token=*');
    const newPassword = 'tilicho-lake-5016';
    await page.getByLabel(s.password.new, { exact: true }).fill(newPassword);
    await page.getByLabel(s.password.confirm).fill(newPassword);
    await page.getByRole('button', { name: s.reset.save }).click();
    await page.waitForURL('**/auth');

    expect(await signedInAs(old.page)).toBeNull();
    await submitSignIn(page, email, newPassword);
    await page.waitForURL('**/choose-role');
    expect(await signedInAs(page)).toBe(email);
    await context.close();
    await old.context.close();
  });

  it('two-step verification: set up with the QR key, then sign-in asks for a code; a backup code works once', async () => {
    const email = uniqueEmail('totp');
    const { context, page } = await newPage();
    await signUp(page, email);
    await page.goto('/settings/security');
    await page.getByRole('heading', { name: s.title }).waitFor();

    expect(await seriousViolations(page)).toEqual([]);

    const section = page.getByRole('region', { name: s.twoFactor.title });
    await section.getByRole('button', { name: s.twoFactor.enable }).click();
    await section.getByLabel(core.auth.password).fill(PASSWORD);
    await section.getByRole('button', { name: s.twoFactor.enable }).click();
    await section.getByRole('img', { name: s.twoFactor.qrAlt }).waitFor();
    const secret = (await section.getByTestId('totp-key').innerText()).replace(/\s/g, '');
    // a code is accepted once: the setup takes the previous step's, the sign-in below the current one
    await section.getByLabel(s.twoFactor.code).fill(await setupCode(secret, 10_000));
    await section.getByRole('button', { name: s.twoFactor.confirm }).click();
    await section.getByTestId('backup-codes').waitFor();
    const codes = (await section.getByTestId('backup-codes').locator('li').allInnerTexts()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    await section.getByRole('button', { name: s.twoFactor.done }).click();
    await section.getByText(s.twoFactor.on).waitFor();

    await signOut(page);
    await submitSignIn(page, email, PASSWORD);
    await page.getByLabel(s.twoFactor.code).fill(totpCode(secret));
    await page.getByRole('button', { name: s.totpStep.verify }).click();
    await page.waitForURL('**/choose-role');
    expect(await signedInAs(page)).toBe(email);

    const useBackupCode = async () => {
      await signOut(page);
      await submitSignIn(page, email, PASSWORD);
      await page.getByRole('button', { name: s.totpStep.useBackup }).click();
      await page.getByLabel(s.totpStep.backupCode).fill(codes[0]!);
      await page.getByRole('button', { name: s.totpStep.verify }).click();
    };
    await useBackupCode();
    await page.waitForURL('**/choose-role');
    await useBackupCode();
    await page.locator('[data-sonner-toast]', { hasText: s.errors.codeInvalid }).first().waitFor();
    expect(await signedInAs(page)).toBeNull();
    await context.close();
  });

  it('signs out another device from the sessions list; that browser says so on its next action and asks to sign in', async () => {
    const email = uniqueEmail('sessions');
    const phone = await newPage({ width: 390, height: 844 });
    await signUp(phone.page, email);
    const laptop = await newPage();
    await submitSignIn(laptop.page, email, PASSWORD);
    await laptop.page.waitForURL('**/choose-role');

    await laptop.page.goto('/settings/security');
    const sessions = laptop.page.getByRole('region', { name: s.sessions.title });
    await expect.poll(() => sessions.getByTestId('session-row').count()).toBe(2);
    await sessions.getByRole('button', { name: new RegExp(`^${s.sessions.signOut}:`) }).click();
    await expect.poll(() => sessions.getByTestId('session-row').count()).toBe(1);

    expect(await signedInAs(phone.page)).toBeNull();
    expect(await signedInAs(laptop.page)).toBe(email);

    // the phone still shows the account; its next step in the app meets the ended session
    await phone.page.getByRole('button', { name: core.nav.accountMenu }).click();
    await phone.page.getByRole('menuitem', { name: core.nav.security }).click();
    await expectToast(phone.page, s.sessionEnded);
    await phone.page.waitForURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('next') === '/settings/security',
    );
    await phone.page.getByRole('tabpanel', { name: core.auth.signInTab }).waitFor();
    await phone.context.close();
    await laptop.context.close();
  });

  it('asks a new account to verify its e-mail: a banner on every page, posting refused with a resend button, both gone once the link is opened', async () => {
    const email = uniqueEmail('verify');
    const { context, page } = await newPage();
    await signUp(page, email);
    // a request from the test, not the page: it says which origin it stands for, as the browser would
    const addRole = await page.request.post('/api/me/roles', { data: { role: 'company' }, headers: { origin: base } });
    expect(addRole.status()).toBe(201);
    const banner = verifyBanner(page);
    await banner.getByText(s.verifyNotice.banner.replace('{{email}}', email)).waitFor();

    await page.goto('/jobs');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await banner.getByRole('button', { name: s.verifyNotice.resend }).waitFor();

    await page.goto('/company-dashboard');
    const form = jobsTexts.companyDashboard.form;
    await page.getByRole('button', { name: jobsTexts.companyDashboard.postJob }).first().click();
    const dialog = page.getByRole('dialog', { name: form.createTitle });
    const jobTitle = `Verified Electrician ${Date.now()}`;
    await dialog.getByLabel(form.jobTitle, { exact: false }).fill(jobTitle);
    await dialog.getByLabel(form.jobType, { exact: false }).selectOption('Full-time');
    await dialog.getByLabel(form.location, { exact: false }).fill('Hetauda, Makwanpur');
    await dialog
      .getByLabel(form.jobDescription, { exact: false })
      .fill('Wire new houses and repair faults for families in Hetauda.');
    await dialog.getByLabel(form.requirements, { exact: false }).fill('Electrical training');
    await dialog.getByLabel(form.responsibilities, { exact: false }).fill('Wire houses');
    await dialog.getByLabel(form.skillsRequired, { exact: false }).fill('Wiring');
    await dialog.getByLabel(form.experienceLevel, { exact: false }).selectOption('Entry Level');
    await dialog.getByLabel(form.category, { exact: false }).selectOption('Construction');
    await dialog.getByRole('button', { name: form.publish }).click();

    // refused with the reason and a way forward; what was typed stays
    const alert = dialog.getByRole('alert').filter({ hasText: s.errors.emailNotVerified });
    await alert.waitFor();
    await alert.getByRole('button', { name: s.verifyNotice.resend }).click();
    await expectToast(page, s.email.sent.replace('{{email}}', email));
    expect(await dialog.getByLabel(form.jobTitle, { exact: false }).inputValue()).toBe(jobTitle);

    // the link opened from the mail in another tab; coming back here, the banner is gone
    const mailTab = await context.newPage();
    await mailTab.goto(await mailedLink(email, 'Confirm your e-mail for Sipalu'));
    await mailTab.getByRole('heading', { name: s.verify.ok }).waitFor();
    await mailTab.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await banner.waitFor({ state: 'detached' });

    await dialog.getByRole('button', { name: form.publish }).click();
    await expectToast(page, form.posted);
    await page
      .getByRole('region', { name: jobsTexts.companyDashboard.jobs.title })
      .getByRole('link', { name: jobTitle })
      .waitFor();
    await context.close();
  });

  it('the banner resends as often as the server allows and stays closed for the browser session', async () => {
    const email = uniqueEmail('banner');
    const first = await newPage({ width: 390, height: 844 });
    await signUp(first.page, email);
    const banner = verifyBanner(first.page);
    const resend = banner.getByRole('button', { name: s.verifyNotice.resend });
    // three mails per address in a quarter of an hour, then the server's "too many e-mails"
    for (let i = 0; i < 3; i++) {
      await resend.click();
      await expect.poll(() => resend.isEnabled()).toBe(true);
    }
    await expectToast(first.page, s.email.sent.replace('{{email}}', email));
    await resend.click();
    await expectToast(first.page, core.toast.tooManyEmails);

    await banner.getByRole('button', { name: s.verifyNotice.dismiss }).click();
    await banner.waitFor({ state: 'detached' });
    await first.page.reload();
    await first.page.getByRole('button', { name: core.nav.accountMenu }).waitFor();
    expect(await banner.count()).toBe(0);

    // another browser session of the same account shows it again
    const second = await newPage();
    await submitSignIn(second.page, email, PASSWORD);
    await second.page.waitForURL('**/choose-role');
    await verifyBanner(second.page).waitFor();
    await first.context.close();
    await second.context.close();
  });

  it.each([
    ['google', core.auth.continueWithGoogle],
    ['linkedin', core.auth.continueWithLinkedIn],
  ])('signs in with a %s-like OpenID provider in two clicks; a new account lands on /choose-role', async (_, label) => {
    const { context, page } = await newPage();
    const login = `oidc${Date.now()}`;
    await page.goto('/auth');
    await page.getByRole('tabpanel', { name: core.auth.signInTab }).getByRole('button', { name: label }).click();
    await page.waitForURL(`${oidc!.issuer}/**`);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/choose-role');
    expect(await signedInAs(page)).toBe(`${login}@example.com`);

    // the second time the account exists: straight past role choice
    await signOut(page);
    await page.goto('/auth');
    await page.getByRole('tabpanel', { name: core.auth.signInTab }).getByRole('button', { name: label }).click();
    // the provider remembers the login; Google-like asks for consent again (prompt=consent)
    await page.waitForURL((url) => url.origin === oidc!.issuer || (url.origin === base && url.pathname !== '/auth'));
    if (page.url().startsWith(oidc!.issuer)) await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === base && url.pathname !== '/auth');
    expect(await signedInAs(page)).toBe(`${login}@example.com`);
    await context.close();
  });
});
