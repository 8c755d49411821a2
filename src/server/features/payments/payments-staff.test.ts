import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffAttemptList, StaffDisputeList, StaffMoneyTimeline } from '#contract/payment-disputes.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { paymentAttempts, paymentDisputes } from '#server/db/schema/payments.ts';
import type { Person } from '#tests/fixtures/bookings.ts';
import { openDispute, opened as openedBy, paidBooking as paidBookingOf } from '#tests/fixtures/payment-disputes.ts';
import { newBooking, parties, postForm, started, startPaying, type Parties } from '#tests/fixtures/payments.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { checkLedger } from './ledger.ts';

// The staff console's Payments tab (decision 050): the disputes queue, payments looked up, the
// attempts the gateways left unsettled and a booking's money timeline (staff only: the matrix is
// in payment-disputes.test.ts); and a disputed payment outliving its client's account.

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

const paidBooking = () => paidBookingOf(t, peer, p, PRICE);
const opened = (bookingId: string) => openedBy(t, p.client, bookingId);
const decide = (disputeId: string, body: unknown) =>
  t.request(`/api/staff/payments/disputes/${disputeId}/decision`, { method: 'POST', cookie: staff.cookie, json: body });

describe('the staff Payments tab', () => {
  it('lists open disputes first, oldest first; finds payments; shows a booking’s money timeline', async () => {
    const decided = await opened((await paidBooking()).id);
    expect((await decide(decided.id, { outcome: 'release', reason: 'The work was done as agreed.' })).status).toBe(200);
    const a = await paidBooking();
    const b = await paidBooking();
    const older = await opened(a.id);
    const newer = await opened(b.id);
    const queue = StaffDisputeList.parse(
      await (await t.request('/api/staff/payments/disputes', { cookie: staff.cookie })).json(),
    );
    const openIds = queue.items.filter((item) => item.status === 'open').map((item) => item.id);
    expect(openIds.indexOf(older.id)).toBeLessThan(openIds.indexOf(newer.id));
    // every open one before any decided one
    expect(queue.items.slice(0, openIds.length).every((item) => item.status === 'open')).toBe(true);
    expect(queue.items.findIndex((item) => item.id === decided.id)).toBeGreaterThanOrEqual(openIds.length);

    const search = async (q: string) =>
      StaffAttemptList.parse(
        await (
          await t.request(`/api/staff/payments/search?q=${encodeURIComponent(q)}`, { cookie: staff.cookie })
        ).json(),
      ).items.map((item) => item.id);
    expect(await search(a.attemptId)).toEqual([a.attemptId]);
    expect(await search(a.id)).toEqual([a.attemptId]);
    expect(await search(p.client.email.toUpperCase())).toContain(b.attemptId);
    expect(await search('nobody@example.com')).toEqual([]);
    expect((await t.request('/api/staff/payments/search?q=', { cookie: staff.cookie })).status).toBe(400);

    const timeline = StaffMoneyTimeline.parse(
      await (await t.request(`/api/staff/payments/bookings/${a.id}`, { cookie: staff.cookie })).json(),
    );
    expect(timeline.attempts.map((attempt) => attempt.id)).toEqual([a.attemptId]);
    expect(timeline.attempts[0]).toMatchObject({ provider: 'esewa', status: 'paid', amountPaisa: PRICE });
    expect(timeline.postings.map((posting) => posting.key)).toEqual([`payment:${a.attemptId}`]);
    expect(timeline.dispute).toMatchObject({ id: older.id, status: 'open' });
    expect((await t.request('/api/staff/payments/bookings/nope', { cookie: staff.cookie })).status).toBe(404);
  });

  it('lists attempts still pending past the reconcile window', async () => {
    const booking = await newBooking(t, p);
    const redirect = await started(
      await startPaying(t, p.client, booking.id, { provider: 'esewa', amountPaisa: PRICE }),
    );
    await t.database.db
      .update(paymentAttempts)
      .set({ status: 'pending', gatewayStatus: 'AMBIGUOUS', createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(paymentAttempts.id, redirect.attemptId));
    const list = StaffAttemptList.parse(
      await (await t.request('/api/staff/payments/unsettled', { cookie: staff.cookie })).json(),
    );
    expect(list.items.find((item) => item.id === redirect.attemptId)).toMatchObject({ gatewayStatus: 'AMBIGUOUS' });
  });
});

describe('deleting an account', () => {
  it('deletes a client with an open dispute, and keeps the dispute and the money’s trail, still balanced', async () => {
    const payer = await t.signUp({ fullName: 'Gita Shrestha', verified: true });
    const booking = await newBooking(t, { ...p, client: payer });
    const redirect = await started(await startPaying(t, payer, booking.id, { provider: 'esewa', amountPaisa: PRICE }));
    await postForm(redirect);
    const data = peer.pay(redirect.attemptId);
    await t.request(`/api/payments/esewa/return/${redirect.attemptId}?data=${encodeURIComponent(data)}`);
    await t.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
    expect((await openDispute(t, payer, booking.id)).status).toBe(201);
    const before = await checkLedger(t.database.db);
    const deleted = await t.request('/api/auth/delete-user', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie: payer.cookie,
    });
    expect(deleted.status).toBe(200);
    const [dispute] = await t.database.db
      .select()
      .from(paymentDisputes)
      .where(eq(paymentDisputes.attemptId, redirect.attemptId));
    expect(dispute).toMatchObject({ bookingId: null, clientId: null, status: 'open' });
    expect(await checkLedger(t.database.db)).toEqual(before);
    const queue = await t.request('/api/staff/payments/disputes', { cookie: staff.cookie });
    expect(StaffDisputeList.parse(await queue.json()).items.some((item) => item.id === dispute!.id)).toBe(true);
  });
});
