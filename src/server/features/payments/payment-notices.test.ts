import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema/bookings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { act, type Person } from '#tests/fixtures/bookings.ts';
import { opened, paidBooking } from '#tests/fixtures/payment-disputes.ts';
import { parties, type Parties } from '#tests/fixtures/payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { sendPaymentNotices } from './payment-notices.ts';
import { settleBookings } from './payment-settlement.ts';

// Every move of a booking's money is told to the people it concerns, in the app and by e-mail:
// paid and held, released, owed back and refunded. Each once, however many senders run at once;
// a decided dispute's moves are told by its decision instead.

let t: TestApp;
let peer: EsewaPeer;
let p: Parties;
let staff: Person;
const PRICE = 150_050; // रु 1,500.50, fee 10 % = 15,005

beforeAll(async () => {
  peer = await startEsewaPeer();
  t = await createTestApp({ env: peer.env });
  p = await parties(t, '1500.50');
  staff = await t.signUpStaff();
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

/** The payment topics told to a person about a booking, with their amounts. */
async function toldTo(person: Person, bookingId: string) {
  const rows = await t.database.db
    .select({ payload: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.userId, person.userId), eq(notifications.kind, 'booking')));
  return rows
    .map((row) => row.payload as { bookingId: string; status: string; amountPaisa?: number; provider?: string })
    .filter((payload) => payload.bookingId === bookingId && payload.amountPaisa !== undefined)
    .map(({ status, amountPaisa, provider }) => ({ status, amountPaisa, provider }));
}

const mailsTo = (person: Person, subject: string) =>
  t.outbox().filter((mail) => mail.to === person.email && mail.subject.startsWith(subject));

/** Several senders at once, as several processes would run them, then one more. */
async function sendAll() {
  await Promise.all([sendPaymentNotices(t.deps), sendPaymentNotices(t.deps), sendPaymentNotices(t.deps)]);
  expect(await sendPaymentNotices(t.deps)).toBe(0);
}

describe('telling the money’s moves', () => {
  it('a payment: the client hears it is held, the professional that it is paid, once each, by e-mail too', async () => {
    const booking = await paidBooking(t, peer, p, PRICE, 'accepted');
    await sendAll();
    expect(await toldTo(p.client, booking.id)).toEqual([
      { status: 'payment_held', amountPaisa: PRICE, provider: 'esewa' },
    ]);
    expect(await toldTo(p.pro, booking.id)).toEqual([
      { status: 'payment_received', amountPaisa: PRICE, provider: 'esewa' },
    ]);
    const [mail, ...more] = mailsTo(p.client, 'Payment held:');
    expect(more).toHaveLength(0);
    // written in both languages while the client has chosen neither, with the booking's link
    expect(mail!.text).toContain('Your payment of रु 1,500.50');
    expect(mail!.text).toContain('रु १,५००.५०');
    expect(mail!.text).toContain(`/bookings/${booking.id}`);
    expect(mailsTo(p.pro, 'Booking paid:')).toHaveLength(1);
  });

  it('a release: the professional hears what is now theirs after the fee, the client that it was passed on', async () => {
    const booking = await paidBooking(t, peer, p, PRICE, 'confirmed');
    await settleBookings(t.deps);
    await sendAll();
    expect(await toldTo(p.pro, booking.id)).toEqual([
      { status: 'payment_received', amountPaisa: PRICE, provider: 'esewa' },
      { status: 'payment_released', amountPaisa: PRICE - 15_005, provider: 'esewa' },
    ]);
    expect((await toldTo(p.client, booking.id)).map((notice) => notice.status)).toEqual([
      'payment_held',
      'payment_released_client',
    ]);
    expect(mailsTo(p.pro, 'Payment available:').at(-1)!.text).toContain('रु 1,350.45');
  });

  it('a declined booking: the client hears the money is on its way back to their eSewa', async () => {
    const booking = await paidBooking(t, peer, p, PRICE, 'accepted');
    await t.database.db.update(bookings).set({ status: 'requested' }).where(eq(bookings.id, booking.id));
    expect((await act(t, p.pro, booking.id, 'decline')).status).toBe(200);
    await settleBookings(t.deps);
    await sendAll();
    expect((await toldTo(p.client, booking.id)).at(-1)).toEqual({
      status: 'refund_owed',
      amountPaisa: PRICE,
      provider: 'esewa',
    });
    expect(mailsTo(p.client, 'Refund on its way:').at(-1)!.text).toContain('refunded to your eSewa account');
  });

  it('a decided dispute’s release is told by the decision alone, not twice', async () => {
    const booking = await paidBooking(t, peer, p, PRICE, 'completed');
    const dispute = await opened(t, p.client, booking.id);
    const decision = await t.request(`/api/staff/payments/disputes/${dispute.id}/decision`, {
      method: 'POST',
      cookie: staff.cookie,
      json: { outcome: 'release', reason: 'The work was done, as the photos show.' },
    });
    expect(decision.status, await decision.clone().text()).toBe(200);
    await sendAll();
    expect((await toldTo(p.pro, booking.id)).map((notice) => notice.status)).toEqual(['payment_received']);
    const statuses = (
      await t.database.db
        .select({ payload: notifications.payload })
        .from(notifications)
        .where(eq(notifications.userId, p.pro.userId))
    ).map((row) => (row.payload as { bookingId?: string; status?: string }).status);
    expect(statuses).toContain('dispute_release');
  });
});
