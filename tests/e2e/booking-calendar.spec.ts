import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Sipalu } from './sipalu-process.ts';
import { hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
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
  signIn,
  STUDENT,
  texts,
} from './booking-phone.ts';

// The professional's schedule on a phone, in English and in Nepali: he gives one service its own
// length and a visitor sees that service's slots follow it; he makes a private calendar link,
// a calendar app's fetch of it reads his accepted bookings, and once revoked it answers 404; his
// week view shows the demo's bookings, a day at a time, each a link to its page. Axe checks the
// working-hours page and the week. The journey changes his rules, so it runs on a Sipalu of its own.

/** Each journey signs in and walks several pages on a shared two-core machine. */
const JOURNEY_TIMEOUT = 180_000;
const MINUTE = 60_000;
const SERVICE = SERVICES[0];
/** Each run sets another length, so the slots change whatever the run before left. */
const LENGTH = { en: 30, ne: 45 };

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

/** The shortest step between the free slots a visitor sees on the service's panel, in minutes. */
async function slotStep(page: Page, language: Language): Promise<number> {
  await page.goto(`/professionals?q=${encodeURIComponent(PROFESSIONAL.fullName)}`);
  await page.getByRole('link', { name: PROFESSIONAL.fullName, exact: true }).first().click();
  await page.waitForURL(/\/professionals\/[0-9a-f-]{36}$/, POLL);
  const card = page.locator('article', { has: page.getByRole('heading', { name: SERVICE[language] }) });
  const panel = card.getByTestId('book-panel');
  await panel.locator('[data-slot]').first().waitFor(POLL);
  const days = panel.getByRole('list', { name: texts[language]('bookings.slots.days') }).getByRole('button');
  // the first day with free time may have one slot left late in the day: take a day with two
  for (;;) {
    const starts = (
      await panel.locator('[data-slot]').evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-slot')!))
    )
      .map((start) => Date.parse(start))
      .sort((a, b) => a - b);
    const pressed = await days.evaluateAll((buttons) =>
      buttons.findIndex((button) => button.getAttribute('aria-pressed') === 'true'),
    );
    if (starts.length >= 2 || pressed + 1 >= (await days.count())) {
      const steps = starts.slice(1).map((start, index) => (start - starts[index]!) / MINUTE);
      return Math.min(...steps);
    }
    await days.nth(pressed + 1).click();
    await expect.poll(() => days.nth(pressed + 1).getAttribute('aria-pressed'), POLL).toBe('true');
  }
}

for (const language of ['en', 'ne'] as const) {
  const t = texts[language];

  describe.skipIf(!hasBrowser)(
    `the professional's schedule on a phone in ${language === 'en' ? 'English' : 'Nepali'}`,
    () => {
      it(
        'one service gets its own length, and its slots follow it',
        async () => {
          const visitor = await phone(language);
          const before = await slotStep(visitor.page, language);
          expect(before).not.toBe(LENGTH[language]);

          const pro = await phone(language);
          await signIn(pro.page, PROFESSIONAL.email, language);
          await pro.page.goto('/bookings/availability');
          const form = pro.page.getByTestId('service-rules-form').filter({ hasText: SERVICE[language] });
          await form.waitFor(POLL);
          await form.getByLabel(t('bookings.serviceRules.custom')).check();
          // a length too short is refused with the rule's message, and what was typed stays
          await form.getByLabel(t('bookings.availability.duration')).fill('5');
          await form.getByRole('button', { name: t('bookings.serviceRules.save') }).click();
          await form.getByText(t('bookings.validation.minutesInvalid')).first().waitFor(POLL);
          expect(await form.getByLabel(t('bookings.availability.duration')).inputValue()).toBe('5');
          await form.getByLabel(t('bookings.availability.duration')).fill(String(LENGTH[language]));
          await form.getByLabel(t('bookings.availability.bufferAfter')).fill('0');
          await form.getByRole('button', { name: t('bookings.serviceRules.save') }).click();
          await expectToast(pro.page, t('bookings.serviceRules.saved', { service: SERVICE[language] }));
          await expectAxeClean(pro.page);
          await expectNoOverflow(pro.page);
          await shot(pro.page, `service-rules-${language}`);

          expect(await slotStep(visitor.page, language)).toBe(LENGTH[language]);
          await visitor.context.close();
          await pro.context.close();
        },
        JOURNEY_TIMEOUT,
      );

      it(
        'a private calendar link gives his accepted bookings until it is revoked',
        async () => {
          const pro = await phone(language);
          await signIn(pro.page, PROFESSIONAL.email, language);
          await pro.page.goto('/bookings/availability');
          const feed = pro.page.getByTestId('calendar-feed');
          await feed.getByTestId('feed-state').waitFor(POLL);
          await feed.getByRole('button', { name: t('bookings.feed.create') }).click();
          await expectToast(pro.page, t('bookings.feed.created'));
          const url = await feed.getByTestId('feed-url').inputValue();
          expect(url).toMatch(/\/api\/bookings\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
          await expectAxeClean(pro.page);
          await expectNoOverflow(pro.page);
          await shot(pro.page, `calendar-feed-${language}`);

          // what a calendar app reads, without his session
          const answer = await fetch(url);
          expect(answer.status).toBe(200);
          expect(answer.headers.get('content-type')).toContain('text/calendar');
          const ics = (await answer.text()).replace(/\r\n[ \t]/g, '');
          expect(ics).toContain('BEGIN:VEVENT');
          expect(ics).toContain(STUDENT.fullName);

          await feed.getByRole('button', { name: t('bookings.feed.revoke') }).click();
          await expectToast(pro.page, t('bookings.feed.revoked'));
          await feed.getByText(t('bookings.feed.none')).waitFor(POLL);
          expect((await fetch(url)).status).toBe(404);
          await pro.context.close();
        },
        JOURNEY_TIMEOUT,
      );

      it(
        'the week view shows the demo bookings a day at a time, each a link to its page',
        async () => {
          const pro = await phone(language);
          await signIn(pro.page, PROFESSIONAL.email, language);
          await pro.page.goto('/bookings?as=professional&view=week');
          const week = pro.page.getByTestId('booking-week');
          await week.waitFor(POLL);
          // the demo has bookings yesterday, in two and in three days: this week holds one at least
          await week
            .locator('[data-booking]')
            .first()
            .waitFor({ state: 'attached', ...POLL });
          const day = await week
            .locator('[data-booking]')
            .first()
            .evaluate((link) => link.closest('[data-day]')!.getAttribute('data-day')!);
          await week.locator(`[data-picker-day="${day}"]`).click();
          const link = week.locator(`[data-day="${day}"] [data-booking]`).first();
          await link.waitFor(POLL);
          expect(await week.locator(`[data-picker-day="${day}"]`).getAttribute('aria-pressed')).toBe('true');
          await expectAxeClean(pro.page);
          await expectNoOverflow(pro.page);
          await shot(pro.page, `week-${language}`);

          // the other weeks are a button away, and back again
          const from = await week.getAttribute('data-from');
          await week.getByRole('button', { name: t('bookings.week.next') }).click();
          await pro.page.waitForURL(/week=\d{4}-\d{2}-\d{2}/, POLL);
          // the grid follows the address on the next render, not at once
          await pro.page.locator(`[data-testid="booking-week"]:not([data-from="${from}"])`).waitFor(POLL);
          await week.getByRole('button', { name: t('bookings.week.thisWeek') }).click();
          // this week's grid again (not the next one's, shown while this one loads), its day picked anew
          await week.locator(`[data-week="${from}"]`).waitFor(POLL);
          await week.locator(`[data-picker-day="${day}"]`).click();
          await link.waitFor(POLL);

          // by keyboard: the booking's link opens its page
          const id = await link.getAttribute('data-booking');
          await link.focus();
          await pro.page.keyboard.press('Enter');
          await pro.page.waitForURL(`**/bookings/${id}`, POLL);
          await pro.page.getByTestId('booking').waitFor(POLL);
          await pro.context.close();
        },
        JOURNEY_TIMEOUT,
      );
    },
  );
}
