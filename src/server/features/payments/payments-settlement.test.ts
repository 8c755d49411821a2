import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema/bookings.ts';
import { ledgerEntries, ledgerPostings, paymentAttempts } from '#server/db/schema/payments.ts';
import { act } from '#tests/fixtures/bookings.ts';
import {
  newBooking,
  parties,
  paymentOf,
  postForm,
  started,
  startPaying,
  type Parties,
} from '#tests/fixtures/payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { checkLedger } from './ledger.ts';
import { reconcileOpenAttempts, settleBookings } from './payment-settlement.ts';

// The payments sweep: held money released on confirmation (fee to the platform, the rest payable
// to the professional), owed back in full when the booking is declined, cancelled or expired, and
// open attempts asked again. Each once, however many sweeps run at once.

let t: TestApp;
let peer: EsewaPeer;
let p: Parties;
const PRICE = 150_050; // रु 1,500.50

beforeAll(async () => {
  peer = await startEsewaPeer();
  t = await createTestApp({ env: peer.env });
  p = await parties(t, '1500.50');
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

async function paidBooking() {
  const booking = await newBooking(t, p);
  const redirect = await started(await startPaying(t, p.client, booking.id, { provider: 'esewa', amountPaisa: PRICE }));
  await postForm(redirect);
  const data = peer.pay(redirect.attemptId);
  expect(
    (await t.request(`/api/payments/esewa/return/${redirect.attemptId}?data=${encodeURIComponent(data)}`)).status,
  ).toBe(303);
  return { booking, attemptId: redirect.attemptId };
}

const entriesOf = (bookingId: string) =>
  t.database.db
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amountPaisa, partyId: ledgerEntries.partyId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId));

describe('settling held money', () => {
  it('releases a confirmed booking once: the fee shown before paying, the rest payable to the professional', async () => {
    const { booking } = await paidBooking();
    // the slot, the work and the client's confirmation are the bookings feature's; here only the outcome
    await t.database.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id));
    // three sweeps at once (and the app's own, each minute): the release is written once
    await Promise.all([settleBookings(t.deps), settleBookings(t.deps), settleBookings(t.deps)]);
    await settleBookings(t.deps);
    const entries = await entriesOf(booking.id);
    expect(entries).toEqual(
      expect.arrayContaining([
        { account: 'platform_fee', amount: 15_005, partyId: null },
        { account: 'payable', amount: 135_045, partyId: p.pro.userId },
      ]),
    );
    expect(entries).toHaveLength(5);
    expect((await paymentOf(t, p.pro, booking.id)).state).toBe('released');
  });

  it('owes a declined booking’s money back in full, once', async () => {
    const { booking } = await paidBooking();
    expect((await act(t, p.pro, booking.id, 'decline')).status).toBe(200);
    await Promise.all([settleBookings(t.deps), settleBookings(t.deps)]);
    const postings = await t.database.db.select().from(ledgerPostings).where(eq(ledgerPostings.bookingId, booking.id));
    expect(postings.map((posting) => posting.kind).sort()).toEqual(['payment', 'refund']);
    expect(await entriesOf(booking.id)).toEqual(
      expect.arrayContaining([{ account: 'refund_owed', amount: PRICE, partyId: null }]),
    );
    expect((await paymentOf(t, p.client, booking.id)).state).toBe('refund_owed');
  });

  it('asks again about an attempt whose client never came back, and credits it', async () => {
    const booking = await newBooking(t, p);
    const redirect = await started(
      await startPaying(t, p.client, booking.id, { provider: 'esewa', amountPaisa: PRICE }),
    );
    await postForm(redirect);
    // paid at eSewa, but the tab was closed before the redirect
    peer.pay(redirect.attemptId);
    expect(await reconcileOpenAttempts(t.deps)).toBe(0); // younger than five minutes: not yet
    await t.database.db
      .update(paymentAttempts)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(paymentAttempts.id, redirect.attemptId));
    expect(await reconcileOpenAttempts(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(t, p.client, booking.id)).state).toBe('held');
  });

  it('leaves the books balanced', async () => {
    const check = await checkLedger(t.database.db);
    expect(check).toMatchObject({ total: 0, unbalancedPostings: 0 });
    expect(check.paidInLedger).toBe(check.confirmedByGateways);
    expect(check.paidInLedger).toBe(3 * PRICE);
  });
});
