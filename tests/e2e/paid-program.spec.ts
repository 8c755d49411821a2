import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CataloguePage } from '#contract/catalogue.ts';
import type { ProgramPayment } from '#contract/program-payments.ts';
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

// Paying a program's fee (decision 054) with the test gateway `npm start` serves: on a phone, in
// English and in Nepali, a learner opens the demo institution's paid program, pays its fee, comes
// back enrolled, and opens the printable receipt naming the program and the institution. Axe
// checks each page. It enrols demo learners, so it runs on a Sipalu of its own.

const PROGRAM = { en: 'Certified Network Technician', ne: 'प्रमाणित नेटवर्क प्राविधिक' };
const INSTITUTION = 'Himalayan Polytechnic Institute';
/** Learners not enrolled in it in the demo data, one for each language. */
const LEARNERS = { en: STUDENT.email, ne: 'pooja.adhikari@sipalu.demo' };

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
      } finally {
        await context.close();
      }
    });
  }
});
