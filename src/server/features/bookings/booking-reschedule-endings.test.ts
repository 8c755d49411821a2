import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking } from '#contract/bookings.ts';
import { bookingReschedules, bookings } from '#server/db/schema/bookings.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import {
  act,
  answer,
  book,
  professional,
  propose,
  publishService,
  setAvailability,
  slotAhead,
  type Person,
} from '#tests/fixtures/bookings.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// How a proposal of another time ends besides an accept (decision 044): declined with a reason the
// proposer reads, or closed with its booking when the booking ends first.

let t: TestApp;
let pro: Person;
let client: Person;
let staff: Person;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = await professional(t);
  client = await t.signUp({ fullName: 'Sita Maharjan', verified: true });
  staff = await t.signUpStaff();
  await setAvailability(t, pro);
  serviceId = (await publishService(t, pro)).id;
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function read(person: Person, id: string): Promise<Booking> {
  const response = await t.request(`/api/bookings/${id}`, { cookie: person.cookie });
  expect(response.status).toBe(200);
  return Booking.parse(await response.json());
}

/** An accepted booking `day` days ahead with the client's proposal of another time pending. */
async function withProposal(day: number, index: number): Promise<Booking> {
  const booking = await book(t, client, serviceId, await slotAhead(t, serviceId, day, index));
  expect((await act(t, pro, booking.id, 'accept')).status).toBe(200);
  const asked = await propose(t, client, booking.id, await slotAhead(t, serviceId, day, index + 3));
  expect(asked.status, await asked.clone().text()).toBe(201);
  return Booking.parse(await asked.json());
}

const proposalStatus = async (id: string) =>
  (await t.database.db.select().from(bookingReschedules).where(eq(bookingReschedules.id, id)))[0]?.status;

describe('declining another time with a reason', () => {
  it('the proposer reads the reason on the booking, in the app and in the e-mail', async () => {
    const booking = await withProposal(2, 2);
    const reason = 'I work at another site that morning.';
    const declined = await answer(t, pro, booking.id, booking.reschedule!.id, 'decline', { reason: `  ${reason} ` });
    expect(declined.status, await declined.clone().text()).toBe(200);

    const seen = await read(client, booking.id);
    expect(seen.reschedule).toBeNull();
    expect(seen.startsAt).toBe(booking.startsAt);
    const event = seen.events.find((candidate) => candidate.change === 'reschedule_declined');
    expect(event).toMatchObject({ actor: 'professional', reason });

    const mails = () =>
      t
        .outbox()
        .filter((mail) => mail.to === client.email && mail.text.includes(booking.id))
        .filter((mail) => mail.subject.startsWith('Proposed time declined'));
    await expect.poll(() => mails().length).toBe(1);
    expect(mails()[0]!.text).toContain(`Reason given: ${reason}`);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, client.userId));
    expect(told.some((note) => JSON.stringify(note.payload).includes('reschedule_declined'))).toBe(true);
  });

  it('a decline without a reason says none, and a reason too long is refused with 400', async () => {
    const booking = await withProposal(3, 2);
    const tooLong = await answer(t, pro, booking.id, booking.reschedule!.id, 'decline', { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(await proposalStatus(booking.reschedule!.id)).toBe('pending');
    const plain = await answer(t, pro, booking.id, booking.reschedule!.id, 'decline');
    expect(plain.status).toBe(200);
    const event = (await read(client, booking.id)).events.find((e) => e.change === 'reschedule_declined');
    expect(event?.reason).toBeNull();
  });
});

describe('a booking that ends closes its pending proposal', () => {
  it('cancelled by the client: the proposal is closed, and nobody can answer it any more', async () => {
    const booking = await withProposal(4, 2);
    const cancelled = await act(t, client, booking.id, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(await proposalStatus(booking.reschedule!.id)).toBe('closed');
    const late = await answer(t, pro, booking.id, booking.reschedule!.id, 'accept');
    expect(late.status).toBe(409);
    expect((await read(pro, booking.id)).reschedule).toBeNull();
  });

  it('cancelled by the professional, and by staff: closed too', async () => {
    const byPro = await withProposal(5, 2);
    expect((await act(t, pro, byPro.id, 'cancel', { reason: 'Van broke down.' })).status).toBe(200);
    expect(await proposalStatus(byPro.reschedule!.id)).toBe('closed');

    const byStaff = await withProposal(6, 2);
    const response = await t.request(`/api/staff/bookings/${byStaff.id}/cancel`, {
      method: 'POST',
      cookie: staff.cookie,
      json: { reason: 'Reported as a fake listing.' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await proposalStatus(byStaff.reschedule!.id)).toBe('closed');
  });

  it('marked done, or reported as a no-show, once the slot began: closed, and no free reschedule used', async () => {
    for (const action of ['complete', 'no_show'] as const) {
      const booking = await withProposal(action === 'complete' ? 7 : 8, 2);
      // the slot has begun: the proposal, still pending, can no longer be accepted
      const begun = new Date(Date.now() - (action === 'complete' ? 3 : 1) * HOUR);
      const ended = new Date(begun.getTime() + HOUR);
      await t.database.db
        .update(bookings)
        .set({ startsAt: begun, endsAt: ended, heldFrom: begun, heldUntil: ended })
        .where(eq(bookings.id, booking.id));
      expect((await act(t, pro, booking.id, action)).status).toBe(200);
      expect(await proposalStatus(booking.reschedule!.id)).toBe('closed');
      const rows = await t.database.db
        .select()
        .from(bookingReschedules)
        .where(eq(bookingReschedules.bookingId, booking.id));
      expect(rows.filter((row) => row.status === 'pending' || row.status === 'accepted')).toEqual([]);
    }
  });
});
