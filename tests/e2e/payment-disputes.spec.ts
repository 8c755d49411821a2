import { rmSync } from 'node:fs';
import path from 'node:path';
import type { ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BookingList } from '#contract/bookings.ts';
import type { BookingPayment } from '#contract/payments.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { createApp } from '#server/app.ts';
import { sessions, users } from '#server/db/schema/auth.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { staffMembers } from '#server/db/schema/trust.ts';
import { createDeps, type Deps } from '#server/deps.ts';
import { parseEnv } from '#server/env.ts';
import { listen } from '#server/lib/listen.ts';
import { freePort } from '#tests/fixtures/server-process.ts';
import { copyOfDemoData, hasBrowser, launchBrowser } from './browser.ts';
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
  STUDENT,
  texts,
} from './booking-phone.ts';
import { expectReadableToasts } from './toasts.ts';
import { expectNoOverflowOutsideScrollers, openStaffSection } from './staff-phone.ts';

// A dispute of a paid booking (issue 33), on a phone, in English and in Nepali: the student pays
// her booking with the test gateway, the work is marked done, she disputes the payment with a
// reason and a photo (a file that is no photo is refused and the reason stays), the professional
// answers it with a photo of their own, staff see both photos and refund part of it from the
// console's Payments tab, and both sides see the outcome, the answer and the photos on the
// booking's page. Axe checks each new page and dialog. Marking the booking done and making
// staff are done in the database (the bookings journeys walk the former, `npm run staff` the
// latter), so this spec serves the built app from its own process on a copy of the demo data.

const WEB_ROOT = path.resolve(import.meta.dirname, '../../dist/web');
const REFUND_RUPEES = 1000;

let browser: Browser;
let built: Deps;
let server: ServerType;
let base: string;
let dataDir: string;

beforeAll(async () => {
  if (!hasBrowser) return;
  dataDir = copyOfDemoData();
  const port = await freePort();
  base = `http://localhost:${port}`;
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    AUTH_SECRET: 'payment-disputes-e2e-secret-disputes-e2e',
    LOG_LEVEL: 'silent',
  });
  built = await createDeps(env, { webRoot: WEB_ROOT, messageDigests: false });
  await new Promise((resolve) => {
    server = listen(createApp(built.deps), { port, hostname: '127.0.0.1' }, resolve);
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await built?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A new account made staff in the database, two-factor sign-in marked on and passed, on a phone. */
async function staffOnPhone(language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const email = `staff-${language}-${Date.now()}@example.com`;
  const { context, page } = await onPhone(browser, base, language);
  const response = await context.request.post('/api/auth/sign-up/email', {
    data: { name: 'Staff Member', email, password: 'kathmandu-valley-42' },
    headers: { origin: base },
  });
  expect(response.status()).toBe(200);
  const { db } = built.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error('no staff user');
  await db.insert(staffMembers).values({ userId: user.id });
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  await db.update(sessions).set({ twoFactorVerified: true }).where(eq(sessions.userId, user.id));
  return { context, page };
}

/** One of the student's upcoming bookings that is not paid yet, through her own session. */
async function unpaidBooking(page: Page): Promise<{ id: string; pricePaisa: number }> {
  const list = (await (await page.request.get('/api/bookings?as=client&view=upcoming')).json()) as BookingList;
  for (const card of list.items) {
    const payment = (await (await page.request.get(`/api/payments/bookings/${card.id}`)).json()) as BookingPayment;
    if (payment.payable) return { id: card.id, pricePaisa: payment.pricePaisa };
  }
  throw new Error('the demo student has no booking left to pay');
}

/** Axe on the open dialog, and nothing past the phone's edge. */
async function checkDialog(page: Page) {
  await page.getByRole('dialog').waitFor(POLL);
  await expectAxeClean(page, '[role="dialog"]');
  await expectNoOverflowOutsideScrollers(page);
}

/** A phone photo of the problem: a plain picture is enough, the server re-encodes it. */
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a6' } })
    .png()
    .toBuffer();

/**
 * One side's one photo (the client's, or the professional's answer's) shows as a thumbnail that
 * has loaded, inside a link to the whole photo; answers that link's address.
 */
async function expectPhotoShown(page: Page, side: 'client' | 'professional' = 'client'): Promise<string> {
  const link = page.locator(
    `[data-testid="dispute-state"] [data-testid="dispute-photos"][data-side="${side}"] [data-testid="dispute-photo"]`,
  );
  await link.waitFor(POLL);
  expect(await link.count()).toBe(1);
  await link
    .locator('img')
    .evaluate((img: HTMLImageElement) =>
      img.complete && img.naturalWidth > 0
        ? undefined
        : new Promise((resolve) => img.addEventListener('load', resolve)),
    );
  expect(await link.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the thumbnail opens nothing');
  return href;
}

describe.skipIf(!hasBrowser)('disputing a paid booking', () => {
  for (const language of ['en', 'ne'] as Language[]) {
    it(`client disputes, staff refund part of it, and both sides see the outcome (${language})`, async () => {
      const t = texts[language];
      const client = await onPhone(browser, base, language);
      const staff = await staffOnPhone(language);
      const pro = await onPhone(browser, base, language);
      try {
        // the student pays with the test gateway
        const { page } = client;
        await signIn(page, STUDENT.email, language);
        const booking = await unpaidBooking(page);
        const money = (paisa: number) => formatMoney(paisa / 100, language);
        await page.goto(`/bookings/${booking.id}`);
        await page.getByTestId('pay-esewa').click();
        await page.waitForURL(/\/test-gateway\/esewa\/form$/, POLL);
        await page.getByRole('button', { name: /Pay \(test\)|भुक्तानी गर्नुहोस्/ }).click();
        await page.locator('[data-testid="payment-state"][data-state="held"]').waitFor(POLL);
        // nothing to dispute before the work is done
        expect(await page.getByTestId('open-dispute').count()).toBe(0);

        // the professional marks it done (the bookings journeys walk that step)
        await built.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
        await page.goto(`/bookings/${booking.id}`);
        await page.getByTestId('open-dispute').click();
        const dialog = page.getByRole('dialog', { name: t('payments.dispute.dialogTitle') });
        await dialog.waitFor(POLL);
        // too short: the form says so, and keeps what was typed
        await dialog.getByLabel(t('payments.dispute.reasonLabel')).fill('Bad');
        await dialog.getByRole('button', { name: t('payments.dispute.submit') }).click();
        await dialog.getByText(t('payments.dispute.validation.reason')).first().waitFor(POLL);
        expect(await dialog.getByLabel(t('payments.dispute.reasonLabel')).inputValue()).toBe('Bad');
        await checkDialog(page);
        const reason = `The inverter still does not switch over (${language}).`;
        await dialog.getByLabel(t('payments.dispute.reasonLabel')).fill(reason);
        // the keyboard reaches the photo picker straight after the reason
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
          'dispute-photos-input',
        );
        // a file that says it is a PNG but is not: the server refuses it, the dialog keeps the reason
        const photos = dialog.getByTestId('dispute-photos-input');
        await photos.setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: Buffer.from('no photo here') });
        await dialog.getByTestId('dispute-photo-previews').waitFor(POLL);
        await dialog.getByRole('button', { name: t('payments.dispute.submit') }).click();
        await expectToast(page, t('payments.dispute.errors.photoType'));
        await dialog.getByText(t('payments.dispute.errors.photoType')).first().waitFor(POLL);
        expect(await dialog.getByLabel(t('payments.dispute.reasonLabel')).inputValue()).toBe(reason);
        // removed with the keyboard, and a real photo attached in its place
        const n1 = language === 'ne' ? '१' : '1';
        await dialog.getByRole('button', { name: t('payments.dispute.removePhoto', { n: n1 }) }).focus();
        await page.keyboard.press('Enter');
        await dialog.getByTestId('dispute-photo-previews').waitFor({ state: 'detached', ...POLL });
        await photos.setInputFiles({ name: 'inverter.png', mimeType: 'image/png', buffer: await photo() });
        await dialog.getByTestId('dispute-photo-previews').locator('img').waitFor(POLL);
        await checkDialog(page);
        await shot(page, `dispute-open-${language}`, false);
        await dialog.getByRole('button', { name: t('payments.dispute.submit') }).click();
        await expectToast(page, t('payments.dispute.opened'));
        const state = page.locator('[data-testid="dispute-state"][data-status="open"]');
        await state.waitFor(POLL);
        await expectPhotoShown(page);
        await state.getByText(t('payments.dispute.openState', { amount: money(booking.pricePaisa) })).waitFor(POLL);
        await expectAxeClean(page);
        await expectNoOverflow(page);

        // the professional answers it, once, with a photo of the finished work
        await signIn(pro.page, PROFESSIONAL.email, language);
        await pro.page.goto(`/bookings/${booking.id}`);
        await pro.page.getByTestId('answer-dispute').click();
        const answering = pro.page.getByRole('dialog', { name: t('payments.dispute.answerTitle') });
        await answering.waitFor(POLL);
        const answer = `The inverter switches over; the fault is in the mains board (${language}).`;
        await answering.getByLabel(t('payments.dispute.answerLabel')).fill(answer);
        await answering
          .getByTestId('dispute-photos-input')
          .setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: await photo() });
        await answering.getByTestId('dispute-photo-previews').locator('img').waitFor(POLL);
        await checkDialog(pro.page);
        await shot(pro.page, `dispute-answer-${language}`, false);
        await answering.getByRole('button', { name: t('payments.dispute.answerSubmit') }).click();
        await expectToast(pro.page, t('payments.dispute.answered'));
        const answered = pro.page.getByTestId('dispute-answer');
        await answered.getByText(t('payments.dispute.answer', { answer })).waitFor(POLL);
        await expectPhotoShown(pro.page, 'professional');
        // once: the offer to answer is gone
        expect(await pro.page.getByTestId('answer-dispute').count()).toBe(0);
        await expectAxeClean(pro.page);
        await expectNoOverflow(pro.page);
        await shot(pro.page, `dispute-answered-${language}`);
        // the client reads it on her booking's page
        await page.reload();
        await page.getByTestId('dispute-answer').getByText(t('payments.dispute.answer', { answer })).waitFor(POLL);
        await expectPhotoShown(page, 'professional');

        // staff find it in the Payments tab, open its money timeline and refund part of it
        const s = staff.page;
        await s.goto('/staff');
        await openStaffSection(s, language, 'payments');
        const item = s.locator(`[data-testid="staff-dispute"][data-booking="${booking.id}"]`);
        await item.waitFor(POLL);
        await item.getByTestId('dispute-answered').waitFor(POLL);
        await expectAxeClean(s);
        await expectNoOverflowOutsideScrollers(s);
        await shot(s, `dispute-queue-${language}`);
        await item.getByRole('link', { name: t('payments.staff.openTimeline') }).click();
        await s.waitForURL(`**/staff/payments/bookings/${booking.id}`, POLL);
        await s.locator('[data-testid="ledger-posting"][data-kind="payment"]').waitFor(POLL);
        // staff see the client's photo: the thumbnail, and the whole photo it opens
        const full = await expectPhotoShown(s);
        expect((await s.request.get(full)).headers()['content-type']).toBe('image/webp');
        // a visitor who is not signed in is refused it
        const visitor = await browser.newContext();
        try {
          expect((await visitor.request.get(new URL(full, base).toString())).status()).toBe(401);
        } finally {
          await visitor.close();
        }
        // and the professional's answer beside it, with its photo
        await s.getByTestId('dispute-answer').getByText(t('payments.dispute.answer', { answer })).waitFor(POLL);
        await expectPhotoShown(s, 'professional');
        await expectAxeClean(s);
        await expectNoOverflowOutsideScrollers(s);
        await shot(s, `dispute-timeline-${language}`);
        await s.getByTestId('decide-dispute').click();
        const decide = s.getByRole('dialog', { name: t('payments.staff.decideTitle') });
        await decide.waitFor(POLL);
        await checkDialog(s);
        await decide.getByLabel(t('payments.staff.outcomeLabel')).selectOption('partial_refund');
        await decide.getByLabel(t('payments.staff.refundLabel')).fill(String(REFUND_RUPEES));
        const decision = `Half the work was done; part of the price goes back (${language}).`;
        await decide.getByLabel(t('payments.staff.reasonLabel')).fill(decision);
        await shot(s, `dispute-decide-${language}`, false);
        await decide.getByRole('button', { name: t('payments.staff.decide') }).click();
        await expectToast(s, t('payments.staff.decided'));
        await s.locator('[data-testid="dispute-state"][data-outcome="partial_refund"]').waitFor(POLL);
        await s.locator('[data-testid="ledger-posting"][data-kind="release"]').waitFor(POLL);
        await s.locator('[data-testid="ledger-posting"][data-kind="refund"]').waitFor(POLL);
        await expectAxeClean(s);
        await expectNoOverflowOutsideScrollers(s);

        // the test gateway speaks eSewa, which has no refund API: staff transfer the part back and record it
        await s
          .getByTestId('refund-owed')
          .getByRole('button', { name: t('payments.staff.recordRefund') })
          .click();
        const transfer = s.getByRole('dialog', { name: t('payments.staff.recordRefundTitle') });
        await transfer.waitFor(POLL);
        await transfer.getByLabel(t('payments.staff.refundReference')).fill('NIC Asia FT-2083-0077');
        await expectAxeClean(s);
        await transfer.getByRole('button', { name: t('payments.staff.recordRefund') }).click();
        await expectToast(s, t('payments.staff.refundRecorded'));
        // the decision's toast may still be there too: each toast in the stack stays readable
        await expectReadableToasts(s);
        await s.getByText(t('payments.staff.refunded', { amount: money(REFUND_RUPEES * 100) })).waitFor(POLL);
        await s.getByText('NIC Asia FT-2083-0077').waitFor(POLL);

        // both sides see the outcome and staff's reason on the booking's page
        const refund = REFUND_RUPEES * 100;
        const outcome = t('payments.dispute.outcome.partial_refund', {
          refund: money(refund),
          released: money(booking.pricePaisa - refund),
        });
        for (const side of [page, pro.page]) {
          await side.goto(`/bookings/${booking.id}`);
          const decided = side.locator('[data-testid="dispute-state"][data-outcome="partial_refund"]');
          await decided.getByText(outcome).waitFor(POLL);
          await decided.getByText(t('payments.dispute.decisionReason', { reason: decision })).waitFor(POLL);
          await expectPhotoShown(side);
          await expectPhotoShown(side, 'professional');
          await expectAxeClean(side);
          await expectNoOverflow(side);
        }
        await shot(page, `dispute-outcome-${language}`);
      } finally {
        await client.context.close();
        await staff.context.close();
        await pro.context.close();
      }
    });
  }
});
