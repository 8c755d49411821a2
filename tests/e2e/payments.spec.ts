import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { BookingList } from '#contract/bookings.ts';
import type { BookingPayment } from '#contract/payments.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import type { Sipalu } from './sipalu-process.ts';
import { hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
import {
  expectAxeClean,
  expectNoOverflow,
  type Language,
  phone as onPhone,
  POLL,
  shot,
  signIn,
  STUDENT,
  texts,
} from './booking-phone.ts';

// Paying a booking online (issue 33) with the test gateway that `npm start` serves when no gateway
// is configured: on a phone, in English and in Nepali, the student pays her accepted booking, the
// clearly labelled test gateway takes the payment, and back on the booking's page it says the
// payment was received and the money is held. Axe checks each page. It pays demo bookings, so it runs on a
// Sipalu of its own.

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

/** One of the student's upcoming bookings that is not paid yet, through her own session. */
async function unpaidBooking(page: Page): Promise<{ id: string; pricePaisa: number }> {
  const list = (await (await page.request.get('/api/bookings?as=client&view=upcoming')).json()) as BookingList;
  for (const card of list.items) {
    const payment = (await (await page.request.get(`/api/payments/bookings/${card.id}`)).json()) as BookingPayment;
    if (payment.payable) return { id: card.id, pricePaisa: payment.pricePaisa };
  }
  throw new Error('the demo student has no booking left to pay');
}

describe.skipIf(!hasBrowser)('paying a booking with the test gateway', () => {
  for (const language of ['en', 'ne'] as Language[]) {
    it(`pays, and the booking shows the money held (${language})`, async () => {
      const t = texts[language];
      const { context, page } = await onPhone(browser, server!.base, language);
      try {
        await signIn(page, STUDENT.email, language);
        const booking = await unpaidBooking(page);
        const amount = formatMoney(booking.pricePaisa / 100, language);
        await page.goto(`/bookings/${booking.id}`);
        const state = page.getByTestId('payment-state');
        await page.locator('[data-testid="payment-state"][data-state="unpaid"]').waitFor(POLL);
        // the fee shows before paying, and the button says it is a test
        await page.getByTestId('payment-fee').waitFor(POLL);
        await page.getByText(t('payments.card.testNote')).waitFor(POLL);
        await expectAxeClean(page);
        await expectNoOverflow(page);
        await shot(page, `payment-unpaid-${language}`);

        await page.getByTestId('pay-esewa').click();
        await page.waitForURL(/\/test-gateway\/esewa\/form$/, POLL);
        await page.getByRole('heading', { name: /Test payment, no real money/ }).waitFor(POLL);
        await page.getByText('परीक्षण भुक्तानी, साँचो पैसा होइन').waitFor(POLL);
        // the gateway's page is in the reader's language too (the language cookie)
        expect(await page.getByTestId('test-gateway-amount').textContent()).toBe(amount);
        await expectAxeClean(page);
        await expectNoOverflow(page);
        await shot(page, `payment-gateway-${language}`);
        await page.getByRole('button', { name: /Pay \(test\)|भुक्तानी गर्नुहोस्/ }).click();

        // back on the booking's page, which says what became of the payment
        await page.waitForURL(new RegExp(`/bookings/${booking.id}\\?payment=[0-9a-f-]{36}$`), POLL);
        await page.locator('[data-testid="payment-return"][data-status="paid"]').waitFor(POLL);
        await page.getByText(t('payments.return.paid', { amount })).waitFor(POLL);
        await page.locator('[data-testid="payment-state"][data-state="held"]').waitFor(POLL);
        await expectAxeClean(page);
        await expectNoOverflow(page);
        await shot(page, `payment-return-${language}`);
        expect(await state.textContent()).toBe(t('payments.state.held', { amount }));
        await expectAxeClean(page);
      } finally {
        await context.close();
      }
    });
  }
});
