import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLDING_STATUSES } from '#contract/bookings.ts';
import { hasSqlState, isExclusionViolation } from '#server/db/errors.ts';
import { bookingEvents, bookings } from '#server/db/schema/bookings.ts';
import {
  act,
  book,
  professional,
  publishService,
  requestSlot,
  setAvailability,
  slotAhead,
  type Person,
} from '#tests/fixtures/bookings.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { runBookingTimers } from './booking-timers.ts';

// Races, on whichever database this run uses (PGlite, and PostgreSQL in CI's second pass): the
// exclusion constraint, not a check in code, keeps a professional's held times apart; conditional
// updates keep two moves, or two processes' sweeps, from both happening.

let t: TestApp;
let pro: Person;
let serviceId: string;
let clients: Person[];

beforeAll(async () => {
  t = await createTestApp();
  pro = await professional(t);
  await setAvailability(t, pro);
  serviceId = (await publishService(t, pro)).id;
  clients = [];
  for (let i = 0; i < 50; i++) clients.push(await t.signUp({ fullName: `Client ${i}`, verified: true }));
}, 120_000);
afterAll(() => t.close());

const HOUR = 3_600_000;

describe('racing for time', () => {
  it('50 clients asking for the same slot at once: exactly one holds it', async () => {
    const startsAt = await slotAhead(t, serviceId, 4, 10);
    const answers = await Promise.all(clients.map((client) => requestSlot(t, client, serviceId, startsAt)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const held = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.startsAt, new Date(startsAt)));
    expect(held).toHaveLength(1);
    // no booking without its event, no event without its booking
    expect(await t.database.db.$count(bookingEvents, eq(bookingEvents.bookingId, held[0]!.id))).toBe(1);
  });

  // on PostgreSQL each deadlock among the inserts costs deadlock_timeout (1 s) to detect
  it(
    'overlapping, not identical, times written at once: the database keeps no two that overlap',
    { timeout: 120_000 },
    async () => {
      const base = Math.floor(Date.now() / HOUR) * HOUR + 10 * 24 * HOUR;
      // 50 hour-long bookings starting 10 minutes apart: each overlaps its five neighbours each side
      const attempts = await Promise.allSettled(
        clients.map((client, i) => {
          const start = new Date(base + i * 10 * 60_000);
          const end = new Date(start.getTime() + HOUR);
          return t.database.db.insert(bookings).values({
            serviceTitle: 'Overlap',
            format: 'in-person',
            professionalId: pro.userId,
            clientId: client.userId,
            startsAt: start,
            endsAt: end,
            heldFrom: start,
            heldUntil: end,
            pricePaisa: 100,
            expiresAt: new Date(Date.now() + HOUR),
          });
        }),
      );
      // refused by the constraint, or (on PostgreSQL) as a deadlock between inserts waiting on each
      // other: both are the database saying no; the service takes a lock per professional first
      const refused = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [attempt.reason] : []));
      expect(refused.every((reason) => isExclusionViolation(reason) || hasSqlState(reason, '40P01'))).toBe(true);
      const rows = await t.database.db
        .select({ from: bookings.heldFrom, until: bookings.heldUntil })
        .from(bookings)
        .where(inArray(bookings.status, [...HOLDING_STATUSES]));
      const kept = rows.filter((row) => row.from.getTime() >= base && row.from.getTime() < base + 50 * 10 * 60_000);
      // how many are kept depends on which inserts the deadlock checks picked as victims; that the
      // kept ones never overlap is the guarantee
      expect(kept.length).toBeGreaterThan(0);
      for (const a of kept) {
        for (const b of kept) {
          if (a !== b) expect(a.from < b.until && b.from < a.until).toBe(false);
        }
      }
    },
  );

  it('accept and decline at the same moment (two tabs): one of them happens, the other is refused', async () => {
    const booking = await book(t, clients[0]!, serviceId, await slotAhead(t, serviceId, 5, 2));
    const [accept, decline] = await Promise.all([
      act(t, pro, booking.id, 'accept'),
      act(t, pro, booking.id, 'decline'),
    ]);
    expect([accept.status, decline.status].sort()).toEqual([200, 409]);
    const events = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events).toHaveLength(2);
  });
});

describe('two processes sweeping the timers', () => {
  it('expire a request once, and send its e-mails once, whoever sweeps and however often', async () => {
    const second = await createTestApp({ database: t.database });
    try {
      const booking = await book(t, clients[1]!, serviceId, await slotAhead(t, serviceId, 6, 3));
      await t.database.db
        .update(bookings)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(bookings.id, booking.id));
      await Promise.all([runBookingTimers(t.deps), runBookingTimers(second.deps), runBookingTimers(t.deps)]);
      // a third process started later (a restart) finds nothing left to do
      const third = await createTestApp({ database: t.database });
      await runBookingTimers(third.deps);
      const thirdSent = third.outbox();
      await third.close();
      const events = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
      expect(events.map((event) => event.status).sort()).toEqual(['expired', 'requested']);
      const mailed = () =>
        [...t.outbox(), ...second.outbox(), ...thirdSent]
          .filter((mail) => mail.text.includes(booking.id) && mail.subject.includes('expired'))
          .map((mail) => mail.to)
          .sort();
      await expect.poll(mailed).toEqual([clients[1]!.email, pro.email].sort());
      // and no more come later
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mailed()).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});
