import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_RULES } from '#contract/bookings.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';
import { act, type Person } from '#tests/fixtures/bookings.ts';
import { balancesOf } from '#tests/fixtures/payment-disputes.ts';
import { newBooking, parties, postForm, started, startPaying, type Parties } from '#tests/fixtures/payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { checkLedger } from './ledger.ts';
import { settleBookings } from './payment-settlement.ts';

// The cancellation policy shown before paying: an accepted booking its client cancels less than
// a day before its time refunds half, the other half paying the professional (less the fee on
// it); cancelled earlier, by the professional, or paid before the policy: refunded in full.

let t: TestApp;
let peer: EsewaPeer;
let p: Parties;
const PRICE = 250_000; // रु 2,500, fee 10 % = 25,000
const HOUR = 3_600_000;

beforeAll(async () => {
  peer = await startEsewaPeer();
  t = await createTestApp({ env: peer.env });
  p = await parties(t, '2500');
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

/** An accepted booking, paid with eSewa, whose time is `hoursAhead` from now when it is cancelled. */
async function paidAccepted(hoursAhead: number) {
  const booking = await newBooking(t, p);
  expect((await act(t, p.pro, booking.id, 'accept')).status).toBe(200);
  const redirect = await started(await startPaying(t, p.client, booking.id, { provider: 'esewa', amountPaisa: PRICE }));
  await postForm(redirect);
  const data = peer.pay(redirect.attemptId);
  await t.request(`/api/payments/esewa/return/${redirect.attemptId}?data=${encodeURIComponent(data)}`);
  // the slot drawn near (a booking cannot be made for within the hour); the policy reads the time at cancelling
  const startsAt = new Date(Date.now() + hoursAhead * HOUR);
  await t.database.db
    .update(bookings)
    .set({
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      heldFrom: startsAt,
      heldUntil: new Date(startsAt.getTime() + HOUR),
    })
    .where(eq(bookings.id, booking.id));
  return { id: booking.id, attemptId: redirect.attemptId };
}

async function cancelAndSettle(person: Person, bookingId: string) {
  const response = await act(t, person, bookingId, 'cancel', { reason: 'Something came up at home.' });
  expect(response.status, await response.clone().text()).toBe(200);
  await Promise.all([settleBookings(t.deps), settleBookings(t.deps)]);
  const balances = Object.entries(await balancesOf(t, bookingId)).filter(([, amount]) => amount !== 0);
  return Object.fromEntries(balances);
}

describe('a client cancelling a paid booking', () => {
  it('records the policy shown on the payment it binds', async () => {
    const booking = await paidAccepted(48);
    const [attempt] = await t.database.db
      .select({ percent: paymentAttempts.lateCancelRefundPercent })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, booking.attemptId));
    expect(attempt!.percent).toBe(BOOKING_RULES.lateCancelRefundPercent);
  });

  it('less than a day before: half back to the client, half to the professional less the fee on it, once', async () => {
    const booking = await paidAccepted(5);
    expect(await cancelAndSettle(p.client, booking.id)).toEqual({
      client_paid: -PRICE,
      refund_owed: 125_000,
      platform_fee: 12_500,
      payable: 112_500,
    });
    expect(await checkLedger(t.database.db)).toMatchObject({ total: 0, unbalancedPostings: 0 });
  });

  it('more than a day before: refunded in full', async () => {
    const booking = await paidAccepted(30);
    expect(await cancelAndSettle(p.client, booking.id)).toEqual({ client_paid: -PRICE, refund_owed: PRICE });
  });

  it('by the professional, however late: refunded in full', async () => {
    const booking = await paidAccepted(5);
    expect(await cancelAndSettle(p.pro, booking.id)).toEqual({ client_paid: -PRICE, refund_owed: PRICE });
  });

  it('a payment made before the policy keeps the full refund it was shown', async () => {
    const booking = await paidAccepted(5);
    await t.database.db
      .update(paymentAttempts)
      .set({ lateCancelRefundPercent: 100 })
      .where(eq(paymentAttempts.id, booking.attemptId));
    expect(await cancelAndSettle(p.client, booking.id)).toEqual({ client_paid: -PRICE, refund_owed: PRICE });
  });
});
