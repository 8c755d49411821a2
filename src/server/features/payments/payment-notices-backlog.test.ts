import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema/notifications.ts';
import { paidBooking } from '#tests/fixtures/payment-disputes.ts';
import { parties, type Parties } from '#tests/fixtures/payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { post } from './ledger.ts';
import { drainPaymentNotices, NOTICE_BATCH, sendPaymentNotices } from './payment-notices.ts';
import { paymentsSweepJob } from './payment-settlement.ts';

// A backlog of more postings than one batch (a sender that was down, a day of refunds) goes out in
// one sweep, batch after batch, each posting told once, even with two sweeps draining at once.

let t: TestApp;
let peer: EsewaPeer;
let p: Parties;
const BACKLOG = NOTICE_BATCH * 2 + 30;

beforeAll(async () => {
  peer = await startEsewaPeer();
  t = await createTestApp({ env: peer.env });
  p = await parties(t, '1500');
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

/** The amounts of the "refunded" notices the client was sent, in the app. */
async function refundsTold(): Promise<number[]> {
  const rows = await t.database.db
    .select({ payload: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.userId, p.client.userId), eq(notifications.kind, 'booking')));
  return rows
    .map((row) => row.payload as { status: string; amountPaisa?: number })
    .filter((payload) => payload.status === 'refund_paid')
    .map((payload) => payload.amountPaisa ?? 0);
}

describe('a backlog of payment notices', () => {
  it(`${BACKLOG} postings waiting are all told in one sweep, each once`, async () => {
    const booking = await paidBooking(t, peer, p, 150_000, 'accepted');
    await drainPaymentNotices(t.deps);
    // refunds paid back part by part, each a posting of its own with its own amount (1, 2, … paisa)
    for (let n = 1; n <= BACKLOG; n += 1) {
      await post(t.database.db, {
        key: `refund-paid:${booking.attemptId}:backlog-${n}`,
        kind: 'refund',
        bookingId: booking.id,
        attemptId: booking.attemptId,
        entries: [
          { account: 'refund_owed', amountPaisa: -n },
          { account: 'refunded', amountPaisa: n },
        ],
      });
    }
    const before = t.outbox().length;

    // two payments sweeps at once, as two processes would run them
    await Promise.all([paymentsSweepJob(t.deps).run([]), paymentsSweepJob(t.deps).run([])]);
    const told = await refundsTold();
    expect(told.sort((a, b) => a - b)).toEqual(Array.from({ length: BACKLOG }, (_, index) => index + 1));
    expect(t.outbox().length - before).toBe(BACKLOG);
    // nothing is left for the next sweep
    expect(await sendPaymentNotices(t.deps)).toBe(0);
  });

  it('stops at its time bound and leaves the rest to the next sweep, told once', async () => {
    const booking = await paidBooking(t, peer, p, 150_000, 'accepted');
    await drainPaymentNotices(t.deps);
    const already = (await refundsTold()).length;
    for (let n = 1; n <= NOTICE_BATCH + 5; n += 1) {
      await post(t.database.db, {
        key: `refund-paid:${booking.attemptId}:late-${n}`,
        kind: 'refund',
        bookingId: booking.id,
        attemptId: booking.attemptId,
        entries: [
          { account: 'refund_owed', amountPaisa: -n },
          { account: 'refunded', amountPaisa: n },
        ],
      });
    }
    // no time left after the first batch: one batch now, the rest next time
    expect(await drainPaymentNotices(t.deps, 0)).toBe(NOTICE_BATCH);
    expect(await drainPaymentNotices(t.deps, 0)).toBe(5);
    expect((await refundsTold()).length - already).toBe(NOTICE_BATCH + 5);
  });
});
