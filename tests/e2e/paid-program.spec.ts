import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { CataloguePage } from '#contract/catalogue.ts';
import type { ProgramEarnings, ProgramPayment } from '#contract/program-payments.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { DEMO_STAFF } from '#server/db/seed/demo-accounts.ts';
import type { Sipalu } from './sipalu-process.ts';
import { hasBrowser, launchBrowser, startOwnSipalu } from './browser.ts';
import {
  expectAxeClean,
  expectNoOverflow,
  expectToast,
  type Language,
  phone as onPhone,
  POLL,
  shot,
  signIn,
  STUDENT,
  texts,
} from './booking-phone.ts';
import { expectNoOverflowOutsideScrollers, turnOnTwoFactor, useLanguage } from './staff-phone.ts';

// Paying a program's fee (decision 054) with the test gateway `npm start` serves: on a phone, in
// English and in Nepali, a learner opens the demo institution's paid program, pays its fee, comes
// back enrolled, and opens the printable receipt naming the program and the institution. Staff then
// find the payment in the console's Payments tab and refund the held fee from its money timeline in
// two parts (decision 059): the first keeps the learner enrolled, the second ends the enrolment. Axe checks each page and the dialog. It enrols demo learners and
// refunds, so it runs on a Sipalu of its own.

const PROGRAM = { en: 'Certified Network Technician', ne: 'प्रमाणित नेटवर्क प्राविधिक' };
const INSTITUTION = 'Himalayan Polytechnic Institute';
/** Learners not enrolled in it in the demo data, one for each language. */
const LEARNERS = { en: STUDENT.email, ne: 'pooja.adhikari@sipalu.demo' };

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

/** The paid demo program's id and fee, as the learner's session reads them. */
async function paidProgram(page: Page): Promise<{ id: string; feePaisa: number }> {
  const found = (await (
    await page.request.get(`/api/catalogue?q=${encodeURIComponent(PROGRAM.en)}`)
  ).json()) as CataloguePage;
  const card = found.items.find((item) => item.kind === 'program' && item.title === PROGRAM.en);
  if (!card?.feePaisa) throw new Error('the demo program has no fee');
  const payment = (await (await page.request.get(`/api/payments/programs/${card.id}`)).json()) as ProgramPayment;
  expect(payment).toMatchObject({ state: 'unpaid', payable: true });
  return { id: card.id, feePaisa: card.feePaisa };
}

describe.skipIf(!hasBrowser)('paying a program’s fee with the test gateway', () => {
  for (const language of ['en', 'ne'] as Language[]) {
    it(`pays, is enrolled at once and opens the receipt (${language})`, async () => {
      const t = texts[language];
      const { context, page } = await onPhone(browser, server!.base, language);
      try {
        await signIn(page, LEARNERS[language], language);
        const program = await paidProgram(page);
        const amount = formatMoney(program.feePaisa / 100, language);
        await page.goto(`/programs/${program.id}`);
        await page.getByTestId('program-fee').waitFor(POLL);
        expect(await page.getByTestId('program-fee').textContent()).toBe(t('payments.program.fee', { amount }));
        await page.getByText(t('payments.program.payNow', { amount })).waitFor(POLL);
        await page.getByText(t('payments.card.testNote')).waitFor(POLL);
        // a paid program offers no one-click enrolment
        expect(await page.getByRole('button', { name: t('catalogue.enrol'), exact: true }).count()).toBe(0);
        await expectAxeClean(page);
        await expectNoOverflow(page);
        await shot(page, `paid-program-unpaid-${language}`);

        await page.getByTestId('pay-esewa').click();
        await page.waitForURL(/\/test-gateway\/esewa\/form$/, POLL);
        expect(await page.getByTestId('test-gateway-amount').textContent()).toBe(amount);
        await page.getByRole('button', { name: /Pay \(test\)|भुक्तानी गर्नुहोस्/ }).click();

        // back on the program's page: paid, and enrolled
        await page.waitForURL(new RegExp(`/programs/${program.id}\\?payment=[0-9a-f-]{36}$`), POLL);
        const attemptId = new URL(page.url()).searchParams.get('payment')!;
        await page.locator('[data-testid="payment-return"][data-status="paid"]').waitFor(POLL);
        await page.getByText(t('payments.program.paid')).waitFor(POLL);
        await page.locator('[data-testid="program-payment-state"][data-state="paid"]').waitFor(POLL);
        await page.getByText(t('catalogue.enrolled'), { exact: true }).first().waitFor(POLL);
        expect(await page.getByTestId('pay-esewa').count()).toBe(0);
        await expectAxeClean(page);
        await expectNoOverflow(page);
        await shot(page, `paid-program-enrolled-${language}`);

        await page.getByTestId('receipt-link').click();
        await page.waitForURL(/\/receipts\/[0-9a-f-]{36}$/, POLL);
        await page.getByTestId('receipt-service').waitFor(POLL);
        expect(await page.getByTestId('receipt-service').textContent()).toBe(PROGRAM[language]);
        expect(await page.getByTestId('receipt-professional').textContent()).toBe(INSTITUTION);
        expect(await page.getByTestId('receipt-amount').textContent()).toBe(amount);
        await page.getByText(t('receipts.institution'), { exact: true }).waitFor(POLL);
        await page.getByTestId('receipt-date-bs').waitFor(POLL);
        await page.getByRole('link', { name: t('receipts.backToProgram') }).waitFor(POLL);
        await expectAxeClean(page);
        await expectNoOverflow(page);
        await shot(page, `paid-program-receipt-${language}`);

        await institutionSeesFees(language, program.feePaisa);
        await refundAsStaff(language, attemptId, program.feePaisa);
        // the learner's page says so, and offers paying again
        await page.goto(`/programs/${program.id}`);
        await page.locator('[data-testid="program-payment-state"][data-state="refunded"]').waitFor(POLL);
        await page.getByText(t('payments.program.state.refunded')).waitFor(POLL);
      } finally {
        await context.close();
      }
    });
  }
});

/**
 * Staff find the payment, open its timeline and refund the held fee in two parts: रु 1,000 first
 * (after a reason too short), which keeps the learner enrolled, then the rest, which ends it.
 */
async function refundAsStaff(language: Language, attemptId: string, feePaisa: number) {
  const t = texts[language];
  const money = (paisa: number) => formatMoney(paisa / 100, language);
  const PART = 100_000;
  const { page } = staff;
  await useLanguage(page, language);
  await page.goto(`/staff/payments?q=${attemptId}`);
  await page.getByTestId('open-program-timeline').click();
  await page.waitForURL(new RegExp(`/staff/payments/programs/${attemptId}$`), POLL);
  await page.locator('[data-testid="program-money-timeline"][data-refundable="true"]').waitFor(POLL);
  expect(await page.getByTestId('program-fee-held').textContent()).toBe(
    t('payments.staff.programHeld', { amount: money(feePaisa) }),
  );
  await page.getByText(PROGRAM[language], { exact: false }).first().waitFor(POLL);
  await expectAxeClean(page);
  await expectNoOverflowOutsideScrollers(page);
  await shot(page, `paid-program-staff-held-${language}`);

  // the first part: रु 1,000 of it
  await page.getByTestId('refund-program-fee').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor(POLL);
  await dialog.getByText(t('payments.staff.programRefundHint', { amount: money(feePaisa) })).waitFor(POLL);
  await expectAxeClean(page, '[role="dialog"]');
  const reason = dialog.getByLabel(t('payments.staff.programRefundReason'));
  await dialog.getByLabel(t('payments.staff.programRefundAmount')).fill('1000');
  await reason.fill('too short');
  await dialog.getByTestId('confirm-program-refund').click();
  await dialog.getByText(t('payments.program.validation.reason')).waitFor(POLL);
  await reason.fill('The learner takes only the theory part of this intake.');
  await shot(page, `paid-program-staff-refund-${language}`);
  await dialog.getByTestId('confirm-program-refund').click();
  await expectToast(page, t('payments.staff.programPartlyRefunded', { amount: money(PART) }));
  await dialog.waitFor({ state: 'detached', ...POLL });

  // the rest is still held and refundable; the part is owed back
  await page
    .getByTestId('program-fee-held')
    .getByText(money(feePaisa - PART), { exact: false })
    .waitFor(POLL);
  await page.locator('[data-testid="program-money-timeline"][data-refundable="true"]').waitFor(POLL);
  await page.getByText(t('payments.staff.refundOwed', { amount: money(PART) })).waitFor(POLL);
  await expectAxeClean(page);
  await expectNoOverflowOutsideScrollers(page);
  await shot(page, `paid-program-staff-part-refunded-${language}`);
  // a fresh page: a second toast stacked over the first fades it, which axe reads as low contrast
  await page.reload();
  await page.locator('[data-testid="program-money-timeline"][data-refundable="true"]').waitFor(POLL);

  // the second part: the amount left empty refunds all that is still held, and ends the enrolment
  await page.getByTestId('refund-program-fee').click();
  await dialog.getByText(t('payments.staff.programRefundHint', { amount: money(feePaisa - PART) })).waitFor(POLL);
  await expectAxeClean(page, '[role="dialog"]');
  await dialog.getByLabel(t('payments.staff.programRefundReason')).fill('The institution cancelled this intake.');
  await dialog.getByTestId('confirm-program-refund').click();
  await expectToast(page, t('payments.staff.programRefunded', { amount: money(feePaisa - PART) }));
  await dialog.waitFor({ state: 'detached', ...POLL });

  // the timeline shows both refunds posted, the fee no longer held, and no button
  await page.locator('[data-testid="program-money-timeline"][data-refundable="false"]').waitFor(POLL);
  expect(await page.locator('[data-testid="ledger-posting"][data-kind="refund"]').count()).toBe(2);
  await page.getByText(t('payments.staff.refundOwed', { amount: money(feePaisa) })).waitFor(POLL);
  expect(await page.getByTestId('refund-program-fee').count()).toBe(0);
  await expectAxeClean(page);
  await expectNoOverflowOutsideScrollers(page);
  await shot(page, `paid-program-staff-refunded-${language}`);
}

/** The institution's dashboard shows the fee just paid held, with the program's line, on a phone. */
async function institutionSeesFees(language: Language, feePaisa: number) {
  const t = texts[language];
  const { context, page } = await onPhone(browser, server!.base, language);
  try {
    await signIn(page, 'institution@sipalu.demo', language);
    const fees = (await (await page.request.get('/api/payouts/program-earnings')).json()) as ProgramEarnings;
    const line = fees.programs.find((item) => item.programTitle === PROGRAM.en);
    expect(line?.heldPaisa).toBeGreaterThanOrEqual(feePaisa);
    await page.goto('/institution-dashboard');
    const card = page.getByTestId('program-earnings');
    await card.getByText(t('payouts.programEarnings.title')).waitFor(POLL);
    expect(await card.getByTestId('program-earnings-held').textContent()).toBe(
      formatMoney(fees.heldPaisa / 100, language),
    );
    await card.getByText(PROGRAM[language]).waitFor(POLL);
    await card.scrollIntoViewIfNeeded();
    await expectAxeClean(page);
    await expectNoOverflow(page);
    await shot(page, `paid-program-institution-${language}`);
  } finally {
    await context.close();
  }
}
