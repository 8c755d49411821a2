import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
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
  SHOTS,
  signIn,
  STUDENT,
  texts,
} from './booking-phone.ts';

// An offer from a conversation, on a phone, in English and in Nepali: the student writes to the
// professional, he sends her an offer from the conversation (a refused price keeps what he typed),
// she accepts it in the chat and opens the booking it became. Axe checks the dialog and the thread.
// The journey adds bookings, so it runs on a Sipalu of its own.

const SERVICE = SERVICES[0];
const DAY = 86_400_000;

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

/** The student's conversation with the professional, started as "Message" on his page does. */
async function conversationWithProfessional(student: BrowserContext, pro: BrowserContext): Promise<string> {
  const me = (await (await pro.request.get('/api/me')).json()) as { user: { id: string } };
  const response = await student.request.post('/api/conversations', {
    data: { participantId: me.user.id },
    headers: { origin: server!.base },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** A Nepal calendar day some days ahead, as a date input takes it. */
const nepalDayAhead = (days: number) =>
  new Date(Date.now() + (5 * 60 + 45) * 60_000 + days * DAY).toISOString().slice(0, 10);

for (const [index, language] of (['en', 'ne'] as const).entries()) {
  const t = texts[language];

  describe.skipIf(!hasBrowser)(`offers on a phone in ${language === 'en' ? 'English' : 'Nepali'}`, () => {
    it(
      'the professional sends an offer in the chat, the student accepts it and sees the booking',
      { timeout: 150_000 },
      async () => {
        const pro = await phone(language);
        await signIn(pro.page, PROFESSIONAL.email, language);
        const student = await phone(language);
        await signIn(student.page, STUDENT.email, language);
        const id = await conversationWithProfessional(student.context, pro.context);

        // the student asks first
        const question = `Can you fix the sockets next week? (${language})`;
        await student.page.goto(`/messages?conversation=${id}&message=${encodeURIComponent(question)}`);
        const input = student.page.getByRole('textbox', { name: t('messaging.inputLabel') });
        await expect.poll(() => input.inputValue(), POLL).toBe(question);
        await input.press('Enter');
        await student.page.getByRole('log').getByText(question).waitFor(POLL);

        // the professional answers with an offer from the conversation's header
        await pro.page.goto(`/messages?conversation=${id}`);
        await pro.page.getByRole('log').getByText(question).waitFor(POLL);
        await pro.page.getByRole('button', { name: t('bookings.offers.send') }).click();
        const dialog = pro.page.getByRole('dialog', { name: t('bookings.offers.dialogTitle') });
        await dialog.waitFor(POLL);
        await dialog.getByLabel(t('bookings.offers.service')).selectOption({ label: SERVICE[language] });
        // far enough ahead to miss the demo's bookings, early before anyone's working hours
        const date = nepalDayAhead(40 + index);
        await dialog.getByLabel(t('bookings.offers.date'), { exact: false }).fill(date);
        await dialog.getByLabel(t('bookings.offers.time'), { exact: false }).fill('06:15');
        const address = 'Jhamsikhel, near the Sajha bus stop';
        await dialog.getByLabel(t('bookings.form.address'), { exact: false }).fill(address);
        // nothing is free: the form says why and keeps what was typed
        const price = dialog.getByLabel(t('bookings.offers.price'), { exact: false });
        await price.fill('0');
        await dialog.getByRole('button', { name: t('bookings.offers.submit') }).click();
        await dialog.getByText(t('bookings.offers.validation.pricePositive')).first().waitFor(POLL);
        expect(await dialog.getByLabel(t('bookings.form.address'), { exact: false }).inputValue()).toBe(address);
        expect(await dialog.getByLabel(t('bookings.offers.date'), { exact: false }).inputValue()).toBe(date);
        await expectAxeClean(pro.page, '[role="dialog"]');
        await shot(pro.page, `offer-dialog-${language}`, false);
        await price.fill('2750');
        await dialog.getByRole('button', { name: t('bookings.offers.submit') }).click();
        await expectToast(pro.page, t('bookings.offers.sent', { name: STUDENT.fullName }));
        const proCard = pro.page.locator('[data-testid="offer-card"][data-status="open"]');
        await proCard.waitFor(POLL);
        await proCard.getByText(t('bookings.offers.card.waitingClient', { name: STUDENT.fullName })).waitFor(POLL);
        // the professional cannot accept his own offer
        expect(await proCard.getByRole('button', { name: t('bookings.offers.card.accept') }).count()).toBe(0);
        await expectAxeClean(pro.page, '[role="log"]');
        await expectNoOverflow(pro.page);
        await shot(pro.page, `offer-thread-pro-${language}`);

        // it reaches the student's open conversation; she accepts it there
        // (the same two people: the English run's offer is in this thread already, accepted)
        const card = student.page.locator('[data-testid="offer-card"][data-status="open"]', {
          hasText: SERVICE[language],
        });
        await card.waitFor(POLL);
        await expectAxeClean(student.page, '[role="log"]');
        await expectNoOverflow(student.page);
        await shot(student.page, `offer-thread-student-${language}`);
        if (SHOTS) await card.screenshot({ path: `${SHOTS}/offer-card-${language}.png` });
        await card.getByRole('button', { name: t('bookings.offers.card.accept') }).click();
        await expectToast(student.page, t('bookings.offers.card.done.accept'));
        const open = '[data-testid="offer-card"][data-status="open"]';
        await expect.poll(() => student.page.locator(open).count(), POLL).toBe(0);
        // and the professional's card says so too, without a reload
        await expect.poll(() => pro.page.locator(open).count(), POLL).toBe(0);

        await student.page
          .locator('[data-testid="offer-card"][data-status="accepted"]')
          .last()
          .getByRole('link', { name: t('bookings.offers.card.viewBooking') })
          .click();
        await student.page.waitForURL(/\/bookings\/[0-9a-f-]{36}$/, POLL);
        const booking = student.page.locator('[data-testid="booking"][data-status="accepted"]');
        await booking.waitFor(POLL);
        await booking.getByText(address, { exact: false }).waitFor(POLL);
        await student.page.getByTestId('booking-timeline').getByText(t('bookings.timeline.fromOffer')).waitFor(POLL);
        await expectAxeClean(student.page);
        await expectNoOverflow(student.page);
        await shot(student.page, `offer-booking-${language}`);
        await pro.context.close();
        await student.context.close();
      },
    );
  });
}
