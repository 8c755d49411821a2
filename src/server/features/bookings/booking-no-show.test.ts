import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking, type BookingStatus } from '#contract/bookings.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { bookingEvents, bookingReschedules, bookings } from '#server/db/schema/bookings.ts';
import {
  act,
  answer,
  professional,
  propose,
  publishService,
  setAvailability,
  slotsOf,
  type Person,
} from '#tests/fixtures/bookings.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { runBookingTimers } from './booking-timers.ts';

// No-shows (decision 044): after the slot's start either side of an accepted booking reports the
// other did not come; and reminders follow a booking moved to another time, once per time.

let t: TestApp;
let pro: Person;
let client: Person;
let stranger: Person;
let staff: Person;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = await professional(t);
  client = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
  stranger = await t.signUp({ fullName: 'Gita Rai', verified: true });
  staff = await t.signUpStaff();
  await setAvailability(t, pro);
  serviceId = (await publishService(t, pro)).id;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const keyOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error.key;

/** A booking as time would have left it: starting at `startsAt`, made five days ago. */
async function insertBooking(status: BookingStatus, startsAt: Date) {
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
    })
    .returning();
  return row!;
}

const hoursFromNow = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);

describe('reporting a no-show', () => {
  it('is refused before the slot has started, and to anyone but the parties', async () => {
    const upcoming = await insertBooking('accepted', hoursFromNow(30));
    for (const person of [client, pro]) {
      const response = await act(t, person, upcoming.id, 'no_show');
      expect([response.status, await keyOf(response)]).toEqual([409, 'bookings.errors.noShowTooEarly']);
    }
    const started = await insertBooking('accepted', hoursFromNow(-0.5));
    expect((await act(t, null, started.id, 'no_show')).status).toBe(401);
    for (const person of [stranger, staff]) {
      const response = await act(t, person, started.id, 'no_show');
      expect([response.status, await keyOf(response)]).toEqual([404, 'bookings.errors.notFound']);
    }
    const requested = await insertBooking('requested', hoursFromNow(-50));
    const early = await act(t, client, requested.id, 'no_show');
    expect([early.status, await keyOf(early)]).toEqual([409, 'bookings.errors.cannotReportNoShow']);
    const read = Booking.parse(await (await t.request(`/api/bookings/${started.id}`, { cookie: pro.cookie })).json());
    expect(read.actions).toEqual(['complete', 'no_show']);
  });

  it('the client reports the professional absent: final, on the timeline, told to him, and queryable', async () => {
    const started = await insertBooking('accepted', hoursFromNow(-1.5));
    const response = await act(t, client, started.id, 'no_show', { reason: 'Waited an hour; no answer on the phone.' });
    expect(response.status).toBe(200);
    const reported = Booking.parse(await response.json());
    expect(reported).toMatchObject({ status: 'no_show', actions: [] });
    expect(reported.events.at(-1)).toMatchObject({
      status: 'no_show',
      actor: 'client',
      reason: 'Waited an hour; no answer on the phone.',
    });
    // final: neither side moves it again
    expect(await keyOf(await act(t, pro, started.id, 'complete'))).toBe('bookings.errors.notAccepted');
    expect(await keyOf(await act(t, pro, started.id, 'no_show'))).toBe('bookings.errors.cannotReportNoShow');
    await expect
      .poll(() => t.outbox().filter((mail) => mail.to === pro.email && mail.text.includes(started.id)).length)
      .toBe(1);
    expect(t.outbox().find((mail) => mail.text.includes(started.id))?.subject).toMatch(/^Reported as a no-show/);
    // staff's question: which bookings were no-shows, and who reported them
    const [row] = await t.database.db
      .select({ status: bookings.status, reporter: bookingEvents.actor })
      .from(bookings)
      .innerJoin(bookingEvents, and(eq(bookingEvents.bookingId, bookings.id), eq(bookingEvents.status, 'no_show')))
      .where(eq(bookings.id, started.id));
    expect(row).toEqual({ status: 'no_show', reporter: 'client' });
  });
});

describe('reminders of a moved booking', () => {
  it('come for the new time, and never twice for one time', async () => {
    const booking = await insertBooking('accepted', hoursFromNow(20));
    await runBookingTimers(t.deps);
    const reminders = () =>
      t
        .outbox()
        .filter((mail) => mail.text.includes(booking.id) && mail.subject.startsWith('Reminder'))
        .map((mail) => mail.to)
        .sort();
    await expect.poll(reminders).toEqual([client.email, pro.email].sort());

    // moved to a slot about 22 hours ahead, as accepted two days ago
    const slot = (await slotsOf(t, serviceId, undefined, 3)).days
      .flatMap((day) => day.slots)
      .find((candidate) => Date.parse(candidate.startsAt) > Date.now() + 21 * HOUR)!;
    const asked = await propose(t, pro, booking.id, slot.startsAt);
    expect(asked.status, await asked.clone().text()).toBe(201);
    const { reschedule } = Booking.parse(await asked.json());
    expect((await answer(t, client, booking.id, reschedule!.id, 'accept')).status).toBe(200);
    // moved after the 24-hour mark of its new time: the acceptance told them, no reminder yet
    await runBookingTimers(t.deps);
    expect(reminders()).toHaveLength(2);

    await t.database.db
      .update(bookingReschedules)
      .set({ decidedAt: new Date(Date.now() - 48 * HOUR) })
      .where(eq(bookingReschedules.id, reschedule!.id));
    await runBookingTimers(t.deps);
    await runBookingTimers(t.deps);
    await expect.poll(reminders).toEqual([client.email, client.email, pro.email, pro.email].sort());
    // each pair names its own time
    const about = (startsAt: Date) =>
      t
        .outbox()
        .filter((mail) => mail.text.includes(booking.id) && mail.subject.startsWith('Reminder'))
        .filter((mail) => mail.text.includes(formatDateTime(startsAt, 'en', { weekday: true }))).length;
    expect([about(booking.startsAt), about(new Date(slot.startsAt))]).toEqual([2, 2]);
  });
});
