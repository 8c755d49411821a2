import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sipalu } from './sipalu-process.ts';
import { hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
import {
  expectAxeClean,
  expectNoOverflow,
  expectToast,
  phone,
  POLL,
  PROFESSIONAL,
  SERVICES,
  signIn,
  STUDENT,
  texts,
  type Language,
} from './booking-phone.ts';

// After the visit, on a phone in English and in Nepali: tomorrow's visit has had its reminder
// mailed to both parties; the professional marks a past visit done, the student confirms it, and
// the confirmation unlocks her review of the service. The demo data holds the visits (two past
// ones, one per language), so the journey runs on a Sipalu of its own.

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

/** The mails in the server's outbox folder. */
function outbox(): { to: string; subject: string; text: string }[] {
  const folder = path.join(server!.dataDir, 'outbox');
  return readdirSync(folder).map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')));
}

/** A past booking of `service` from /bookings' Past tab, opened; the reader is on `side`. */
async function openPastBooking(page: Page, language: Language, side: 'client' | 'professional', service: string) {
  const t = texts[language];
  await page.goto(`/bookings?${side === 'professional' ? 'as=professional&' : ''}view=past`);
  const name = t('bookings.list.open', { service, when: '' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
  await link.first().waitFor(POLL);
  await expectAxeClean(page);
  await expectNoOverflow(page);
  await link.first().click();
  await page.getByTestId('booking').waitFor(POLL);
}

describe.skipIf(!hasBrowser)('after the visit', () => {
  it('tomorrow’s visit has its reminder mailed to the student and the professional', async () => {
    // the subject's words before the service's name, in either language
    const starts = Object.values(texts).map(
      (t) => t('bookings.email.reminder.subject', { service: '\u0000', hours: '' }).split('\u0000')[0]!,
    );
    const reminders = () =>
      outbox()
        .filter((mail) => starts.some((start) => mail.subject.startsWith(start)))
        .map((mail) => mail.to)
        .sort();
    // the timers run once a minute, the first time at start-up
    await expect
      .poll(reminders, { timeout: 90_000, interval: 1000 })
      .toEqual([PROFESSIONAL.email, STUDENT.email].sort());
  });

  for (const [index, language] of (['en', 'ne'] as const).entries()) {
    const t = texts[language];
    const service = SERVICES[index]![language];

    it(`${language}: the professional marks it done, the student confirms it and reviews the service`, async () => {
      const pro = await phone(browser, server!.base, language);
      await signIn(pro.page, PROFESSIONAL.email, language);
      await openPastBooking(pro.page, language, 'professional', service);
      await pro.page.getByRole('button', { name: t('bookings.actions.complete'), exact: true }).click();
      await expectToast(pro.page, t('bookings.actions.done.complete'));
      await pro.page.locator('[data-testid="booking"][data-status="completed"]').waitFor(POLL);
      await pro.context.close();

      const student = await phone(browser, server!.base, language);
      await signIn(student.page, STUDENT.email, language);
      await openPastBooking(student.page, language, 'client', service);
      await student.page.getByRole('button', { name: t('bookings.actions.confirm'), exact: true }).click();
      await expectToast(student.page, t('bookings.actions.done.confirm'));
      const booking = student.page.locator('[data-testid="booking"][data-status="confirmed"]');
      await booking.waitFor(POLL);
      await expectAxeClean(student.page);
      await expectNoOverflow(student.page);

      await student.page.getByRole('link', { name: t('bookings.detail.review') }).click();
      await student.page.waitForURL(/\/professionals\/[0-9a-f-]{36}/, POLL);
      const form = student.page.locator('form', { hasText: t('professionals.writeReview') });
      await form.waitFor(POLL);
      const choice = form.getByLabel(t('professionals.reviewService'));
      if (await choice.count()) await choice.selectOption({ label: service });
      await form
        .locator('label')
        .filter({ hasText: t('professionals.starsOutOf', { rating: language === 'ne' ? '५' : '5' }) })
        .click();
      const comment = language === 'en' ? 'On time, tidy, and explained the MCB board.' : 'समयमै आउनुभयो, काम सफा छ।';
      await form.getByLabel(t('professionals.yourReview')).fill(comment);
      await expectAxeClean(student.page);
      await form.getByRole('button', { name: t('professionals.submitReview') }).click();
      await expectToast(student.page, t('professionals.reviewSaved'));
      await student.page.getByText(comment).waitFor(POLL);
      await student.context.close();
    }, 180_000);
  }
});
