import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema/bookings.ts';
import { auditLog } from '#server/db/schema/trust.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { act, type Person } from '#tests/fixtures/bookings.ts';
import { balancesOf, paidBooking } from '#tests/fixtures/payment-disputes.ts';
import { parties, paymentOf, type Parties } from '#tests/fixtures/payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { checkLedger } from './ledger.ts';
import { sendPaymentNotices } from './payment-notices.ts';
import { settleBookings } from './payment-settlement.ts';

// eSewa has no refund API: money owed back for an eSewa payment stays owed until staff transfer it
// and record the transfer's reference. Staff only, once (a double click or two staff at once: one
// 200, the other 409), audit-logged, and the client is told the money is back.

let t: TestApp;
let peer: EsewaPeer;
let p: Parties;
let staff: Person;
const PRICE = 250_000;

beforeAll(async () => {
  peer = await startEsewaPeer();
  t = await createTestApp({ env: peer.env });
  p = await parties(t, '2500');
  staff = await t.signUpStaff();
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const record = (person: Person | null, attemptId: string, body: unknown = { reference: 'NIC Asia FT-2083-0042' }) =>
  t.request(`/api/staff/payments/attempts/${attemptId}/refund-transfer`, {
    method: 'POST',
    cookie: person?.cookie,
    json: body,
  });
const keyOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error.key;

/** An eSewa payment of a booking the professional then declined: owed back in full. */
async function owedBooking() {
  const booking = await paidBooking(t, peer, p, PRICE, 'accepted');
  await t.database.db.update(bookings).set({ status: 'requested' }).where(eq(bookings.id, booking.id));
  expect((await act(t, p.pro, booking.id, 'decline')).status).toBe(200);
  await settleBookings(t.deps);
  expect((await paymentOf(t, p.client, booking.id)).state).toBe('refund_owed');
  return booking;
}

describe('recording an eSewa refund transfer', () => {
  it('is staff only: anonymous 401, the parties, others and staff without two-factor 403, nothing recorded', async () => {
    const booking = await owedBooking();
    const halfStaff = await t.signUpStaff({ twoFactor: false });
    expect((await record(null, booking.attemptId)).status).toBe(401);
    for (const person of [p.client, p.pro, p.stranger, halfStaff]) {
      expect((await record(person, booking.attemptId)).status).toBe(403);
    }
    expect((await paymentOf(t, p.client, booking.id)).state).toBe('refund_owed');
  });

  it('refuses bad input and what is not owed: no reference 400, an unknown attempt 404, a held payment 409', async () => {
    const owed = await owedBooking();
    for (const body of [{}, { reference: '' }, { reference: '   ' }, { reference: 'x'.repeat(101) }]) {
      expect((await record(staff, owed.attemptId, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await record(staff, 'not-an-id')).status).toBe(404);
    expect((await record(staff, '4f1c2b9e-0000-4000-8000-000000000000')).status).toBe(404);
    const held = await paidBooking(t, peer, p, PRICE, 'accepted');
    const response = await record(staff, held.attemptId);
    expect(response.status).toBe(409);
    expect(await keyOf(response)).toBe('payments.refund.errors.nothingOwed');
    expect(await balancesOf(t, held.id)).toEqual({ client_paid: -PRICE, held: PRICE });
  });

  it('records it once, whoever clicks twice; audit-logged; the client sees it refunded and is told', async () => {
    const booking = await owedBooking();
    const [first, second] = await Promise.all([record(staff, booking.attemptId), record(staff, booking.attemptId)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(await keyOf(loser)).toBe('payments.refund.errors.recorded');
    const balances = Object.entries(await balancesOf(t, booking.id)).filter(([, amount]) => amount !== 0);
    expect(Object.fromEntries(balances)).toEqual({ client_paid: -PRICE, refunded: PRICE });
    expect(await checkLedger(t.database.db)).toMatchObject({ total: 0, unbalancedPostings: 0 });
    expect((await paymentOf(t, p.client, booking.id)).state).toBe('refunded');

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund.record'), eq(auditLog.itemId, booking.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: staff.email, itemKind: 'booking' });
    expect(audit[0]!.detail).toMatchObject({ amountPaisa: PRICE, reference: 'NIC Asia FT-2083-0042' });

    await sendPaymentNotices(t.deps);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, p.client.userId));
    expect(told.map((row) => row.payload)).toContainEqual(
      expect.objectContaining({ bookingId: booking.id, status: 'refund_paid', amountPaisa: PRICE, provider: 'esewa' }),
    );
    // and the timeline staff read shows the transfer's reference
    const timeline = await t.request(`/api/staff/payments/bookings/${booking.id}`, { cookie: staff.cookie });
    const { postings } = (await timeline.json()) as { postings: { key: string; note: string | null }[] };
    expect(postings.find((posting) => posting.key === `refund-paid:${booking.attemptId}`)?.note).toBe(
      'NIC Asia FT-2083-0042',
    );
  });
});
