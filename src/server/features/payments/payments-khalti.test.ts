import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/notifications.ts';
import { paymentAttempts } from '#server/db/schema/payments.ts';
import { newBooking, parties, paymentOf, started, startPaying, type Parties } from '#tests/fixtures/payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { KHALTI_TEST_SECRET, startKhaltiPeer, type KhaltiPeer } from '#tests/support/khalti-peer.ts';
import { act } from '#tests/fixtures/bookings.ts';
import { checkLedger } from './ledger.ts';
import { sendPaymentNotices } from './payment-notices.ts';
import { refundThroughGateways, settleBookings } from './payment-settlement.ts';

// Paying a booking with Khalti KPG-2 against a loopback peer: initiate with the secret key, the
// callback as a hint, the lookup as the truth; only Completed is paid.

let t: TestApp;
let peer: KhaltiPeer;
let p: Parties;
const PRICE = 250_000;

beforeAll(async () => {
  peer = await startKhaltiPeer();
  t = await createTestApp({ env: peer.env });
  p = await parties(t, '2500');
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

async function initiated() {
  const booking = await newBooking(t, p);
  const redirect = await started(
    await startPaying(t, p.client, booking.id, { provider: 'khalti', amountPaisa: PRICE }),
  );
  if (redirect.kind !== 'redirect') throw new Error('Khalti answers a redirect');
  const pidx = new URL(redirect.url).searchParams.get('pidx')!;
  return { booking, attemptId: redirect.attemptId, pidx };
}

const callback = (attemptId: string, query: URLSearchParams) =>
  t.request(`/api/payments/khalti/return/${attemptId}?${query}`);

describe('paying with Khalti', () => {
  it('initiates with the secret key and the amount in paisa, and Completed credits the booking once', async () => {
    const { booking, attemptId, pidx } = await initiated();
    expect(peer.payments.get(pidx)).toMatchObject({
      amount: PRICE,
      purchaseOrderId: attemptId,
      returnUrl: `http://localhost:3000/api/payments/khalti/return/${attemptId}`,
    });
    const query = peer.finish(pidx, 'Completed');
    const answers = await Promise.all([callback(attemptId, query), callback(attemptId, query)]);
    for (const answer of answers) expect(answer.status).toBe(303);
    expect((await paymentOf(t, p.client, booking.id)).state).toBe('held');
    const [row] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
    expect(row).toMatchObject({ status: 'paid', gatewayRef: pidx, gatewayStatus: 'Completed' });
    const ledger = await checkLedger(t.database.db);
    expect(ledger).toMatchObject({ total: 0, paidInLedger: PRICE, confirmedByGateways: PRICE });
  });

  it('Pending and Initiated stay not paid; Expired and User canceled close the attempt; none credit', async () => {
    const cases = [
      ['Pending', 'pending'],
      ['Initiated', 'pending'],
      ['Expired', 'failed'],
      ['User canceled', 'failed'],
    ] as const;
    for (const [status, attemptStatus] of cases) {
      const { booking, attemptId, pidx } = await initiated();
      // the callback claims success; the lookup says otherwise
      const query = peer.finish(pidx, status);
      query.set('status', 'Completed');
      expect((await callback(attemptId, query)).status).toBe(303);
      const [row] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
      expect(row, status).toMatchObject({ status: attemptStatus, gatewayStatus: status });
      expect((await paymentOf(t, p.client, booking.id)).state).not.toBe('held');
    }
    expect((await checkLedger(t.database.db)).paidInLedger).toBe(PRICE);
  });

  it('refuses a callback naming another pidx or another order, and an unknown attempt', async () => {
    const first = await initiated();
    const second = await initiated();
    const query = peer.finish(second.pidx, 'Completed');
    // the second payment's genuine callback replayed at the first attempt
    const replay = await callback(first.attemptId, query);
    expect(replay.status).toBe(400);
    const otherOrder = new URLSearchParams({ pidx: first.pidx, purchase_order_id: second.attemptId });
    expect((await callback(first.attemptId, otherOrder)).status).toBe(400);
    expect((await callback('6f1c2d3e-0000-4000-8000-000000000000', query)).status).toBe(400);
    expect((await callback(first.attemptId, new URLSearchParams())).status).toBe(400);
    expect(peer.lookups.get(first.pidx) ?? 0).toBe(0);
    expect((await paymentOf(t, p.client, first.booking.id)).state).toBe('unpaid');
  });

  it('a declined booking is refunded through Khalti’s refund API, once', async () => {
    const { booking, attemptId, pidx } = await initiated();
    expect((await callback(attemptId, peer.finish(pidx, 'Completed'))).status).toBe(303);
    expect((await act(t, p.pro, booking.id, 'decline')).status).toBe(200);
    await settleBookings(t.deps);
    // owed first, in the ledger; the app's own sweep may already have asked Khalti
    expect(['refund_owed', 'refunded']).toContain((await paymentOf(t, p.client, booking.id)).state);
    // two sweeps at once, then another: Khalti is asked once
    await Promise.all([refundThroughGateways(t.deps), refundThroughGateways(t.deps)]);
    await refundThroughGateways(t.deps);
    const [row] = await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
    expect(peer.refunds.filter((id) => id === row!.gatewayTransactionId)).toHaveLength(1);
    expect(peer.payments.get(pidx)?.status).toBe('Refunded');
    expect((await paymentOf(t, p.client, booking.id)).state).toBe('refunded');
    expect(await checkLedger(t.database.db)).toMatchObject({ total: 0, unbalancedPostings: 0 });
    // staff cannot record a transfer as well: Khalti refunds it, and the client would be paid twice
    const staff = await t.signUpStaff();
    const transfer = await t.request(`/api/staff/payments/attempts/${attemptId}/refund-transfer`, {
      method: 'POST',
      cookie: staff.cookie,
      json: { reference: 'NIC Asia FT-2083-0043' },
    });
    expect(transfer.status).toBe(409);
    expect(((await transfer.json()) as { error: { key: string } }).error.key).toBe(
      'payments.refund.errors.throughGateway',
    );
    // and the client is told, in the app and by e-mail, that it is back in their Khalti
    await sendPaymentNotices(t.deps);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, p.client.userId));
    expect(told.map((row) => row.payload)).toContainEqual(
      expect.objectContaining({ bookingId: booking.id, status: 'refund_paid', amountPaisa: PRICE, provider: 'khalti' }),
    );
    const mail = t.outbox().filter((m) => m.to === p.client.email && m.subject.startsWith('Refunded:'));
    expect(mail.at(-1)!.text).toContain('रु 2,500 for');
  });

  it('refuses less than रु 10 before contacting Khalti', async () => {
    const cheap = await parties(t, '9.99');
    const booking = await newBooking(t, cheap);
    const refusedBefore = peer.refused.length;
    const response = await startPaying(t, cheap.client, booking.id, { provider: 'khalti', amountPaisa: 999 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { key: string } }).error.key).toBe('payments.errors.khaltiMinimum');
    expect(peer.refused.length).toBe(refusedBefore);
  });

  it('a wrong secret key is Khalti’s refusal, answered 503 with nothing charged', async () => {
    const wrong = await createTestApp({ env: { ...peer.env, KHALTI_SECRET_KEY: `${KHALTI_TEST_SECRET}x` } });
    try {
      const q = await parties(wrong, '2500');
      const booking = await newBooking(wrong, q);
      const response = await startPaying(wrong, q.client, booking.id, { provider: 'khalti', amountPaisa: PRICE });
      expect(response.status).toBe(503);
      const [row] = await wrong.database.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.bookingId, booking.id));
      expect(row).toMatchObject({ status: 'failed' });
    } finally {
      await wrong.close();
    }
  });
});
