import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { weekdayNames } from '#contract/format/dates.ts';
import type { Sipalu } from './sipalu-process.ts';
import { clickUntilShown, hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
import {
  expectAxeClean,
  expectNoOverflow,
  expectToast,
  type Language,
  phone as onPhone,
  POLL,
  PROFESSIONAL,
  SERVICES,
  shot,
  SHOTS,
  signIn,
  STUDENT,
  texts,
} from './booking-phone.ts';

// Booking a professional's time (issue 32), on a phone, in English and in Nepali: the professional
// sets working hours, the student books a free slot of his service, he accepts it from /bookings
// and she sees it accepted; another booking is cancelled with a reason. Axe checks every new page
// and dialog. The journey adds bookings and working hours, so it runs on a Sipalu of its own.

// each journey signs two people in on phones and runs axe on every page: more than the default minute
// on a busy two-core machine
const SERVICE = SERVICES[0];

let browser: Browser;
let server: Sipalu | undefined;

beforeAll(async () => {
  if (!hasBrowser) return;
  browser = await launchBrowser();
  server = await startOwnSipalu();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const phone = (language: Language) => onPhone(browser, server!.base, language);

/** The professional's working hours: office hours every day of the week, saved from the page. */
async function setWorkingHours(page: Page, language: Language) {
  const t = texts[language];
  await page.goto('/bookings/availability');
  await page.getByTestId('availability-form').waitFor(POLL);
  for (const { long } of weekdayNames(language)) {
    const day = page.locator('li[data-weekday]', { hasText: long });
    if ((await day.getByTestId('hours-range').count()) === 0) {
      await page.getByRole('button', { name: t('bookings.availability.addHoursOn', { day: long }) }).click();
    }
  }
  await page.getByRole('button', { name: t('bookings.availability.addException') }).click();
  await expectAxeClean(page);
  await expectNoOverflow(page);
  await shot(page, `availability-${language}`);
  // the added date stays a day off
  await page.getByRole('button', { name: t('bookings.availability.save') }).click();
  await expectToast(page, t('bookings.availability.saved'));
}

/** The service's "Book a time" panel on the professional's page, reached through the directory. */
async function servicePanel(page: Page, language: Language): Promise<Locator> {
  await page.goto(`/professionals?q=${encodeURIComponent(PROFESSIONAL.fullName)}`);
  await page.getByRole('link', { name: PROFESSIONAL.fullName, exact: true }).first().click();
  await page.waitForURL(/\/professionals\/[0-9a-f-]{36}$/, POLL);
  const card = page.locator('article', { has: page.getByRole('heading', { name: SERVICE[language] }) });
  const panel = card.getByTestId('book-panel');
  await panel.locator('[data-slot]').first().waitFor(POLL);
  return panel;
}

/** The student books the first free slot; the booking's page opens. Returns its path. */
async function bookFirstSlot(page: Page, language: Language, note: string): Promise<string> {
  const t = texts[language];
  const panel = await servicePanel(page, language);
  await expectAxeClean(page, '[data-testid="book-panel"]');
  await expectNoOverflow(page);
  if (SHOTS) await panel.screenshot({ path: `${SHOTS}/slots-${language}.png` });
  await panel.locator('[data-slot]').first().click();
  const form = page.getByTestId('booking-form');
  await form.waitFor(POLL);
  // the cancellation policy shows before the request is sent
  await form.getByTestId('cancel-policy').waitFor(POLL);
  // an in-person job needs its address: the server's reason shows, and the note stays
  await form.getByLabel(t('bookings.form.note')).fill(note);
  await form.getByRole('button', { name: t('bookings.form.submit') }).click();
  await form.getByText(t('bookings.errors.addressRequired')).first().waitFor(POLL);
  expect(await form.getByLabel(t('bookings.form.note')).inputValue()).toBe(note);
  await form.getByLabel(t('bookings.form.address'), { exact: false }).fill('Jhamsikhel, near the Sajha bus stop');
  await expectAxeClean(page, '[role="dialog"]');
  await shot(page, `booking-form-${language}`, false);
  await form.getByRole('button', { name: t('bookings.form.submit') }).click();
  await page.waitForURL(/\/bookings\/[0-9a-f-]{36}$/, POLL);
  await expectToast(page, t('bookings.form.sent', { name: PROFESSIONAL.fullName }));
  await page.locator('[data-testid="booking"][data-status="requested"]').waitFor(POLL);
  return new URL(page.url()).pathname;
}

/** The professional opens a request from /bookings (his requests, as the dashboard links them). */
async function openRequest(page: Page, language: Language, path: string) {
  const t = texts[language];
  await page.goto('/professional-dashboard');
  await page
    .getByTestId('bookings-card')
    .getByRole('link', { name: t('bookings.dashboard.open') })
    .click();
  await page.getByRole('tab', { name: t('bookings.list.asProfessional') }).waitFor(POLL);
  await page.getByRole('tab', { name: new RegExp(`^${t('bookings.list.requests')}`) }).click();
  await page
    .locator(`a[href="${path}"]`)
    .waitFor(POLL)
    .catch(async (error: unknown) => {
      await shot(page, `bookings-missing-${language}`);
      throw error;
    });
  await expectAxeClean(page);
  await expectNoOverflow(page);
  await shot(page, `bookings-${language}`);
  await page.locator(`a[href="${path}"]`).click();
  await page.waitForURL(`**${path}`, POLL);
  await page.getByTestId('booking').waitFor(POLL);
}

for (const language of ['en', 'ne'] as const) {
  const t = texts[language];

  describe.skipIf(!hasBrowser)(`bookings on a phone in ${language === 'en' ? 'English' : 'Nepali'}`, () => {
    it('the student books a slot, the professional accepts it, and she sees it accepted', async () => {
      const pro = await phone(language);
      await signIn(pro.page, PROFESSIONAL.email, language);
      await setWorkingHours(pro.page, language);

      const student = await phone(language);
      await signIn(student.page, STUDENT.email, language);
      const path = await bookFirstSlot(student.page, language, 'The kitchen sockets spark.');
      await expectAxeClean(student.page);
      await expectNoOverflow(student.page);

      await openRequest(pro.page, language, path);
      await pro.page.getByRole('button', { name: t('bookings.actions.accept'), exact: true }).click();
      await expectToast(pro.page, t('bookings.actions.done.accept'));
      await pro.page.locator('[data-testid="booking"][data-status="accepted"]').waitFor(POLL);
      await shot(pro.page, `booking-accepted-${language}`);

      await student.page.reload();
      const booking = student.page.locator('[data-testid="booking"][data-status="accepted"]');
      await booking.waitFor(POLL);
      await booking.getByText(t('bookings.status.accepted'), { exact: true }).first().waitFor(POLL);
      await student.page.getByTestId('booking-timeline').locator('[data-status="accepted"]').waitFor(POLL);
      await expectAxeClean(student.page);
      await shot(student.page, `booking-${language}`);
      await pro.context.close();
      await student.context.close();
    }, 150_000);

    it('a booking is cancelled with a reason in the app’s dialog', async () => {
      const student = await phone(language);
      await signIn(student.page, STUDENT.email, language);
      const path = await bookFirstSlot(student.page, language, 'Please bring a ladder.');

      // the professional cancels: his reason is required, and the client reads it
      const pro = await phone(language);
      await signIn(pro.page, PROFESSIONAL.email, language);
      await openRequest(pro.page, language, path);
      await pro.page.getByRole('button', { name: t('bookings.actions.accept'), exact: true }).click();
      await pro.page.locator('[data-testid="booking"][data-status="accepted"]').waitFor(POLL);
      const dialog = pro.page.getByRole('dialog', { name: t('bookings.actions.cancelTitle') });
      await clickUntilShown(pro.page.getByRole('button', { name: t('bookings.actions.cancel'), exact: true }), dialog);
      await expectAxeClean(pro.page, '[role="dialog"]');
      await shot(pro.page, `cancel-dialog-${language}`, false);
      await dialog.getByRole('button', { name: t('bookings.actions.cancel'), exact: true }).click();
      await dialog.getByText(t('bookings.errors.reasonRequired')).first().waitFor(POLL);
      const reason = 'A family emergency: I am away that day.';
      await dialog.getByLabel(t('bookings.actions.reason'), { exact: false }).fill(reason);
      await dialog.getByRole('button', { name: t('bookings.actions.cancel'), exact: true }).click();
      await expectToast(pro.page, t('bookings.actions.done.cancel'));
      await pro.page.locator('[data-testid="booking"][data-status="cancelled"]').waitFor(POLL);

      await student.page.reload();
      await student.page.locator('[data-testid="booking"][data-status="cancelled"]').waitFor(POLL);
      await student.page.getByTestId('booking-timeline').getByText(reason, { exact: false }).waitFor(POLL);
      await pro.context.close();
      await student.context.close();
    }, 150_000);
  });
}
