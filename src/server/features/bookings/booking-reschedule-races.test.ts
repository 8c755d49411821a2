import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking, HOLDING_STATUSES } from '#contract/bookings.ts';
import { bookingEvents, bookings } from '#server/db/schema/bookings.ts';
import {
  act,
  answer,
  book,
  professional,
  propose,
  publishService,
  requestSlot,
  setAvailability,
  slotAhead,
  type Person,
} from '#tests/fixtures/bookings.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// Reschedules racing, on whichever database this run uses: the pending proposal is closed by one
// conditional update, and the exclusion constraint decides between a moved booking and a new one.

let t: TestApp;
let pro: Person;
let client: Person;
let rivals: Person[];
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = await professional(t);
  client = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
  rivals = [];
  for (let i = 0; i < 3; i++) rivals.push(await t.signUp({ fullName: `Rival ${i}`, verified: true }));
  await setAvailability(t, pro);
  serviceId = (await publishService(t, pro)).id;
});
afterAll(() => t.close());

async function acceptedBooking(day: number, index: number): Promise<Booking> {
  const booking = await book(t, client, serviceId, await slotAhead(t, serviceId, day, index));
  expect((await act(t, pro, booking.id, 'accept')).status).toBe(200);
  return booking;
}

async function proposal(person: Person, bookingId: string, startsAt: string): Promise<string> {
  const response = await propose(t, person, bookingId, startsAt);
  expect(response.status, await response.clone().text()).toBe(201);
  return Booking.parse(await response.json()).reschedule!.id;
}

const changes = async (bookingId: string, change: 'reschedule_accepted' | 'reschedule_proposed') =>
  t.database.db.$count(bookingEvents, and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.change, change)));

describe('racing reschedules', () => {
  it('five accepts of one proposal at once (tabs, double taps): exactly one moves the booking', async () => {
    const booking = await acceptedBooking(2, 2);
    const target = await slotAhead(t, serviceId, 2, 6);
    const id = await proposal(client, booking.id, target);
    const answers = await Promise.all(Array.from({ length: 5 }, () => answer(t, pro, booking.id, id, 'accept')));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await changes(booking.id, 'reschedule_accepted')).toBe(1);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.startsAt.toISOString()).toBe(target);
  });

  it('accept and withdraw at once: one of them, never both', async () => {
    const booking = await acceptedBooking(3, 2);
    const id = await proposal(client, booking.id, await slotAhead(t, serviceId, 3, 6));
    const [accepted, withdrawn] = await Promise.all([
      answer(t, pro, booking.id, id, 'accept'),
      answer(t, client, booking.id, id, 'withdraw'),
    ]);
    expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
  });

  it('both sides proposing at once: one proposal stands', async () => {
    const booking = await acceptedBooking(4, 2);
    const [a, b] = await Promise.all([
      propose(t, client, booking.id, await slotAhead(t, serviceId, 4, 6)),
      propose(t, pro, booking.id, await slotAhead(t, serviceId, 4, 8)),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await changes(booking.id, 'reschedule_proposed')).toBe(1);
  });

  it('an accept racing new requests for the same time: exactly one holds it, no 5xx', async () => {
    for (const [round, index] of [6, 9, 12].entries()) {
      const booking = await acceptedBooking(5, index - 4);
      const target = await slotAhead(t, serviceId, 5, index);
      const id = await proposal(client, booking.id, target);
      const [accept, ...requests] = await Promise.all([
        answer(t, pro, booking.id, id, 'accept'),
        ...rivals.map((rival) => requestSlot(t, rival, serviceId, target)),
      ]);
      const statuses = [accept!.status, ...requests.map((response) => response.status)];
      expect(
        statuses.every((status) => status < 500),
        `round ${round}: ${statuses.join(',')}`,
      ).toBe(true);
      const won = (accept!.status === 200 ? 1 : 0) + requests.filter((response) => response.status === 201).length;
      expect(won).toBe(1);
      if (accept!.status !== 200) {
        expect(((await accept!.json()) as { error: { key: string } }).error.key).toBe('bookings.errors.slotTaken');
      }
      const holding = await t.database.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.startsAt, new Date(target)), inArray(bookings.status, [...HOLDING_STATUSES])));
      expect(holding).toHaveLength(1);
    }
  });
});
