import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingWeek, CalendarFeed, ServiceBookingRulesList } from '#contract/booking-schedule.ts';
import { nepalToday } from '#contract/format/dates.ts';
import { bookings, calendarFeeds } from '#server/db/schema/bookings.ts';
import { services } from '#server/db/schema/services.ts';
import {
  act,
  ALWAYS_OPEN,
  book,
  professional,
  publishService,
  requestSlot,
  setAvailability,
  slotsOf,
  type Person,
} from '#tests/fixtures/bookings.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';

// A service's own booking rules, the professional's private calendar feed and the week view,
// through the API, with who may use each.

let t: TestApp;
let pro: Person;
let otherPro: Person;
let client: Person;
let staff: Person;
/** Bikash's 2-hour job (his working time's length) and his 30-minute consultation. */
let jobId: string;
let adviceId: string;

const OFFICE_HOURS = {
  ...ALWAYS_OPEN,
  weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '09:00', end: '17:00' })),
  durationMinutes: 120,
  bufferAfterMinutes: 30,
};
const THIRTY_MINUTES = {
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  leadMinutes: null,
  horizonDays: null,
};
/** A Nepal day some days ahead, so every test's slot is in the future whatever the hour. */
const day = (ahead: number) => nepalToday(Date.now() + ahead * 86_400_000);
/** The instant of a Nepal wall-clock time on a day. */
const nepal = (date: string, clock: string) => new Date(`${date}T${clock}:00+05:45`).toISOString();
const errorOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error;

beforeAll(async () => {
  t = await createTestApp();
  pro = await professional(t);
  otherPro = await professional(t, 'Hari Electric');
  client = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
  staff = await t.signUpStaff();
  await setAvailability(t, pro, OFFICE_HOURS);
  await setAvailability(t, otherPro);
  jobId = (await publishService(t, pro)).id;
  adviceId = (await publishService(t, pro, { format: 'online', price: '500' })).id;
});
afterAll(() => t.close());

const putRules = (person: Person | null, serviceId: string, json: unknown) =>
  t.request(`/api/bookings/service-rules/${serviceId}`, { method: 'PUT', json, cookie: person?.cookie });

describe("a service's own booking rules", () => {
  it('are set by the service’s professional only', async () => {
    expect((await t.request('/api/bookings/service-rules')).status).toBe(401);
    expect((await t.request('/api/bookings/service-rules', { cookie: client.cookie })).status).toBe(403);
    expect((await t.request('/api/bookings/service-rules', { cookie: staff.cookie })).status).toBe(403);
    expect((await putRules(null, adviceId, THIRTY_MINUTES)).status).toBe(401);
    expect((await putRules(client, adviceId, THIRTY_MINUTES)).status).toBe(403);
    expect((await putRules(staff, adviceId, THIRTY_MINUTES)).status).toBe(403);
    const other = await putRules(otherPro, adviceId, THIRTY_MINUTES);
    expect(other.status).toBe(403);
    expect((await errorOf(other)).key).toBe('bookings.errors.notYourService');
    // another professional's list never shows Bikash's services
    const theirs = ServiceBookingRulesList.parse(
      await (await t.request('/api/bookings/service-rules', { cookie: otherPro.cookie })).json(),
    );
    expect(theirs.items).toEqual([]);
    const unknown = await putRules(pro, '00000000-0000-4000-8000-000000000000', THIRTY_MINUTES);
    expect(unknown.status).toBe(404);
    expect((await putRules(pro, 'not-an-id', THIRTY_MINUTES)).status).toBe(404);
  });

  it('refuses a rule out of range with a message naming it', async () => {
    for (const bad of [{ durationMinutes: 10 }, { durationMinutes: 'abc' }, { horizonDays: 500 }]) {
      const response = await putRules(pro, adviceId, { ...THIRTY_MINUTES, ...bad });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).key).toBe('bookings.validation.minutesInvalid');
    }
  });

  it('are not set on a service staff have hidden', async () => {
    const hidden = await publishService(t, pro);
    await t.database.db.update(services).set({ hiddenAt: new Date() }).where(eq(services.id, hidden.id));
    expect((await putRules(pro, hidden.id, THIRTY_MINUTES)).status).toBe(410);
    const list = ServiceBookingRulesList.parse(
      await (await t.request('/api/bookings/service-rules', { cookie: pro.cookie })).json(),
    );
    expect(list.items.map((item) => item.serviceId)).toEqual([jobId, adviceId]);
  });

  it('lay out a 30-minute service’s slots beside the 2-hour one, and requests keep to them', async () => {
    const saved = await putRules(pro, adviceId, { ...THIRTY_MINUTES, durationMinutes: '30' });
    expect(saved.status).toBe(200);
    const list = ServiceBookingRulesList.parse(await saved.json());
    expect(list.items.find((item) => item.serviceId === adviceId)).toMatchObject({ durationMinutes: 30 });
    expect(list.items.find((item) => item.serviceId === jobId)).toMatchObject({ durationMinutes: null });

    const date = day(3);
    const job = await slotsOf(t, jobId, date, 1);
    expect(job.durationMinutes).toBe(120);
    // 2 hours + 30 minutes after: 09:00, 11:30, 14:00 (16:30 would end after 17:00)
    expect(job.days[0]!.slots.map((slot) => slot.startsAt)).toEqual(
      ['09:00', '11:30', '14:00'].map((clock) => nepal(date, clock)),
    );
    const advice = await slotsOf(t, adviceId, date, 1);
    expect(advice.durationMinutes).toBe(30);
    expect(advice.days[0]!.slots).toHaveLength(16);

    // the job at 11:30 holds 11:30–14:00 (its 30 minutes after included): the consultation
    // keeps 11:00 and 14:00, loses what lies between
    await book(t, client, jobId, nepal(date, '11:30'));
    const around = (await slotsOf(t, adviceId, date, 1)).days[0]!.slots.map((slot) => slot.startsAt);
    expect(around).toContain(nepal(date, '11:00'));
    expect(around).not.toContain(nepal(date, '11:30'));
    expect(around).not.toContain(nepal(date, '13:30'));
    expect(around).toContain(nepal(date, '14:00'));

    const consultation = await book(t, client, adviceId, nepal(date, '11:00'));
    expect(consultation.endsAt).toBe(nepal(date, '11:30'));
    const offGrid = await requestSlot(t, client, adviceId, nepal(date, '09:15'));
    expect((await errorOf(offGrid)).key).toBe('bookings.errors.notASlot');
    // the job keeps its own length: 10:00 is no slot of it
    expect((await errorOf(await requestSlot(t, client, jobId, nepal(date, '10:00')))).key).toBe(
      'bookings.errors.notASlot',
    );
  });

  it('narrow the horizon per service, and all null follow the working time again', async () => {
    await putRules(pro, adviceId, { ...THIRTY_MINUTES, horizonDays: 1 });
    const far = await requestSlot(t, client, adviceId, nepal(day(5), '09:00'));
    expect((await errorOf(far)).key).toBe('bookings.errors.beyondHorizon');
    const reset = await putRules(pro, adviceId, {
      durationMinutes: '',
      bufferBeforeMinutes: null,
      bufferAfterMinutes: null,
      leadMinutes: null,
      horizonDays: null,
    });
    expect(reset.status).toBe(200);
    expect((await slotsOf(t, adviceId, day(5), 1)).durationMinutes).toBe(120);
  });
});

describe('the private calendar feed', () => {
  const feedPath = (url: string) => url.replace(TEST_ORIGIN, '');
  const feed = (person: Person | null, method = 'GET') =>
    t.request('/api/bookings/feed', { method, cookie: person?.cookie });

  it('is the professional’s own to make and revoke', async () => {
    expect((await feed(null)).status).toBe(401);
    expect((await feed(null, 'POST')).status).toBe(401);
    expect((await feed(null, 'DELETE')).status).toBe(401);
    for (const person of [client, staff]) {
      expect((await feed(person)).status).toBe(403);
      expect((await feed(person, 'POST')).status).toBe(403);
      expect((await feed(person, 'DELETE')).status).toBe(403);
    }
  });

  it('lists accepted bookings at their Nepal times as UTC instants, with client, service and place', async () => {
    const proOfFeed = await professional(t, 'Ramesh Shrestha');
    await setAvailability(t, proOfFeed);
    const service = await publishService(t, proOfFeed);
    const date = day(4);
    const accepted = await book(t, client, service.id, nepal(date, '10:00'));
    expect((await act(t, proOfFeed, accepted.id, 'accept')).status).toBe(200);
    const waiting = await book(t, client, service.id, nepal(date, '13:00'));
    // a booking done 40 days ago is past the feed's month
    const old = await book(t, client, service.id, nepal(date, '15:00'));
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    const hourLater = new Date(longAgo.getTime() + 3_600_000);
    await t.database.db
      .update(bookings)
      .set({ status: 'confirmed', startsAt: longAgo, endsAt: hourLater, heldFrom: longAgo, heldUntil: hourLater })
      .where(eq(bookings.id, old.id));

    expect(CalendarFeed.parse(await (await feed(proOfFeed)).json())).toMatchObject({ active: false });
    const made = await feed(proOfFeed, 'POST');
    expect(made.status).toBe(201);
    const { url } = CalendarFeed.parse(await made.json());
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/bookings\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    // the URL is shown once: afterwards the feed only says it exists
    expect(CalendarFeed.parse(await (await feed(proOfFeed)).json())).toMatchObject({ active: true, url: null });

    const answer = await t.request(feedPath(url!));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/calendar');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const ics = (await answer.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    // 10:00 in Nepal is 04:15 UTC: +05:45 exactly
    const utc = (clock: string) => `${date.replaceAll('-', '')}T${clock}00Z`;
    expect(ics).toContain(`DTSTART:${utc('0415')}`);
    expect(ics).toContain(`DTEND:${utc('0515')}`);
    expect(ics).toContain('SUMMARY:House Wiring & Electrical Repairs · Sita Maharjan');
    expect(ics).toContain('LOCATION:Jhamsikhel\\, near the school');
    expect(ics).toContain(`UID:booking-${accepted.id}@sipalu.com.np`);
    expect(ics).not.toContain(waiting.id);
    expect(ics).not.toContain(old.id);

    // the database keeps the secret's hash, never the secret
    const [row] = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.professionalId, proOfFeed.userId));
    const token = url!.split('/').at(-1)!.replace('.ics', '');
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    expect((await t.request(`/api/bookings/feed/${row!.tokenHash}.ics`)).status).toBe(404);

    // another professional neither sees nor revokes it: their DELETE is of their own feed
    expect(CalendarFeed.parse(await (await feed(otherPro)).json())).toMatchObject({ active: false });
    expect((await feed(otherPro, 'DELETE')).status).toBe(204);
    expect((await t.request(feedPath(url!))).status).toBe(200);

    // a new URL replaces the old, and revoking ends it
    const renewed = CalendarFeed.parse(await (await feed(proOfFeed, 'POST')).json());
    expect(renewed.url).not.toBe(url);
    expect((await t.request(feedPath(url!))).status).toBe(404);
    expect((await t.request(feedPath(renewed.url!))).status).toBe(200);
    expect((await feed(proOfFeed, 'DELETE')).status).toBe(204);
    expect((await t.request(feedPath(renewed.url!))).status).toBe(404);
    expect(CalendarFeed.parse(await (await feed(proOfFeed)).json())).toMatchObject({ active: false });
  });

  it('answers 404 to a guessed or malformed secret', async () => {
    const guessed = Buffer.alloc(32, 7).toString('base64url');
    for (const file of [`${guessed}.ics`, guessed, 'short.ics', `${guessed}x.ics`, '..%2F..%2Fetc.ics']) {
      const response = await t.request(`/api/bookings/feed/${file}`);
      expect(response.status, file).toBe(404);
    }
  });
});

describe('the week view', () => {
  const week = (person: Person | null, from?: string) =>
    t.request(`/api/bookings/week${from ? `?from=${from}` : ''}`, { cookie: person?.cookie });

  it('is the professional’s own', async () => {
    expect((await week(null)).status).toBe(401);
    expect((await week(client)).status).toBe(403);
    expect((await week(staff)).status).toBe(403);
    expect((await week(pro, '2026-02-30')).status).toBe(400);
  });

  it('runs Sunday to Saturday in Nepal, with the hours and the bookings that start in it', async () => {
    const weekPro = await professional(t, 'Gita Rai');
    await setAvailability(t, weekPro);
    const service = await publishService(t, weekPro);
    // a Sunday at least a week ahead: its 00:00 in Nepal is Saturday 18:15 UTC
    const ahead = day(8);
    const sunday = nepalToday(Date.parse(`${ahead}T00:00:00Z`) + (7 - new Date(ahead).getUTCDay()) * 86_400_000);
    const first = await book(t, client, service.id, nepal(sunday, '00:00'));
    const saturdayNight = new Date(Date.parse(nepal(sunday, '00:00')) - 3_600_000).toISOString();
    const before = await book(t, client, service.id, saturdayNight);
    const cancelled = await book(t, client, service.id, nepal(sunday, '12:00'));
    expect((await act(t, client, cancelled.id, 'cancel')).status).toBe(200);
    const accepted = await book(t, client, service.id, nepal(sunday, '14:00'));
    expect((await act(t, weekPro, accepted.id, 'accept')).status).toBe(200);

    const wednesday = nepalToday(Date.parse(`${sunday}T00:00:00Z`) + 3 * 86_400_000);
    const answer = await week(weekPro, wednesday);
    expect(answer.status).toBe(200);
    const shown = BookingWeek.parse(await answer.json());
    expect(shown.from).toBe(sunday);
    expect(shown.days.map((entry) => entry.date)[6]).toBe(
      nepalToday(Date.parse(`${sunday}T00:00:00Z`) + 6 * 86_400_000),
    );
    expect(shown.days[0]!.hours).toEqual([{ start: '00:00', end: '24:00' }]);
    expect(shown.bookings.map((booking) => [booking.id, booking.status])).toEqual([
      [first.id, 'requested'],
      [accepted.id, 'accepted'],
    ]);
    expect(shown.bookings.map((booking) => booking.id)).not.toContain(before.id);
    // the other professional's week has none of them
    const theirs = BookingWeek.parse(await (await week(otherPro, wednesday)).json());
    expect(theirs.bookings).toEqual([]);
  });
});
