import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking, type BookingStatus } from '#contract/bookings.ts';
import { bookingEvents, bookings } from '#server/db/schema/bookings.ts';
import { engagements } from '#server/db/schema/services.ts';
import {
  act,
  book,
  professional,
  publishService,
  setAvailability,
  slotAhead,
  slotsOf,
  type Person,
} from '#tests/fixtures/bookings.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { runBookingTimers } from './booking-timers.ts';

// The booking state machine (decision 044): every legal move, and the illegal ones refused with a
// 409 that says why. Times in the past are written straight to the database, as the clock would
// have made them; everything else goes through the API.

let t: TestApp;
let pro: Person;
let client: Person;
let serviceId: string;
let onlineId: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = await professional(t);
  client = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
  await setAvailability(t, pro);
  serviceId = (await publishService(t, pro)).id;
  onlineId = (await publishService(t, pro, { format: 'online' })).id;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const keyOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error.key;
const eventsOf = async (bookingId: string) =>
  (
    await t.database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(bookingEvents.createdAt)
  ).map((event) => [event.status, event.actor]);

/** A booking as time would have left it: `startsInHours` from now (negative: past). */
async function insertBooking(
  status: BookingStatus,
  startsInHours: number,
  extra: Partial<typeof bookings.$inferInsert> = {},
) {
  const startsAt = new Date(Math.floor((Date.now() + startsInHours * HOUR) / 60_000) * 60_000);
  const endsAt = new Date(startsAt.getTime() + HOUR);
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      serviceId,
      serviceTitle: 'House Wiring & Electrical Repairs',
      format: 'in-person',
      professionalId: pro.userId,
      clientId: client.userId,
      status,
      startsAt,
      endsAt,
      heldFrom: startsAt,
      heldUntil: endsAt,
      pricePaisa: 150050,
      address: 'Jhamsikhel',
      createdAt: new Date(Date.now() - 5 * 24 * HOUR),
      ...extra,
    })
    .returning();
  return row!;
}

async function move(person: Person, bookingId: string, action: string, extra = {}): Promise<Booking> {
  const response = await act(t, person, bookingId, action, extra);
  expect(response.status, await response.clone().text()).toBe(200);
  return Booking.parse(await response.json());
}

describe('answering a request', () => {
  it('accept: the booking is confirmed, an online one gets the meeting link, and it cannot be answered twice', async () => {
    const booking = await book(t, client, onlineId, await slotAhead(t, onlineId, 2, 3));
    const accepted = await move(pro, booking.id, 'accept');
    expect(accepted).toMatchObject({ status: 'accepted', expiresAt: null, actions: ['cancel', 'reschedule'] });
    const seen = Booking.parse(
      await (await t.request(`/api/bookings/${booking.id}`, { cookie: client.cookie })).json(),
    );
    expect(seen.meetingLink).toBe('https://meet.example.com/sipalu-lesson');
    for (const action of ['accept', 'decline']) {
      const again = await act(t, pro, booking.id, action);
      expect(again.status).toBe(409);
      expect(await keyOf(again)).toBe('bookings.errors.notWaiting');
    }
    const early = await act(t, pro, booking.id, 'complete');
    expect(early.status).toBe(409);
    expect(await keyOf(early)).toBe('bookings.errors.notStarted');
    expect(await eventsOf(booking.id)).toEqual([
      ['requested', 'client'],
      ['accepted', 'professional'],
    ]);
  });

  it('decline: the time is free again and the reason is on the timeline', async () => {
    const startsAt = await slotAhead(t, serviceId, 2, 6);
    const booking = await book(t, client, serviceId, startsAt);
    const declined = await move(pro, booking.id, 'decline', { reason: 'Away that day' });
    expect(declined.status).toBe('declined');
    expect(declined.events.at(-1)).toMatchObject({
      status: 'declined',
      actor: 'professional',
      reason: 'Away that day',
    });
    expect((await slotsOf(t, serviceId, undefined, 3)).days[2]?.slots.map((slot) => slot.startsAt)).toContain(startsAt);
  });

  it('expiry: a request unanswered past its deadline expires once, is refused, and frees its time', async () => {
    const startsAt = await slotAhead(t, serviceId, 2, 8);
    const booking = await book(t, client, serviceId, startsAt);
    await t.database.db
      .update(bookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    // before any sweep, accepting is already refused
    const late = await act(t, pro, booking.id, 'accept');
    expect(late.status).toBe(409);
    expect(await keyOf(late)).toBe('bookings.errors.expired');
    await runBookingTimers(t.deps);
    await runBookingTimers(t.deps);
    expect(await eventsOf(booking.id)).toEqual([
      ['requested', 'client'],
      ['expired', 'system'],
    ]);
    expect((await slotsOf(t, serviceId, undefined, 3)).days[2]?.slots.map((slot) => slot.startsAt)).toContain(startsAt);
    const mailed = () =>
      t
        .outbox()
        .filter((mail) => mail.text.includes(booking.id) && mail.subject.includes('expired'))
        .map((mail) => mail.to)
        .sort();
    await expect.poll(mailed).toEqual([client.email, pro.email].sort());
  });
});

describe('cancelling', () => {
  it('the client cancels freely; the professional must give a reason; nobody cancels twice', async () => {
    const first = await book(t, client, serviceId, await slotAhead(t, serviceId, 3, 2));
    expect((await move(client, first.id, 'cancel')).status).toBe('cancelled');
    const again = await act(t, client, first.id, 'cancel');
    expect(again.status).toBe(409);
    expect(await keyOf(again)).toBe('bookings.errors.cannotCancel');

    const second = await book(t, client, serviceId, await slotAhead(t, serviceId, 3, 4));
    await move(pro, second.id, 'accept');
    const bare = await act(t, pro, second.id, 'cancel', { reason: '   ' });
    expect(bare.status).toBe(400);
    expect(await keyOf(bare)).toBe('bookings.errors.reasonRequired');
    const cancelled = await move(pro, second.id, 'cancel', { reason: 'My van broke down' });
    expect(cancelled.events.at(-1)).toMatchObject({
      status: 'cancelled',
      actor: 'professional',
      reason: 'My van broke down',
    });
  });

  it('is closed once the slot has begun', async () => {
    const started = await insertBooking('accepted', -0.5);
    for (const person of [client, pro]) {
      const response = await act(t, person, started.id, 'cancel', { reason: 'Too late' });
      expect(response.status).toBe(409);
      expect(await keyOf(response)).toBe('bookings.errors.cannotCancel');
    }
  });
});

describe('doing the work', () => {
  it('done → confirmed by the client, which records the work and opens one review', async () => {
    const visit = await insertBooking('accepted', -3);
    const pending = await act(t, client, visit.id, 'confirm');
    expect(pending.status).toBe(409);
    expect(await keyOf(pending)).toBe('bookings.errors.notCompleted');
    expect((await move(pro, visit.id, 'complete')).actions).toEqual([]);
    const seen = Booking.parse(await (await t.request(`/api/bookings/${visit.id}`, { cookie: client.cookie })).json());
    expect(seen.actions).toEqual(['confirm']);
    expect((await move(client, visit.id, 'confirm')).status).toBe('confirmed');
    expect(await keyOf(await act(t, client, visit.id, 'confirm'))).toBe('bookings.errors.notCompleted');

    const [work] = await t.database.db
      .select()
      .from(engagements)
      .where(and(eq(engagements.clientId, client.userId), eq(engagements.serviceId, serviceId)));
    expect(work?.stage).toBe('done');
    const review = await t.request('/api/reviews', {
      method: 'POST',
      cookie: client.cookie,
      json: { serviceId, rating: 5, comment: 'Rewired the kitchen neatly and on time.' },
    });
    expect(review.status).toBe(201);
  });

  it('a request cannot be marked done, nor a booking whose time has not come', async () => {
    const request = await insertBooking('requested', -6, { expiresAt: new Date(Date.now() + HOUR) });
    const response = await act(t, pro, request.id, 'complete');
    expect(response.status).toBe(409);
    expect(await keyOf(response)).toBe('bookings.errors.notAccepted');
  });

  it('a booking marked done is confirmed by the system 3 days after its slot, once', async () => {
    const quiet = await insertBooking('completed', -80);
    const recent = await insertBooking('completed', -30);
    await runBookingTimers(t.deps);
    await runBookingTimers(t.deps);
    expect(await eventsOf(quiet.id)).toEqual([['confirmed', 'system']]);
    expect(await eventsOf(recent.id)).toEqual([]);
  });
});

describe('reminders', () => {
  it('go to both parties 24 h and 2 h before an accepted booking, once each', async () => {
    const tomorrow = await insertBooking('accepted', 20);
    const soon = await insertBooking('accepted', 1.5);
    const declined = await insertBooking('declined', 1.5);
    await runBookingTimers(t.deps);
    await runBookingTimers(t.deps);
    const reminders = (id: string) =>
      t
        .outbox()
        .filter((mail) => mail.text.includes(id) && mail.subject.startsWith('Reminder'))
        .map((mail) => [mail.to, mail.subject.match(/in (\d+) hours/)?.[1]]);
    await expect
      .poll(() => reminders(tomorrow.id).sort())
      .toEqual(
        [
          [client.email, '24'],
          [pro.email, '24'],
        ].sort(),
      );
    await expect
      .poll(() => reminders(soon.id).sort())
      .toEqual(
        [
          [client.email, '2'],
          [pro.email, '2'],
        ].sort(),
      );
    expect(reminders(declined.id)).toEqual([]);
  });
});
