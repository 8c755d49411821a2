import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import core from '#contract/locales/en.json' with { type: 'json' };
import securityTexts from '#contract/locales/security/en.json' with { type: 'json' };
import staffTexts from '#contract/locales/staff/en.json' with { type: 'json' };
import staffNe from '#contract/locales/staff/ne.json' with { type: 'json' };
import credentialTexts from '#contract/locales/credentials/en.json' with { type: 'json' };
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF, demoAccount } from '#server/db/seed/demo-accounts.ts';
import { totpCode } from '#tests/fixtures/totp.ts';
import { clickUntilShown, hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
import type { Sipalu } from './sipalu-process.ts';
import { seriousViolations } from './axe.ts';
import { expectReadableToasts } from './toasts.ts';
import { expectNoOverflowOutsideScrollers } from './staff-phone.ts';

// The staff console in the browser. The demo staff member starts without two-factor sign-in, so
// the journey goes as theirs would: the console asks for it, they turn it on, then they use the
// console. The reply is checked in the server's outbox, so this spec starts a Sipalu of its own
// (the built server on a copy of the run's demo data) next to the shared one.

const s = staffTexts.staff;
const sec = securityTexts.security;
const SHOTS = process.env.CREDENTIALS_SHOTS_DIR;
/** A locale text with its `{{name}}` placeholders filled. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

let browser: Browser;
let server: Sipalu | undefined;
let dataDir: string;
let base: string;

beforeAll(async () => {
  if (!hasBrowser) return;
  server = await startOwnSipalu();
  ({ base, dataDir } = server);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(email: string, viewport = { width: 1280, height: 800 }) {
  const context: BrowserContext = await browser.newContext({ baseURL: base, viewport });
  const page = await context.newPage();
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: core.auth.signInTab });
  await panel.getByLabel(core.auth.email).fill(email);
  await panel.getByLabel(core.auth.password).fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: core.auth.signIn }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
  return { context, page };
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

/** The mails the server sent to `to`, oldest first (its outbox folder). */
function mailsTo(to: string): Record<string, string>[] {
  const outbox = path.join(dataDir, 'outbox');
  return readdirSync(outbox)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as Record<string, string>)
    .filter((mail) => mail.to === to);
}

async function turnOnTwoFactor(page: Page) {
  await page.goto('/settings/security');
  const section = page.getByRole('region', { name: sec.twoFactor.title });
  await section.getByRole('button', { name: sec.twoFactor.enable }).click();
  await section.getByLabel(core.auth.password).fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: sec.twoFactor.enable }).click();
  await section.getByRole('img', { name: sec.twoFactor.qrAlt }).waitFor();
  const secret = (await section.getByTestId('totp-key').innerText()).replace(/\s/g, '');
  await section.getByLabel(sec.twoFactor.code).fill(totpCode(secret));
  await section.getByRole('button', { name: sec.twoFactor.confirm }).click();
  await section.getByRole('button', { name: sec.twoFactor.done }).click();
  await section.getByText(sec.twoFactor.on).waitFor();
}

// in order: the prompt needs the demo staff member before two-factor, the console after it
describe.skipIf(!hasBrowser)('the staff console', () => {
  let staff: { context: BrowserContext; page: Page };
  afterAll(() => staff?.context.close());

  it('tells a user who is not staff that the console is closed to them', async () => {
    const { context, page } = await signedIn(DEMO_ACCOUNTS[0].email);
    await page.goto('/staff');
    await page.getByRole('heading', { name: s.gate.notAllowedTitle }).waitFor();
    expect(await page.getByRole('navigation', { name: s.title }).count()).toBe(0);
    await context.close();
  });

  it('asks staff without two-factor sign-in to turn it on, and links to where', async () => {
    staff = await signedIn(DEMO_STAFF.email);
    const { page } = staff;
    await page.goto('/staff/audit');
    await page.getByRole('heading', { name: s.gate.twoFactorTitle }).waitFor();
    expect(await page.getByRole('heading', { name: s.tabs.audit }).count()).toBe(0);
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: s.gate.twoFactorAction }).click();
    await page.waitForURL('**/settings/security');
  });

  it('opens once two-factor sign-in is on: the figures and the sign-ups chart', async () => {
    const { page } = staff;
    await turnOnTwoFactor(page);
    await page.goto('/staff');
    await page.getByRole('heading', { name: s.overview.title }).waitFor();
    await page.getByText(s.overview.figures.jobsPosted).waitFor();
    await page.getByRole('img', { name: s.overview.chartLabel }).locator('canvas').waitFor();
    // the seed's sign-ups are days old, within the 30 days
    const card = await page.locator('li', { hasText: s.overview.figures.signUps }).innerText();
    expect(Number(card.match(/\d+/)?.[0])).toBeGreaterThan(0);
    await expectNoSeriousViolations(page);
  });

  it('replies to a contact message by e-mail, and the reply shows in the audit log', async () => {
    const { page } = staff;
    const subject = `Is my CTEVT certificate accepted? ${Date.now()}`;
    const sent = await page.request.post('/api/contact', {
      data: { name: 'Ram Bahadur', email: 'ram.bahadur@example.com', subject, message: 'I finished Level 2 plumbing.' },
      headers: { origin: base },
    });
    expect(sent.status()).toBe(201);

    await page.goto('/staff/contact');
    await page.getByRole('button', { name: subject }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await dialog.getByText('I finished Level 2 plumbing.').waitFor();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: s.contact.send }).click();
    await dialog.getByText(s.contact.validation.replyRequired).waitFor();
    await dialog.getByLabel(s.contact.replyLabel).fill('Yes: bring the certificate when you verify your profile.');
    await dialog.getByRole('button', { name: s.contact.send }).click();
    await expectToast(page, s.contact.sentTitle);
    await page.getByRole('button', { name: subject }).getByText(s.contact.replied).waitFor();

    const mail = mailsTo('ram.bahadur@example.com').at(-1);
    expect(mail?.subject).toBe(`Re: ${subject}`);
    expect(mail?.text).toContain('Yes: bring the certificate when you verify your profile.');
    expect(mail?.text).toContain('> I finished Level 2 plumbing.');

    await page.goto('/staff/audit');
    await page.getByLabel(s.audit.filters.action).fill('contact.reply');
    await page.getByRole('button', { name: s.audit.filters.apply, exact: true }).click();
    const entry = page.getByRole('listitem').filter({ hasText: 'contact.reply' }).first();
    await entry.getByText(DEMO_STAFF.email).waitFor();
    await expectNoSeriousViolations(page);
  });

  it('looks a booking up by its client, reads its timeline, and cancels it with a reason', async () => {
    const { page } = staff;
    const b = s.bookings;
    await page.goto('/staff/bookings');
    await page.getByRole('list', { name: b.listLabel }).waitFor();
    await page.getByLabel(b.search).fill('sujan.karki@sipalu.demo');
    await page.waitForURL((url) => url.searchParams.get('q') === 'sujan.karki@sipalu.demo');
    const card = page.getByRole('list', { name: b.listLabel }).getByRole('listitem');
    await expect.poll(() => card.count()).toBe(1);
    await expectNoSeriousViolations(page);
    await card.getByRole('link').click();

    const booking = page.getByTestId('staff-booking');
    await booking.getByTestId('booking-timeline').waitFor();
    expect(await booking.getAttribute('data-status')).toBe('requested');
    await booking.getByTestId('professional-record').getByText('Bikash Tamang').waitFor();
    await booking.getByRole('button', { name: b.cancel }).click();
    const dialog = page.getByRole('dialog', { name: b.cancelTitle });
    await dialog.getByRole('button', { name: b.cancel }).click();
    await dialog.getByText(b.reasonRequired).waitFor();
    await expectNoSeriousViolations(page);
    const reason = 'The client asked us to call it off: he could not reach the professional.';
    await dialog.getByLabel(b.reasonLabel).fill(reason);
    await dialog.getByRole('button', { name: b.cancel }).click();
    await expectToast(page, b.cancelled);
    await expect.poll(() => booking.getAttribute('data-status')).toBe('cancelled');
    await booking.getByTestId('booking-timeline').getByText(reason).waitFor();

    // both parties are told why
    for (const party of ['sujan.karki@sipalu.demo', demoAccount('professional').email]) {
      await expect
        .poll(() => mailsTo(party).some((mail) => mail.text?.includes(reason)), { timeout: 10_000 })
        .toBe(true);
    }
    // Back returns to the same search
    await page.getByRole('link', { name: b.back }).click();
    await page.waitForURL((url) => url.pathname === '/staff/bookings' && url.search.includes('sujan'));

    await page.goto('/staff/audit');
    await page.getByLabel(s.audit.filters.action).fill('booking.cancel');
    await page.getByRole('button', { name: s.audit.filters.apply, exact: true }).click();
    await page.getByRole('listitem').filter({ hasText: reason }).first().waitFor();
  });

  it('finds a learner’s credential and revokes it with a reason, which its row then shows', async () => {
    const { page } = staff;
    const c = credentialTexts.credentials;
    const learner = demoAccount('student').email;
    await page.goto('/staff/credentials');
    await page.getByLabel(c.staff.search).fill(learner);
    await page.waitForURL((url) => url.searchParams.get('q') === learner);
    const rows = page.getByRole('list', { name: c.staff.listLabel }).getByRole('listitem');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const row = rows.first();
    await expectNoSeriousViolations(page);
    await row.getByRole('button', { name: c.issued.revoke }).click();
    const dialog = page.getByRole('dialog', { name: c.issued.revokeTitle });
    const reason = 'The certificate was issued to the wrong learner.';
    await dialog.getByLabel(c.issued.reason).fill(reason);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: c.issued.submit }).click();
    await expectToast(page, c.issued.done);
    await row.getByText(reason, { exact: false }).waitFor();
    expect(await row.getByRole('button', { name: c.issued.revoke }).count()).toBe(0);
  });

  it('sets a catalogue course’s provider by e-mail and clears it, on a phone in English and Nepali, audit-logged', async () => {
    const page = await staff.context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    const course = {
      en: 'Social Media Marketing for Small Businesses',
      ne: 'साना व्यवसायका लागि सामाजिक सञ्जाल मार्केटिङ',
    };
    const institution = demoAccount('institution').email;
    const rowOf = async (texts: typeof s, title: string) => {
      const row = page
        .getByRole('list', { name: texts.courses.listLabel })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await row.waitFor({ timeout: 10_000 });
      return row;
    };

    await page.goto(`/staff/courses?q=${encodeURIComponent(course.en)}`);
    let row = await rowOf(s, course.en);
    await row.getByText(s.courses.noProvider).waitFor();
    const email = row.getByRole('textbox', { name: fill(s.courses.emailNamed, { title: course.en }) });
    const set = row.getByRole('button', { name: fill(s.courses.setNamed, { title: course.en }) });
    // an account that cannot provide: the console says why, and nothing changes
    await email.fill(demoAccount('student').email);
    await set.click();
    await expectToast(page, s.courses.errors.notIssuer);
    await email.fill(institution);
    await set.click();
    await expectToast(page, s.courses.saved);
    // the refusal's toast stacks behind it: each stays readable
    await expectReadableToasts(page);
    await row.getByText(institution, { exact: false }).waitFor();
    await expectNoSeriousViolations(page);
    await expectNoOverflowOutsideScrollers(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-courses-en.png`, fullPage: true });

    // the same tab in Nepali: the course's Nepali title, and clearing the provider
    const n = staffNe.staff;
    await page.evaluate(() => localStorage.setItem('sipalu.lang', 'ne'));
    await page.reload();
    row = await rowOf(n, course.ne);
    await row.getByText(institution, { exact: false }).waitFor();
    await row.getByRole('button', { name: fill(n.courses.clearNamed, { title: course.ne }) }).click();
    await expectToast(page, n.courses.clearedToast);
    await row.getByText(n.courses.noProvider).waitFor();
    await expectNoSeriousViolations(page);
    await expectNoOverflowOutsideScrollers(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-courses-ne.png`, fullPage: true });
    await page.evaluate(() => localStorage.setItem('sipalu.lang', 'en'));

    await page.goto('/staff/audit');
    await page.getByText('course.provider.set').first().waitFor();
    await page.getByText('course.provider.clear').first().waitFor();
    await page.close();
  });

  it('moves between sections on a phone by a menu that names the open one, in English and Nepali', async () => {
    const page = await staff.context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [language, texts] of [
      ['en', s],
      ['ne', staffNe.staff],
    ] as const) {
      await page.goto('/staff/bookings');
      await page.evaluate((lang) => localStorage.setItem('sipalu.lang', lang), language);
      await page.reload();
      const nav = page.getByRole('navigation', { name: texts.title });
      const named = (tab: string) => nav.getByRole('button', { name: `${texts.section}: ${tab}`, exact: true });
      const menu = named(texts.tabs.bookings);
      await menu.waitFor();
      // no strip of tabs running off the screen: the sections wait in the menu
      expect(await nav.getByRole('link').count()).toBe(0);
      await clickUntilShown(menu, nav.getByRole('link').first());
      expect(await nav.getByRole('link').count()).toBe(Object.keys(texts.tabs).length);
      const open = nav.getByRole('link', { name: texts.tabs.bookings, exact: true });
      expect(await open.getAttribute('aria-current')).toBe('page');
      await expectNoSeriousViolations(page);
      await expectNoOverflowOutsideScrollers(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-sections-${language}.png` });
      // Escape closes it and leaves the keyboard on its button, which opens it again
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await nav.getByRole('link', { name: texts.tabs.audit, exact: true }).click();
      await page.waitForURL('**/staff/audit');
      await named(texts.tabs.audit).waitFor();
      expect(await named(texts.tabs.audit).getAttribute('aria-expanded')).toBe('false');
    }
    await page.evaluate(() => localStorage.setItem('sipalu.lang', 'en'));
    await page.close();
  });

  it('fits a 360 px wide phone', async () => {
    const context = staff.context;
    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    for (const tab of ['/staff', '/staff/bookings', '/staff/courses', '/staff/contact', '/staff/audit']) {
      await page.goto(tab);
      await page.getByRole('navigation', { name: s.title }).waitFor();
      await page.waitForLoadState('networkidle');
      // the page must not scroll sideways; on failure, name what sticks out
      const page360 = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        widest: [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > 361)
          .slice(-3)
          .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`),
      }));
      expect(page360.width, `${tab}: ${page360.widest.join(' | ')}`).toBeLessThanOrEqual(360);
    }
    await page.close();
  });
});
