import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingDispute, PaymentDispute } from '#contract/payment-disputes.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { auditLog } from '#server/db/schema/trust.ts';
import type { Person } from '#tests/fixtures/bookings.ts';
import {
  balancesOf,
  DISPUTE_REASON,
  expectBalanced as expectBooksBalanced,
  openDispute,
  opened as openedBy,
  paidBooking as paidBookingOf,
} from '#tests/fixtures/payment-disputes.ts';
import { newBooking, parties, paymentOf, type Parties } from '#tests/fixtures/payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { settleBookings } from './payment-settlement.ts';

// Disputes (decision 050): the client of a done booking freezes its held payment with a reason;
// the sweep leaves it held; staff decide once (release, partial or full refund), posted to a
// balanced ledger, audit-logged and told to both sides. The tab's reads: payments-staff.test.ts.

let t: TestApp;
let peer: EsewaPeer;
let p: Parties;
let staff: Person;
const PRICE = 250_000; // रु 2,500, fee 10 % = 25,000

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

const paidBooking = (status?: 'completed' | 'confirmed' | 'accepted') => paidBookingOf(t, peer, p, PRICE, status);
const open = (person: Person | null, bookingId: string, body?: unknown) => openDispute(t, person, bookingId, body);
const opened = (bookingId: string) => openedBy(t, p.client, bookingId);
const balances = (bookingId: string) => balancesOf(t, bookingId);
const expectBalanced = () => expectBooksBalanced(t);
const REASON = DISPUTE_REASON;
const decide = (person: Person | null, disputeId: string, body: unknown) =>
  t.request(`/api/staff/payments/disputes/${disputeId}/decision`, {
    method: 'POST',
    cookie: person?.cookie,
    json: body,
  });
const keyOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error.key;

describe('opening a dispute', () => {
  it('only the client of the booking may: the professional 403, others and staff 404, anonymous 401', async () => {
    const booking = await paidBooking();
    expect((await open(null, booking.id)).status).toBe(401);
    expect((await open(p.pro, booking.id)).status).toBe(403);
    expect((await open(p.stranger, booking.id)).status).toBe(404);
    // staff are no party to it: the console decides disputes, it does not open them
    expect((await open(staff, booking.id)).status).toBe(404);
    for (const person of [null, p.stranger, staff]) {
      expect((await t.request(`/api/payments/bookings/${booking.id}/dispute`, { cookie: person?.cookie })).status).toBe(
        person ? 404 : 401,
      );
    }
    const before = BookingDispute.parse(
      await (await t.request(`/api/payments/bookings/${booking.id}/dispute`, { cookie: p.client.cookie })).json(),
    );
    expect(before).toEqual({ dispute: null, disputable: true, answerable: false });
    const dispute = await opened(booking.id);
    expect(dispute).toMatchObject({ status: 'open', reason: REASON, amountPaisa: PRICE, outcome: null });
    // the professional sees it on the booking, and is told in the app and by e-mail
    const seen = BookingDispute.parse(
      await (await t.request(`/api/payments/bookings/${booking.id}/dispute`, { cookie: p.pro.cookie })).json(),
    );
    expect(seen).toMatchObject({ dispute: { id: dispute.id, status: 'open' }, disputable: false });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.pro.userId), eq(notifications.kind, 'booking')));
    expect(notes.some((note) => (note.payload as { status?: string }).status === 'dispute_opened')).toBe(true);
    expect(t.outbox().some((mail) => mail.subject.startsWith('Payment disputed'))).toBe(true);
  });

  it('refuses bad input with 400 and keeps nothing', async () => {
    const booking = await paidBooking();
    for (const body of [{}, { reason: '' }, { reason: 'short' }, { reason: 'x'.repeat(1001) }, { reason: 12 }]) {
      expect((await open(p.client, booking.id, body)).status).toBe(400);
    }
    expect((await open(p.client, 'not-a-uuid')).status).toBe(404);
    expect((await paymentOf(t, p.client, booking.id)).state).toBe('held');
  });

  it('only on a done booking that is paid and not yet released, once', async () => {
    const accepted = await paidBooking('accepted');
    expect(await keyOf(await open(p.client, accepted.id))).toBe('payments.dispute.errors.notDone');
    const unpaid = await newBooking(t, p);
    await t.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, unpaid.id));
    expect(await keyOf(await open(p.client, unpaid.id))).toBe('payments.dispute.errors.notPaid');
    const released = await paidBooking('confirmed');
    await settleBookings(t.deps);
    expect(await keyOf(await open(p.client, released.id))).toBe('payments.dispute.errors.released');
    // two at once: the unique key keeps one
    const twice = await paidBooking();
    const answers = await Promise.all([open(p.client, twice.id), open(p.client, twice.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('a dispute racing the sweep’s release: either the money is released and the dispute refused, or it stays held', async () => {
    for (let round = 0; round < 3; round += 1) {
      const booking = await paidBooking('confirmed');
      const [answer] = await Promise.all([open(p.client, booking.id), settleBookings(t.deps)]);
      const sums = await balances(booking.id);
      if (answer.status === 201) {
        expect(sums).toEqual({ client_paid: -PRICE, held: PRICE });
      } else {
        expect(await keyOf(answer)).toBe('payments.dispute.errors.released');
        expect(sums.held).toBe(0);
      }
    }
    await expectBalanced();
  });

  it('freezes the money: the sweep does not release a disputed booking, even once it is confirmed', async () => {
    const booking = await paidBooking();
    await opened(booking.id);
    await t.database.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id));
    await settleBookings(t.deps);
    expect(await balances(booking.id)).toEqual({ client_paid: -PRICE, held: PRICE });
    expect((await paymentOf(t, p.pro, booking.id)).state).toBe('held');
  });
});

describe('staff deciding a dispute', () => {
  it('is staff only: anonymous 401, the parties, others and staff without two-factor 403', async () => {
    const booking = await paidBooking();
    const dispute = await opened(booking.id);
    const halfStaff = await t.signUpStaff({ twoFactor: false });
    const body = { outcome: 'release', reason: 'The photos show the work was done.' };
    expect((await decide(null, dispute.id, body)).status).toBe(401);
    for (const person of [p.client, p.pro, p.stranger, halfStaff]) {
      expect((await decide(person, dispute.id, body)).status).toBe(403);
    }
    const reads = [
      '/api/staff/payments/disputes',
      '/api/staff/payments/unsettled',
      `/api/staff/payments/search?q=${booking.id}`,
      `/api/staff/payments/bookings/${booking.id}`,
    ];
    for (const path of reads) {
      expect((await t.request(path)).status, path).toBe(401);
      for (const person of [p.client, p.pro, p.stranger, halfStaff]) {
        expect((await t.request(path, { cookie: person.cookie })).status, path).toBe(403);
      }
      expect((await t.request(path, { cookie: staff.cookie })).status, path).toBe(200);
    }
  });

  it('refuses bad input with 400: no reason, an unknown outcome, a partial refund of nothing, of too much or not whole paisa', async () => {
    const booking = await paidBooking();
    const dispute = await opened(booking.id);
    const reason = 'Half the work was done, by both accounts.';
    for (const body of [
      { outcome: 'release' },
      { outcome: 'release', reason: 'no' },
      { outcome: 'keep', reason },
      { outcome: 'partial_refund', reason },
      { outcome: 'partial_refund', reason, refundPaisa: 0 },
      { outcome: 'partial_refund', reason, refundPaisa: -100 },
      { outcome: 'partial_refund', reason, refundPaisa: 100.5 },
      { outcome: 'partial_refund', reason, refundPaisa: '1000' },
      { outcome: 'partial_refund', reason, refundPaisa: PRICE },
      { outcome: 'partial_refund', reason, refundPaisa: PRICE + 1 },
      { outcome: 'release', reason, refundPaisa: 100 },
    ]) {
      const response = await decide(staff, dispute.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      await keyOf(await decide(staff, dispute.id, { outcome: 'partial_refund', reason, refundPaisa: PRICE })),
    ).toBe('payments.dispute.validation.refundTooLarge');
    expect((await decide(staff, '4f1c2b9e-0000-4000-8000-000000000000', { outcome: 'release', reason })).status).toBe(
      404,
    );
    expect(await balances(booking.id)).toEqual({ client_paid: -PRICE, held: PRICE });
  });

  it('a partial refund: owed back to the client, the rest released minus its share of the fee, audit-logged, told to both', async () => {
    const booking = await paidBooking();
    const dispute = await opened(booking.id);
    const reason = 'Half the lights work; half the price goes back.';
    const response = await decide(staff, dispute.id, { outcome: 'partial_refund', reason, refundPaisa: 100_000 });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(PaymentDispute.parse(await response.json())).toMatchObject({
      status: 'decided',
      outcome: 'partial_refund',
      refundPaisa: 100_000,
      decisionReason: reason,
    });
    // रु 1,500 released: fee 10 % of it (रु 150), रु 1,350 payable; रु 1,000 owed back (eSewa: staff transfer it)
    expect(await balances(booking.id)).toEqual({
      client_paid: -PRICE,
      held: 0,
      refund_owed: 100_000,
      platform_fee: 15_000,
      payable: 135_000,
    });
    await expectBalanced();
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemId, booking.id), eq(auditLog.action, 'payment.dispute.partial_refund')));
    expect(audit).toMatchObject({ actorEmail: staff.email, reason });
    for (const userId of [p.client.userId, p.pro.userId]) {
      const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
      expect(notes.some((note) => (note.payload as { status?: string }).status === 'dispute_partial_refund')).toBe(
        true,
      );
    }
    const mails = t
      .outbox()
      .filter((mail) => mail.subject === 'Dispute decided: House wiring' || mail.text.includes(reason));
    expect(mails.filter((mail) => mail.text.includes(reason)).length).toBeGreaterThanOrEqual(2);
    // both sides see the outcome on the booking
    for (const person of [p.client, p.pro]) {
      const seen = BookingDispute.parse(
        await (await t.request(`/api/payments/bookings/${booking.id}/dispute`, { cookie: person.cookie })).json(),
      );
      expect(seen.dispute).toMatchObject({ outcome: 'partial_refund', refundPaisa: 100_000, decisionReason: reason });
    }
    // the sweep, run after, moves nothing more
    await t.database.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id));
    await settleBookings(t.deps);
    expect((await balances(booking.id)).held).toBe(0);
    await expectBalanced();
  });

  it('release and full refund each settle the whole payment, and the books balance', async () => {
    const released = await paidBooking();
    const first = await opened(released.id);
    const reason = 'The work was done as agreed, per the photos.';
    expect((await decide(staff, first.id, { outcome: 'release', reason })).status).toBe(200);
    expect(await balances(released.id)).toEqual({
      client_paid: -PRICE,
      held: 0,
      platform_fee: 25_000,
      payable: 225_000,
    });
    const refunded = await paidBooking();
    const second = await opened(refunded.id);
    expect(
      (await decide(staff, second.id, { outcome: 'full_refund', reason: 'Nobody came to do the work.' })).status,
    ).toBe(200);
    expect(await balances(refunded.id)).toEqual({ client_paid: -PRICE, held: 0, refund_owed: PRICE });
    expect((await paymentOf(t, p.client, refunded.id)).state).toBe('refund_owed');
    await expectBalanced();
  });

  it('two staff deciding at once: one wins, the other gets 409, and the money moves once', async () => {
    const booking = await paidBooking();
    const dispute = await opened(booking.id);
    const other = await t.signUpStaff();
    const answers = await Promise.all([
      decide(staff, dispute.id, { outcome: 'release', reason: 'The work was done as agreed.' }),
      decide(other, dispute.id, { outcome: 'full_refund', reason: 'Nothing was done at all here.' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const sums = await balances(booking.id);
    expect(sums.held).toBe(0);
    expect((sums.payable ?? 0) + (sums.platform_fee ?? 0) + (sums.refund_owed ?? 0)).toBe(PRICE);
    expect(await keyOf(await decide(staff, dispute.id, { outcome: 'release', reason: 'Trying once more here.' }))).toBe(
      'payments.dispute.errors.alreadyDecided',
    );
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.itemId, booking.id));
    expect(audits).toHaveLength(1);
    await expectBalanced();
  });
});
