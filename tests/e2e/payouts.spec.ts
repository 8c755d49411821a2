import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BookingList } from '#contract/bookings.ts';
import type { BookingPayment } from '#contract/payments.ts';
import type { Earnings } from '#contract/payouts.ts';
import type { ProgramEarnings } from '#contract/program-payments.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { DEMO_PASSWORD, DEMO_STAFF } from '#server/db/seed/demo-accounts.ts';
import { totpCode } from '#tests/fixtures/totp.ts';
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
  shot,
  signIn,
  texts,
} from './booking-phone.ts';

// Payouts and receipts (decision 051) on a phone, in English and in Nepali: the demo professional
// sees money available on his earnings page, staff record a payout of it with the transfer's
// reference in the console's Payouts tab, and the professional then sees it paid out; the client
// who paid opens the payment's receipt. The demo institution's program fees (decision 054) are paid
// out the same way, and its dashboard's card lists the transfer. Axe checks each page and the dialog. It records payouts, so
// it runs on a Sipalu of its own.

const NABIN = 'nabin.magar@sipalu.demo';
const INSTITUTION = 'institution@sipalu.demo';
let browser: Browser;
let server: Sipalu | undefined;
/** The staff member's phone, signed in once with two-factor sign-in turned on. */
let staff: { context: BrowserContext; page: Page };

beforeAll(async () => {
  if (!hasBrowser) return;
  browser = await launchBrowser();
  server = await startOwnSipalu();
  staff = await onPhone(browser, server.base, 'en');
  await signIn(staff.page, DEMO_STAFF.email, 'en');
  await turnOnTwoFactor(staff.page);
});

afterAll(async () => {
  await staff?.context.close();
  await browser?.close();
  await server?.stop();
});

/** The demo staff member starts without two-factor sign-in, which the console asks for. */
async function turnOnTwoFactor(page: Page) {
  const t = texts.en;
  await page.goto('/settings/security');
  const section = page.getByRole('region', { name: t('security.twoFactor.title') });
  await section.getByRole('button', { name: t('security.twoFactor.enable') }).click();
  await section.getByLabel(t('auth.password')).fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: t('security.twoFactor.enable') }).click();
  await section.getByRole('img', { name: t('security.twoFactor.qrAlt') }).waitFor(POLL);
  const secret = (await section.getByTestId('totp-key').innerText()).replace(/\s/g, '');
  await section.getByLabel(t('security.twoFactor.code')).fill(totpCode(secret));
  await section.getByRole('button', { name: t('security.twoFactor.confirm') }).click();
  await section.getByRole('button', { name: t('security.twoFactor.done') }).click();
  await section.getByText(t('security.twoFactor.on')).waitFor(POLL);
}

const earningsOf = async (page: Page) => (await (await page.request.get('/api/payouts/earnings')).json()) as Earnings;

describe.skipIf(!hasBrowser)('payouts and receipts', () => {
  for (const language of ['en', 'ne'] as Language[]) {
    it(`pays the professional out, and he sees it paid out (${language})`, async () => {
      const t = texts[language];
      const money = (paisa: number) => formatMoney(paisa / 100, language);
      const pro = await onPhone(browser, server!.base, language);
      try {
        await signIn(pro.page, PROFESSIONAL.email, language);
        const before = await earningsOf(pro.page);
        expect(before.availablePaisa).toBeGreaterThan(0);
        await pro.page.goto('/professional-dashboard');
        await pro.page.getByTestId('earnings-link').click();
        await pro.page.waitForURL(/\/earnings$/, POLL);
        await pro.page.getByRole('heading', { level: 1, name: t('payouts.earnings.title') }).waitFor(POLL);
        expect(await pro.page.getByTestId('earnings-available').textContent()).toBe(money(before.availablePaisa));
        expect(await pro.page.getByTestId('earnings-paid-out').textContent()).toBe(money(before.paidOutPaisa));
        expect(await pro.page.getByTestId('earnings-held').textContent()).toBe(money(before.heldPaisa));
        await pro.page.getByTestId('earning-line').first().waitFor(POLL);
        await expectAxeClean(pro.page);
        await expectNoOverflow(pro.page);
        await shot(pro.page, `earnings-before-${language}`);

        // staff pay part of it in English's run, and the rest (the form's default) in Nepali's
        const { page } = staff;
        await page.evaluate((lang) => localStorage.setItem('sipalu.lang', lang), language);
        await page.goto('/staff/payouts');
        const row = page.getByTestId('payout-balance').filter({ hasText: PROFESSIONAL.fullName });
        await row.getByTestId('payout-available').getByText(money(before.availablePaisa)).waitFor(POLL);
        await expectAxeClean(page);
        // the console's tab bar scrolls sideways on a phone by design; the page itself must not
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await shot(page, `staff-payouts-${language}`);
        await row.getByRole('button', { name: t('payouts.staff.record') }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(t('payouts.staff.dialogText', { amount: money(before.availablePaisa) })).waitFor(POLL);
        await expectAxeClean(page);
        // a reference is required: refused, and what was typed stays
        const amount = language === 'en' ? 10_000 : before.availablePaisa;
        if (language === 'en') await dialog.getByLabel(t('payouts.staff.amount')).fill('100');
        await dialog.getByRole('button', { name: t('payouts.staff.submit') }).click();
        await dialog.getByText(t('payouts.validation.referenceRequired')).waitFor(POLL);
        await expectAxeClean(page);
        await shot(page, `payout-dialog-${language}`, false);
        await dialog.getByLabel(t('payouts.staff.reference')).fill(`NIC Asia FT-${language}-42`);
        await dialog.getByRole('button', { name: t('payouts.staff.submit') }).click();
        await expectToast(page, t('payouts.staff.done', { amount: money(amount) }));
        await dialog.waitFor({ state: 'detached', ...POLL });

        // the professional sees it paid out, with the reference
        await pro.page.reload();
        await pro.page
          .getByTestId('earnings-paid-out')
          .getByText(money(before.paidOutPaisa + amount), { exact: true })
          .waitFor(POLL);
        expect(await pro.page.getByTestId('earnings-available').textContent()).toBe(
          money(before.availablePaisa - amount),
        );
        await pro.page
          .getByText(t('payouts.earnings.reference', { reference: `NIC Asia FT-${language}-42` }))
          .waitFor(POLL);
        await expectAxeClean(pro.page);
        await expectNoOverflow(pro.page);
        await shot(pro.page, `earnings-after-${language}`);
      } finally {
        await pro.context.close();
      }
    });

    it(`pays the institution's program fees out, and its card lists the transfer (${language})`, async () => {
      const t = texts[language];
      const money = (paisa: number) => formatMoney(paisa / 100, language);
      const reference = `Global IME FT-${language}-77`;
      const inst = await onPhone(browser, server!.base, language);
      try {
        await signIn(inst.page, INSTITUTION, language);
        const before = (await (await inst.page.request.get('/api/payouts/program-earnings')).json()) as ProgramEarnings;
        expect(before.availablePaisa).toBeGreaterThan(0);
        await inst.page.goto('/institution-dashboard');
        const card = inst.page.getByTestId('program-earnings');
        const transfers = card.getByTestId('program-payouts');
        await transfers.waitFor(POLL);
        if (before.payouts.length === 0) {
          await transfers.getByText(t('payouts.programEarnings.noPayouts')).waitFor(POLL);
          await transfers.scrollIntoViewIfNeeded();
          await shot(inst.page, `program-payouts-empty-${language}`);
        }

        // staff pay रु 1,000 of it in English's run, and the rest in Nepali's
        const amount = language === 'en' ? 100_000 : before.availablePaisa;
        const { page } = staff;
        await page.evaluate((lang) => localStorage.setItem('sipalu.lang', lang), language);
        await page.goto('/staff/payouts');
        const row = page.getByTestId('payout-balance').filter({ hasText: INSTITUTION });
        await row.getByTestId('payout-available').getByText(money(before.availablePaisa)).waitFor(POLL);
        await row.getByRole('button', { name: t('payouts.staff.record') }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor(POLL);
        if (language === 'en') await dialog.getByLabel(t('payouts.staff.amount')).fill('1000');
        await dialog.getByLabel(t('payouts.staff.reference')).fill(reference);
        await dialog.getByRole('button', { name: t('payouts.staff.submit') }).click();
        await expectToast(page, t('payouts.staff.done', { amount: money(amount) }));
        await dialog.waitFor({ state: 'detached', ...POLL });

        // the institution's card: paid out, and the transfer with its date and reference, newest first
        await inst.page.reload();
        await card
          .getByTestId('program-earnings-paid-out')
          .getByText(money(before.paidOutPaisa + amount), { exact: true })
          .waitFor(POLL);
        const newest = transfers.getByTestId('payout-record').first();
        await newest.getByText(t('payouts.earnings.reference', { reference })).waitFor(POLL);
        expect(await newest.textContent()).toContain(money(amount));
        expect(await transfers.getByTestId('payout-record').count()).toBe(before.payouts.length + 1);
        await transfers.scrollIntoViewIfNeeded();
        await expectAxeClean(inst.page);
        await expectNoOverflow(inst.page);
        await shot(inst.page, `program-payouts-${language}`);
      } finally {
        await inst.context.close();
      }
    });

    it(`shows the client who paid a printable receipt (${language})`, async () => {
      const t = texts[language];
      const { context, page } = await onPhone(browser, server!.base, language);
      try {
        await signIn(page, NABIN, language);
        const past = (await (await page.request.get('/api/bookings?as=client&view=past')).json()) as BookingList;
        let paid: { bookingId: string; attempt: BookingPayment['attempts'][number] } | undefined;
        for (const card of past.items) {
          const payment = (await (
            await page.request.get(`/api/payments/bookings/${card.id}`)
          ).json()) as BookingPayment;
          const attempt = payment.attempts.find((item) => item.status === 'paid');
          if (attempt) paid = { bookingId: card.id, attempt };
        }
        expect(paid).toBeDefined();
        await page.goto(`/bookings/${paid!.bookingId}`);
        await page.getByTestId('receipt-link').click();
        await page.waitForURL(new RegExp(`/receipts/${paid!.attempt.id}$`), POLL);
        await page.getByRole('heading', { level: 1, name: t('receipts.heading') }).waitFor(POLL);
        expect(await page.getByTestId('receipt-amount').textContent()).toBe(
          formatMoney(paid!.attempt.amountPaisa / 100, language),
        );
        expect(await page.getByTestId('receipt-gateway').textContent()).toBe(t('payments.provider.esewa'));
        await page.getByTestId('receipt-date-bs').waitFor(POLL);
        await page.getByTestId('receipt-date-ad').waitFor(POLL);
        // no PAN configured on this server: its line is left out
        expect(await page.getByTestId('receipt-pan').count()).toBe(0);
        await page.getByRole('button', { name: t('receipts.print') }).waitFor(POLL);
        await expectAxeClean(page);
        await expectNoOverflow(page);
        await shot(page, `receipt-${language}`);
        // printed, only the receipt shows: the app's header and the buttons are hidden
        await page.emulateMedia({ media: 'print' });
        expect(await page.getByRole('button', { name: t('receipts.print') }).isVisible()).toBe(false);
        expect(await page.locator('[data-receipt]').isVisible()).toBe(true);
        await page.emulateMedia({ media: 'screen' });
      } finally {
        await context.close();
      }
    });
  }
});
