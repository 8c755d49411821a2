import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingOffers } from '#server/db/schema/booking-offers.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import {
  actOnOffer,
  conversationBetween,
  nepalDayAhead,
  nepalIso,
  offerInput,
  sendOffer,
} from '#tests/fixtures/booking-offers.ts';
import { professional, publishService, requestSlot, setAvailability, type Person } from '#tests/fixtures/bookings.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// Races over offers, on whichever database this run uses: the conditional update of the offer and
// the bookings' exclusion constraint decide, never a check in code; nobody gets a 5xx.

let t: TestApp;
let pro: Person;
let client: Person;
let rival: Person;
let serviceId: string;
let conversationId: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = await professional(t);
  await setAvailability(t, pro);
  serviceId = (await publishService(t, pro)).id;
  client = await t.signUp({ fullName: 'Offer Client', verified: true });
  rival = await t.signUp({ fullName: 'Rival Client', verified: true });
  conversationId = await conversationBetween(t, client, pro);
}, 60_000);
afterAll(() => t.close());

const bookingsAt = (startsAt: string) =>
  t.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.startsAt, new Date(startsAt)));

describe('racing over an offer', () => {
  it('accepting in two tabs at once makes exactly one booking', async () => {
    for (const day of [3, 4, 5]) {
      const offer = await sendOffer(t, pro, conversationId, offerInput(serviceId, { date: nepalDayAhead(day) }));
      const answers = await Promise.all([1, 2, 3].map(() => actOnOffer(t, client, offer.id, 'accept')));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(await bookingsAt(offer.startsAt)).toHaveLength(1);
      const [row] = await t.database.db.select().from(bookingOffers).where(eq(bookingOffers.id, offer.id));
      expect(row?.status).toBe('accepted');
    }
  });

  it('accepting while another client asks for the same time: exactly one holds it', async () => {
    for (const day of [6, 7, 8, 9]) {
      const date = nepalDayAhead(day);
      const offer = await sendOffer(t, pro, conversationId, offerInput(serviceId, { date, time: '10:00' }));
      const [accepted, requested] = await Promise.all([
        actOnOffer(t, client, offer.id, 'accept'),
        requestSlot(t, rival, serviceId, nepalIso(date, '10:00')),
      ]);
      // one wins (200 accepted, or 201 requested), the other hears 409; nobody a 5xx
      expect([accepted.status, requested.status].filter((status) => status === 409)).toHaveLength(1);
      expect([accepted.status, requested.status].filter((status) => status === 200 || status === 201)).toHaveLength(1);
      const held = (await bookingsAt(offer.startsAt)).filter((row) => ['requested', 'accepted'].includes(row.status));
      expect(held).toHaveLength(1);
      const [row] = await t.database.db.select().from(bookingOffers).where(eq(bookingOffers.id, offer.id));
      // the offer won (accepted, its booking held) or lost (taken, no booking of its own)
      expect(row?.status).toBe(accepted.status === 200 ? 'accepted' : 'taken');
      expect(held[0]?.clientId).toBe(accepted.status === 200 ? client.userId : rival.userId);
    }
  });

  it('accepting while the professional withdraws: one of them happens', async () => {
    const offer = await sendOffer(t, pro, conversationId, offerInput(serviceId, { date: nepalDayAhead(10) }));
    const [accepted, withdrawn] = await Promise.all([
      actOnOffer(t, client, offer.id, 'accept'),
      actOnOffer(t, pro, offer.id, 'withdraw'),
    ]);
    expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(bookingOffers).where(eq(bookingOffers.id, offer.id));
    expect(await bookingsAt(offer.startsAt)).toHaveLength(row?.status === 'accepted' ? 1 : 0);
  });
});
