import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '#contract/bookings.ts';
import { bookingReschedules, bookings } from '#server/db/schema/bookings.ts';
import { services } from '#server/db/schema/services.ts';
import {
  act,
  answer,
  book,
  professional,
  propose,
  publishService,
  setAvailability,
  slotAhead,
  slotsOf,
  type Person,
} from '#tests/fixtures/bookings.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// Moving an accepted booking to another time (decision 044): one free reschedule per side, the
// other side answers, the proposer may withdraw, and the booking keeps its time until the accept.

let t: TestApp;
let pro: Person;
let client: Person;
let stranger: Person;
let otherPro: Person;
let staff: Person;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = await professional(t);
  otherPro = await professional(t, 'Ramesh Shrestha');
  client = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
  stranger = await t.signUp({ fullName: 'Gita Rai', verified: true });
  staff = await t.signUpStaff();
  await setAvailability(t, pro);
  await setAvailability(t, otherPro);
  serviceId = (await publishService(t, pro)).id;
});
afterAll(() => t.close());

const keyOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error.key;

async function read(person: Person, id: string): Promise<Booking> {
  const response = await t.request(`/api/bookings/${id}`, { cookie: person.cookie });
  expect(response.status).toBe(200);
  return Booking.parse(await response.json());
}

async function acceptedBooking(day: number, index: number): Promise<Booking> {
  const booking = await book(t, client, serviceId, await slotAhead(t, serviceId, day, index));
  expect((await act(t, pro, booking.id, 'accept')).status).toBe(200);
  return read(client, booking.id);
}

async function proposed(person: Person, id: string, startsAt: string, extra = {}): Promise<Booking> {
  const response = await propose(t, person, id, startsAt, extra);
  expect(response.status, await response.clone().text()).toBe(201);
  return Booking.parse(await response.json());
}

async function answered(person: Person, booking: Booking, action: string): Promise<Booking> {
  const response = await answer(t, person, booking.id, booking.reschedule!.id, action);
  expect(response.status, await response.clone().text()).toBe(200);
  return Booking.parse(await response.json());
}

const freeOn = async (day: number) =>
  (await slotsOf(t, serviceId, undefined, day + 1)).days[day]!.slots.map((slot) => slot.startsAt);

describe('proposing and accepting another time', () => {
  it('the client proposes, the professional accepts: the booking moves and each is told', async () => {
    const booking = await acceptedBooking(2, 2);
    const target = await slotAhead(t, serviceId, 2, 5);
    const asked = await proposed(client, booking.id, target, { reason: 'My exam moved to that morning.' });
    // the booking keeps its time, and the proposal holds nothing yet
    expect(asked.startsAt).toBe(booking.startsAt);
    expect(asked.reschedule).toMatchObject({ proposedBy: 'client', startsAt: target });
    expect(asked.actions).toEqual(['cancel', 'withdraw_reschedule']);
    expect((await read(pro, booking.id)).actions).toEqual(['cancel', 'accept_reschedule', 'decline_reschedule']);
    expect(await freeOn(2)).not.toContain(booking.startsAt);
    expect(await freeOn(2)).toContain(target);

    const moved = await answered(pro, asked, 'accept');
    expect(moved).toMatchObject({ status: 'accepted', startsAt: target, reschedule: null });
    expect(
      moved.events.filter((event) => event.change).map((event) => [event.change, event.actor, event.startsAt]),
    ).toEqual([
      ['reschedule_proposed', 'client', target],
      ['reschedule_accepted', 'professional', target],
    ]);
    expect(await freeOn(2)).toContain(booking.startsAt);
    expect(await freeOn(2)).not.toContain(target);

    const mails = (to: string, subject: string) =>
      t.outbox().filter((mail) => mail.to === to && mail.text.includes(booking.id) && mail.subject.startsWith(subject));
    await expect.poll(() => mails(pro.email, 'Another time proposed').length).toBe(1);
    await expect.poll(() => mails(client.email, 'Booking moved').length).toBe(1);
    expect(mails(pro.email, 'Another time proposed')[0]!.text).toContain('My exam moved to that morning.');
  });

  it('each side moves a booking once: a second reschedule by the same side is refused', async () => {
    const booking = await acceptedBooking(3, 2);
    const first = await proposed(client, booking.id, await slotAhead(t, serviceId, 3, 4));
    await answered(pro, first, 'accept');
    const again = await propose(t, client, booking.id, await slotAhead(t, serviceId, 3, 6));
    expect(again.status).toBe(409);
    expect(await keyOf(again)).toBe('bookings.errors.rescheduleUsed');
    expect((await read(client, booking.id)).actions).not.toContain('reschedule');

    // a declined proposal uses nothing: the professional proposes twice, once declined
    const declined = await answered(
      client,
      await proposed(pro, booking.id, await slotAhead(t, serviceId, 3, 8)),
      'decline',
    );
    expect(declined.startsAt).toBe(first.reschedule!.startsAt);
    const second = await proposed(pro, booking.id, await slotAhead(t, serviceId, 3, 10));
    expect((await answered(client, second, 'accept')).startsAt).toBe(second.reschedule!.startsAt);
    const third = await propose(t, pro, booking.id, await slotAhead(t, serviceId, 3, 12));
    expect(await keyOf(third)).toBe('bookings.errors.rescheduleUsed');
    expect((await read(pro, booking.id)).actions).toEqual(['cancel']);
  });

  it('one proposal at a time; nobody answers their own; the proposer withdraws; an answer is final', async () => {
    const booking = await acceptedBooking(4, 2);
    const asked = await proposed(pro, booking.id, await slotAhead(t, serviceId, 4, 4));
    const second = await propose(t, client, booking.id, await slotAhead(t, serviceId, 4, 6));
    expect(second.status).toBe(409);
    expect(await keyOf(second)).toBe('bookings.errors.reschedulePending');

    const own = await answer(t, pro, booking.id, asked.reschedule!.id, 'accept');
    expect(own.status).toBe(403);
    expect(await keyOf(own)).toBe('bookings.errors.ownProposal');
    const notTheirs = await answer(t, client, booking.id, asked.reschedule!.id, 'withdraw');
    expect(notTheirs.status).toBe(403);
    expect(await keyOf(notTheirs)).toBe('bookings.errors.proposerOnly');

    const withdrawn = await answered(pro, asked, 'withdraw');
    expect(withdrawn).toMatchObject({ reschedule: null, startsAt: booking.startsAt });
    expect(withdrawn.events.at(-1)).toMatchObject({ change: 'reschedule_withdrawn', actor: 'professional' });
    const late = await answer(t, client, booking.id, asked.reschedule!.id, 'accept');
    expect(late.status).toBe(409);
    expect(await keyOf(late)).toBe('bookings.errors.proposalClosed');
  });

  it('only an accepted booking whose time has not begun moves', async () => {
    const requested = await book(t, client, serviceId, await slotAhead(t, serviceId, 5, 2));
    const target = await slotAhead(t, serviceId, 5, 4);
    const early = await propose(t, client, requested.id, target);
    expect(early.status).toBe(409);
    expect(await keyOf(early)).toBe('bookings.errors.cannotReschedule');
    expect((await act(t, client, requested.id, 'cancel')).status).toBe(200);
    expect(await keyOf(await propose(t, pro, requested.id, target))).toBe('bookings.errors.cannotReschedule');

    const started = await acceptedBooking(5, 6);
    // as the clock would have left it: its hour began a minute ago
    const began = new Date(Date.now() - 60_000);
    const ends = new Date(began.getTime() + 3_600_000);
    await t.database.db
      .update(bookings)
      .set({ startsAt: began, endsAt: ends, heldFrom: began, heldUntil: ends })
      .where(eq(bookings.id, started.id));
    expect(await keyOf(await propose(t, client, started.id, target))).toBe('bookings.errors.cannotReschedule');
  });

  it('the new time meets the rules of a request, each named', async () => {
    const booking = await acceptedBooking(6, 2);
    const taken = await acceptedBooking(6, 6);
    const cases: [string, number, string][] = [
      [new Date(Date.now() - 3_600_000).toISOString(), 400, 'bookings.errors.slotPast'],
      [new Date(Date.parse(booking.startsAt) + 40 * 86_400_000).toISOString(), 400, 'bookings.errors.beyondHorizon'],
      [new Date(Date.parse(booking.startsAt) + 7 * 60_000).toISOString(), 400, 'bookings.errors.notASlot'],
      [booking.startsAt, 400, 'bookings.errors.sameTime'],
      [taken.startsAt, 409, 'bookings.errors.slotTaken'],
      ['next tuesday', 400, 'bookings.validation.startInvalid'],
    ];
    for (const [startsAt, status, key] of cases) {
      const response = await propose(t, client, booking.id, startsAt);
      expect([startsAt, response.status, await keyOf(response)]).toEqual([startsAt, status, key]);
    }
    expect((await read(client, booking.id)).reschedule).toBeNull();
  });
});

describe('who may', () => {
  it('anonymous is asked to sign in; another client, another professional and staff get 404', async () => {
    const booking = await acceptedBooking(7, 2);
    const target = await slotAhead(t, serviceId, 7, 4);
    expect((await propose(t, null, booking.id, target)).status).toBe(401);
    for (const person of [stranger, otherPro, staff]) {
      const response = await propose(t, person, booking.id, target);
      expect([response.status, await keyOf(response)]).toEqual([404, 'bookings.errors.notFound']);
    }
    const asked = await proposed(client, booking.id, target);
    const id = asked.reschedule!.id;
    expect((await answer(t, null, booking.id, id, 'accept')).status).toBe(401);
    for (const person of [stranger, otherPro, staff]) {
      for (const action of ['accept', 'decline', 'withdraw']) {
        expect((await answer(t, person, booking.id, id, action)).status).toBe(404);
      }
    }
    // a proposal is answered only through its own booking
    const other = await acceptedBooking(7, 8);
    expect(await keyOf(await answer(t, pro, other.id, id, 'accept'))).toBe('bookings.errors.proposalNotFound');
    expect((await answer(t, pro, booking.id, 'not-an-id', 'accept')).status).toBe(404);
    expect((await answer(t, pro, booking.id, id, 'postpone')).status).toBe(400);
    expect((await read(pro, booking.id)).reschedule?.id).toBe(id);
  });

  it('nobody moves a booking through a hidden service', async () => {
    const booking = await acceptedBooking(8, 2);
    const target = await slotAhead(t, serviceId, 8, 4);
    await t.database.db.update(services).set({ hiddenAt: new Date() }).where(eq(services.id, serviceId));
    try {
      const response = await propose(t, client, booking.id, target);
      expect(response.status).toBe(410);
    } finally {
      await t.database.db.update(services).set({ hiddenAt: null }).where(eq(services.id, serviceId));
    }
    expect(await t.database.db.$count(bookingReschedules, eq(bookingReschedules.bookingId, booking.id))).toBe(0);
  });
});
