import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Availability, Booking, BookingList } from '#contract/bookings.ts';
import { nepalToday } from '#contract/format/dates.ts';
import { englishMessage } from '#contract/messages.ts';
import { bookingEvents, bookings } from '#server/db/schema/bookings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { services } from '#server/db/schema/services.ts';
import {
  act,
  ALWAYS_OPEN,
  book,
  professional,
  publishService,
  requestSlot,
  setAvailability,
  slotAhead,
  slotsOf,
  type Person,
} from '#tests/fixtures/bookings.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { runBookingTimers } from './booking-timers.ts';

// Booking a professional's time through the API: working time, slots, the request with every
// rule it must meet, and who may read and move a booking. The state machine's moves have their
// own file (booking-moves.test.ts), the races theirs (booking-races.test.ts).

let t: TestApp;
let pro: Person;
let client: Person;
let stranger: Person;
let otherPro: Person;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = await professional(t);
  otherPro = await professional(t, 'Hari Electric');
  client = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
  stranger = await t.signUp({ fullName: 'Ram Thapa', verified: true });
  await setAvailability(t, pro);
  serviceId = (await publishService(t, pro)).id;
});
afterAll(() => t.close());

const errorOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error;

describe('working time', () => {
  it('is the professional’s own: anonymous 401, without the role 403', async () => {
    expect((await t.request('/api/bookings/availability')).status).toBe(401);
    expect((await t.request('/api/bookings/availability', { cookie: client.cookie })).status).toBe(403);
    const put = await t.request('/api/bookings/availability', {
      method: 'PUT',
      json: ALWAYS_OPEN,
      cookie: client.cookie,
    });
    expect(put.status).toBe(403);
  });

  it('starts from defaults and keeps what was saved', async () => {
    const fresh = await professional(t, 'New Pro');
    const before = Availability.parse(
      await (await t.request('/api/bookings/availability', { cookie: fresh.cookie })).json(),
    );
    expect(before.configured).toBe(false);
    await setAvailability(t, fresh, { ...ALWAYS_OPEN, durationMinutes: 90 });
    const after = Availability.parse(
      await (await t.request('/api/bookings/availability', { cookie: fresh.cookie })).json(),
    );
    expect(after).toMatchObject({ configured: true, durationMinutes: 90, meetingLink: ALWAYS_OPEN.meetingLink });
  });

  it('refuses bad hours with a message naming the rule', async () => {
    const put = (input: unknown) =>
      t.request('/api/bookings/availability', { method: 'PUT', json: input, cookie: pro.cookie });
    const cases: [unknown, string][] = [
      [{ ...ALWAYS_OPEN, weeklyHours: [{ day: 1, start: '25:00', end: '26:00' }] }, 'bookings.validation.timeInvalid'],
      [{ ...ALWAYS_OPEN, weeklyHours: [{ day: 1, start: '12:00', end: '09:00' }] }, 'bookings.validation.hoursOrder'],
      [
        {
          ...ALWAYS_OPEN,
          weeklyHours: [
            { day: 1, start: '09:00', end: '12:00' },
            { day: 1, start: '11:00', end: '13:00' },
          ],
        },
        'bookings.validation.hoursOverlap',
      ],
      [{ ...ALWAYS_OPEN, exceptions: [{ date: '2026-02-30', hours: [] }] }, 'bookings.validation.dateInvalid'],
      [{ ...ALWAYS_OPEN, meetingLink: 'javascript:alert(1)' }, 'bookings.validation.meetingLinkInvalid'],
      [{ ...ALWAYS_OPEN, durationMinutes: 5 }, 'bookings.validation.minutesInvalid'],
    ];
    for (const [input, key] of cases) {
      const response = await put(input);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(englishMessage(key));
    }
  });
});

describe('slots', () => {
  it('are public, day by day, and none are offered without working hours', async () => {
    const slots = await slotsOf(t, serviceId, undefined, 3);
    expect(slots).toMatchObject({ bookable: true, durationMinutes: 60, timeZone: 'Asia/Kathmandu' });
    expect(slots.days).toHaveLength(3);
    expect(slots.days[1]?.slots).toHaveLength(24);
    const unset = await publishService(t, otherPro);
    expect(await slotsOf(t, unset.id)).toMatchObject({ bookable: false, days: [] });
  });

  it('answer 4xx for an unknown service, a bad date or too many days', async () => {
    const unknown = await t.request('/api/bookings/slots?serviceId=00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await t.request('/api/bookings/slots?serviceId=nope')).status).toBe(400);
    expect((await t.request(`/api/bookings/slots?serviceId=${serviceId}&from=2026-13-01`)).status).toBe(400);
    expect((await t.request(`/api/bookings/slots?serviceId=${serviceId}&days=40`)).status).toBe(400);
  });
});

describe('asking for a slot', () => {
  it('holds the slot, tells the professional, and shows in both lists', async () => {
    const startsAt = await slotAhead(t, serviceId, 3, 9);
    const booking = await book(t, client, serviceId, startsAt);
    expect(booking).toMatchObject({
      status: 'requested',
      viewerRole: 'client',
      startsAt,
      pricePaisa: 150050,
      address: 'Jhamsikhel, near the school',
      districtId: 'lalitpur',
      actions: ['cancel'],
    });
    expect(booking.events.map((event) => [event.status, event.actor])).toEqual([['requested', 'client']]);
    // the slot is gone from the list others see
    const day = (await slotsOf(t, serviceId, undefined, 4)).days[3];
    expect(day?.slots.map((slot) => slot.startsAt)).not.toContain(startsAt);

    // the app's own runner sends the notices at once; a sweep here may find them taken already
    await runBookingTimers(t.deps);
    const mailed = () => t.outbox().find((sent) => sent.to === pro.email && sent.text.includes(booking.id));
    await expect.poll(() => mailed()?.subject).toContain('New booking request');
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, pro.userId), eq(notifications.kind, 'booking')));
    expect(notice?.payload).toMatchObject({ bookingId: booking.id, status: 'requested', actor: 'client' });

    const asPro = BookingList.parse(
      await (await t.request('/api/bookings?as=professional&view=requests', { cookie: pro.cookie })).json(),
    );
    expect(asPro.items.map((item) => item.id)).toContain(booking.id);
    expect(asPro.waiting).toBeGreaterThanOrEqual(1);
    const asClient = BookingList.parse(
      await (await t.request('/api/bookings?view=requests', { cookie: client.cookie })).json(),
    );
    expect(asClient.items.map((item) => item.id)).toContain(booking.id);
  });

  it('refuses anonymous visitors, unverified e-mails and the professional’s own service', async () => {
    const startsAt = await slotAhead(t, serviceId, 4, 1);
    expect((await requestSlot(t, null, serviceId, startsAt)).status).toBe(401);
    const unverified = await t.signUp({ fullName: 'Unverified' });
    expect((await requestSlot(t, { ...unverified }, serviceId, startsAt)).status).toBe(403);
    const own = await requestSlot(t, pro, serviceId, startsAt);
    expect(own.status).toBe(403);
    expect((await errorOf(own)).key).toBe('bookings.errors.ownService');
  });

  it('names the broken rule: past, outside hours, not a slot, beyond the horizon, no address, taken', async () => {
    const hoursPro = await professional(t, 'Office Hours');
    await setAvailability(t, hoursPro, {
      ...ALWAYS_OPEN,
      weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '10:00', end: '17:00' })),
    });
    const office = (await publishService(t, hoursPro)).id;
    const inDays = (days: number, clock: string) => {
      const day = nepalToday(Date.now() + days * 86_400_000);
      return `${day}T${clock}:00+05:45`;
    };
    const cases: [string, Record<string, unknown>, number, string][] = [
      [inDays(-2, '10:00'), {}, 400, 'slotPast'],
      [inDays(3, '07:00'), {}, 400, 'outsideHours'],
      [inDays(3, '10:20'), {}, 400, 'notASlot'],
      [inDays(40, '10:00'), {}, 400, 'beyondHorizon'],
      [inDays(3, '10:00'), { address: '' }, 400, 'addressRequired'],
    ];
    for (const [startsAt, extra, status, key] of cases) {
      const response = await requestSlot(t, client, office, startsAt, extra);
      expect([startsAt, response.status]).toEqual([startsAt, status]);
      expect((await errorOf(response)).key).toBe(`bookings.errors.${key}`);
    }
    await book(t, client, office, inDays(3, '11:00'));
    const taken = await requestSlot(t, stranger, office, inDays(3, '11:00'));
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).key).toBe('bookings.errors.slotTaken');
    // nothing half-written: one booking and one event for that time
    expect(await t.database.db.$count(bookings, eq(bookings.professionalId, hoursPro.userId))).toBe(1);
  });

  it('answers 4xx, never 5xx, to malformed input', async () => {
    const bodies = [
      { serviceId, startsAt: 'tomorrow' },
      { serviceId, startsAt: '2026-11-30T10:00:00' },
      { serviceId: 'x', startsAt: '2026-11-30T10:00:00+05:45' },
      { serviceId, startsAt: '2026-11-30T10:00:00+05:45', districtId: 'atlantis', address: 'x' },
      { serviceId, startsAt: '2026-11-30T10:00:00+05:45', note: 'a'.repeat(1001) },
    ];
    for (const json of bodies) {
      const response = await t.request('/api/bookings', { method: 'POST', json, cookie: client.cookie });
      expect(response.status, JSON.stringify(json)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(json)).toBeLessThan(500);
    }
  });

  it('refuses a hidden service with 410, to new requests and to accepting old ones', async () => {
    const startsAt = await slotAhead(t, serviceId, 5, 3);
    const booking = await book(t, client, serviceId, startsAt);
    await t.database.db.update(services).set({ hiddenAt: new Date() }).where(eq(services.id, serviceId));
    try {
      expect((await requestSlot(t, stranger, serviceId, await slotAheadUnchecked(5, 5))).status).toBe(410);
      expect((await act(t, pro, booking.id, 'accept')).status).toBe(410);
      // leaving is still possible
      expect((await act(t, client, booking.id, 'cancel')).status).toBe(200);
    } finally {
      await t.database.db.update(services).set({ hiddenAt: null }).where(eq(services.id, serviceId));
    }
  });
});

/** A start `daysAhead` days from now at the `hour`-th hour (Nepal), without asking the (hidden) service. */
async function slotAheadUnchecked(daysAhead: number, hour: number): Promise<string> {
  const day = nepalToday(Date.now() + daysAhead * 86_400_000);
  return `${day}T${String(hour).padStart(2, '0')}:00:00+05:45`;
}

describe('who may read and move a booking', () => {
  it('is its two parties alone: anonymous 401; another client, another professional and staff 404', async () => {
    const booking = await book(t, client, serviceId, await slotAhead(t, serviceId, 6, 2));
    const staff = await t.signUpStaff();
    expect((await t.request(`/api/bookings/${booking.id}`)).status).toBe(401);
    for (const outsider of [stranger, otherPro, staff]) {
      expect((await t.request(`/api/bookings/${booking.id}`, { cookie: outsider.cookie })).status).toBe(404);
      expect((await act(t, outsider, booking.id, 'cancel', { reason: 'mine now' })).status).toBe(404);
    }
    expect((await act(t, null, booking.id, 'cancel')).status).toBe(401);
    const asPro = Booking.parse(await (await t.request(`/api/bookings/${booking.id}`, { cookie: pro.cookie })).json());
    expect(asPro).toMatchObject({ viewerRole: 'professional', actions: ['accept', 'decline', 'cancel'] });
    // another user's lists do not show it
    for (const outsider of [stranger, otherPro]) {
      for (const as of ['client', 'professional']) {
        const list = BookingList.parse(
          await (await t.request(`/api/bookings?as=${as}&view=requests`, { cookie: outsider.cookie })).json(),
        );
        expect(list.items.map((item) => item.id)).not.toContain(booking.id);
      }
    }
    expect((await t.request('/api/bookings')).status).toBe(401);
    expect((await t.request('/api/bookings/not-a-uuid', { cookie: client.cookie })).status).toBe(404);
  });

  it('keeps each move to its side: the client cannot accept, the professional cannot confirm', async () => {
    const booking = await book(t, client, serviceId, await slotAhead(t, serviceId, 6, 5));
    const accept = await act(t, client, booking.id, 'accept');
    expect(accept.status).toBe(403);
    expect((await errorOf(accept)).key).toBe('bookings.errors.professionalOnly');
    const confirm = await act(t, pro, booking.id, 'confirm');
    expect(confirm.status).toBe(403);
    expect((await errorOf(confirm)).key).toBe('bookings.errors.clientOnly');
    expect(await t.database.db.$count(bookingEvents, eq(bookingEvents.bookingId, booking.id))).toBe(1);
  });

  it('gives each party an "Add to calendar" file, with the time in UTC and the booking as its UID', async () => {
    const booking = await book(t, client, serviceId, await slotAhead(t, serviceId, 7, 4));
    const file = await t.request(`/api/bookings/${booking.id}/calendar.ics`, { cookie: client.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    const text = await file.text();
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(text).toContain(`DTSTART:${utc(booking.startsAt)}`);
    expect(text).toContain(`DTEND:${utc(booking.endsAt)}`);
    expect(text).toContain(`UID:booking-${booking.id}@sipalu.com.np`);
    expect(text).toContain('STATUS:TENTATIVE');
    expect(text).toContain('SUMMARY:House Wiring & Electrical Repairs · Bikash Tamang');
    expect((await t.request(`/api/bookings/${booking.id}/calendar.ics`)).status).toBe(401);
    expect((await t.request(`/api/bookings/${booking.id}/calendar.ics`, { cookie: stranger.cookie })).status).toBe(404);
  });
});
