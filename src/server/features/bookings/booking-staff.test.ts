import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffBooking, StaffBookingList } from '#contract/staff-bookings.ts';
import { auditLog } from '#server/db/schema/trust.ts';
import {
  act,
  book,
  professional,
  publishService,
  setAvailability,
  slotAhead,
  type Person,
} from '#tests/fixtures/bookings.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// The staff console's Bookings tab: staff alone look bookings up and read them, and call one off
// with a reason that reaches both parties and stays in the audit log.

let t: TestApp;
let pro: Person;
let client: Person;
let stranger: Person;
let staff: Person;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = await professional(t, 'Bikash Tamang');
  client = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
  stranger = await t.signUp({ fullName: 'Ram Thapa', verified: true });
  staff = await t.signUpStaff();
  await setAvailability(t, pro);
  serviceId = (await publishService(t, pro)).id;
});
afterAll(() => t.close());

const keyOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error.key;
const cancel = (person: Person | null, id: string, reason: unknown = 'The professional is unwell this week.') =>
  t.request(`/api/staff/bookings/${id}/cancel`, { method: 'POST', cookie: person?.cookie, json: { reason } });
const find = async (q: string) => {
  const response = await t.request(`/api/staff/bookings?q=${encodeURIComponent(q)}`, { cookie: staff.cookie });
  expect(response.status).toBe(200);
  return StaffBookingList.parse(await response.json()).items.map((item) => item.id);
};

describe('the staff Bookings tab', () => {
  it('is staff only: anonymous 401; a client, the professional and staff without two-factor 403', async () => {
    const booking = await book(t, client, serviceId, await slotAhead(t, serviceId, 2, 3));
    const halfStaff = await t.signUpStaff({ twoFactor: false });
    for (const path of ['/api/staff/bookings', `/api/staff/bookings/${booking.id}`]) {
      expect((await t.request(path)).status).toBe(401);
      for (const person of [client, pro, stranger, halfStaff]) {
        expect((await t.request(path, { cookie: person.cookie })).status, path).toBe(403);
      }
    }
    expect((await cancel(null, booking.id)).status).toBe(401);
    for (const person of [client, pro, stranger, halfStaff])
      expect((await cancel(person, booking.id)).status).toBe(403);
    expect((await t.request(`/api/bookings/${booking.id}`, { cookie: client.cookie })).status).toBe(200);
  });

  it('finds a booking by its id, by either party’s id, e-mail or name, and nothing for a stranger', async () => {
    const booking = await book(t, client, serviceId, await slotAhead(t, serviceId, 2, 5));
    for (const q of [booking.id, client.userId, pro.userId, client.email.toUpperCase(), 'sita mahar', 'Bikash']) {
      expect(await find(q), q).toContain(booking.id);
    }
    expect(await find(stranger.email)).toEqual([]);
    // a wildcard is a character to match, not "anything"
    expect(await find('%')).toEqual([]);
    const unknown = await t.request(`/api/staff/bookings/${crypto.randomUUID()}`, { cookie: staff.cookie });
    expect(unknown.status).toBe(404);
  });

  it('reads the timeline and counts the professional’s cancellations', async () => {
    const before = StaffBooking.parse(
      await (
        await t.request(
          `/api/staff/bookings/${(await book(t, client, serviceId, await slotAhead(t, serviceId, 3, 1))).id}`,
          {
            cookie: staff.cookie,
          },
        )
      ).json(),
    );
    const dropped = await book(t, client, serviceId, await slotAhead(t, serviceId, 3, 3));
    expect((await act(t, pro, dropped.id, 'accept')).status).toBe(200);
    expect((await act(t, pro, dropped.id, 'cancel', { reason: 'My van broke down.' })).status).toBe(200);
    const read = StaffBooking.parse(
      await (await t.request(`/api/staff/bookings/${dropped.id}`, { cookie: staff.cookie })).json(),
    );
    expect(read.viewerRole).toBe('staff');
    expect(read.actions).toEqual([]);
    expect(read.events.map((event) => [event.status, event.actor, event.reason])).toEqual([
      ['requested', 'client', null],
      ['accepted', 'professional', null],
      ['cancelled', 'professional', 'My van broke down.'],
    ]);
    expect(read.professionalRecord.cancellations).toBe(before.professionalRecord.cancellations + 1);
    expect(read.professionalRecord.accepted).toBe(before.professionalRecord.accepted + 1);
  });

  it('cancels with a reason: both parties are told, the audit log keeps it, and it happens once', async () => {
    const booking = await book(t, client, serviceId, await slotAhead(t, serviceId, 4, 2));
    expect((await act(t, pro, booking.id, 'accept')).status).toBe(200);

    const bare = await cancel(staff, booking.id, '   ');
    expect(bare.status).toBe(400);
    expect(await keyOf(bare)).toBe('staff.bookings.reasonRequired');

    const twice = await Promise.all([cancel(staff, booking.id), cancel(staff, booking.id)]);
    expect(twice.map((response) => response.status).sort()).toEqual([200, 409]);
    const read = StaffBooking.parse(
      await (await t.request(`/api/staff/bookings/${booking.id}`, { cookie: staff.cookie })).json(),
    );
    expect(read.status).toBe('cancelled');
    expect(read.events.at(-1)).toMatchObject({
      status: 'cancelled',
      actor: 'staff',
      reason: 'The professional is unwell this week.',
    });

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.cancel'), eq(auditLog.itemId, booking.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: staff.userId,
      itemKind: 'booking',
      reason: 'The professional is unwell this week.',
    });

    const told = () =>
      t
        .outbox()
        .filter((mail) => mail.text.includes(booking.id) && mail.subject.startsWith('Booking cancelled'))
        .map((mail) => mail.to)
        .sort();
    await expect.poll(told).toEqual([client.email, pro.email].sort());
    // the slot is free again
    const again = await book(t, stranger, serviceId, booking.startsAt);
    expect(again.status).toBe('requested');
  });

  it('refuses a booking that no longer holds time, and an unknown one', async () => {
    const booking = await book(t, client, serviceId, await slotAhead(t, serviceId, 5, 2));
    expect((await act(t, client, booking.id, 'cancel')).status).toBe(200);
    const late = await cancel(staff, booking.id);
    expect(late.status).toBe(409);
    expect(await keyOf(late)).toBe('bookings.errors.cannotCancel');
    expect((await cancel(staff, crypto.randomUUID())).status).toBe(404);
    expect((await cancel(staff, 'not-an-id')).status).toBe(404);
  });
});
