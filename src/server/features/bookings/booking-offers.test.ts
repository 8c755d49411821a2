import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Offer, OfferList } from '#contract/booking-offers.ts';
import { Booking } from '#contract/bookings.ts';
import { englishMessage } from '#contract/messages.ts';
import { bookingOffers } from '#server/db/schema/booking-offers.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { services } from '#server/db/schema/services.ts';
import {
  actOnOffer,
  conversationBetween,
  nepalDayAhead,
  nepalIso,
  offerInput,
  postOffer,
  sendOffer,
} from '#tests/fixtures/booking-offers.ts';
import { book, professional, publishService, setAvailability, type Person } from '#tests/fixtures/bookings.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import { actOnOffer as actOnOfferAt } from './booking-offer-actions.service.ts';
import { listOffers } from './booking-offers.service.ts';
import { runBookingTimers } from './booking-timers.ts';

// Offers from conversations (decision 044): who may send, see and answer them, what a bad offer is
// told, and that an accepted offer is an accepted booking with its own timeline event and notices.

let t: TestApp;
let pro: Person;
let client: Person;
let conversationId: string;
let serviceId: string;
let onlineServiceId: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = await professional(t, 'Hari Plumber');
  client = await t.signUp({ fullName: 'Sita Client', verified: true });
  serviceId = (await publishService(t, pro)).id;
  onlineServiceId = (await publishService(t, pro, { format: 'online' })).id;
  conversationId = await conversationBetween(t, client, pro);
}, 60_000);
afterAll(() => t.close());

async function errorOf(response: Response): Promise<{ status: number; key: string; message: string }> {
  const body = (await response.json()) as { error: { key: string; message: string } };
  return { status: response.status, key: body.error.key, message: body.error.message };
}

async function offersAs(person: Person, id = conversationId): Promise<OfferList> {
  const response = await t.request(`/api/conversations/${id}/offers`, { cookie: person.cookie });
  expect(response.status).toBe(200);
  return OfferList.parse(await response.json());
}

describe('sending an offer', () => {
  it('the professional offers any future time, not only a slot of working hours; both see it open', async () => {
    // no working hours at all: a plumber who comes when called
    const input = offerInput(serviceId, { date: nepalDayAhead(5), time: '06:35', price: '3200.50' });
    const offer = await sendOffer(t, pro, conversationId, input);
    expect(offer).toMatchObject({
      status: 'open',
      viewerRole: 'professional',
      pricePaisa: 320050,
      startsAt: nepalIso(input.date, '06:35'),
      endsAt: new Date(Date.parse(nepalIso(input.date, '06:35')) + 90 * 60_000).toISOString(),
      address: 'Sanepa, behind the temple',
      districtId: 'lalitpur',
      actions: ['withdraw'],
      bookingId: null,
    });
    const seen = await offersAs(client);
    expect(seen.items.find((item) => item.id === offer.id)).toMatchObject({
      status: 'open',
      viewerRole: 'client',
      actions: ['accept', 'decline'],
      professional: { id: pro.userId, name: 'Hari Plumber' },
    });
    // the form's choices: the professional's own services; the client has none to offer
    expect((await offersAs(pro)).services.map((service) => service.id).sort()).toEqual(
      [serviceId, onlineServiceId].sort(),
    );
    expect(seen.services).toEqual([]);
  });

  it('an online offer keeps no address', async () => {
    const offer = await sendOffer(t, pro, conversationId, offerInput(onlineServiceId, { time: '09:00' }));
    expect(offer).toMatchObject({ format: 'online', address: '', districtId: null });
  });

  it('refuses bad offers with a clear message, and sends nothing', async () => {
    const before = await t.database.db.$count(bookingOffers);
    const cases: [Parameters<typeof offerInput>[1], number, string][] = [
      [{ price: '0' }, 400, 'bookings.offers.validation.pricePositive'],
      [{ price: '-150' }, 400, 'bookings.offers.validation.pricePositive'],
      [{ price: '12.345' }, 400, 'bookings.offers.validation.priceInvalid'],
      [{ price: '' }, 400, 'bookings.offers.validation.priceRequired'],
      [{ date: nepalDayAhead(-1) }, 400, 'bookings.offers.errors.past'],
      [{ date: nepalDayAhead(200) }, 400, 'bookings.offers.errors.tooFar'],
      [{ date: '2026-02-30' }, 400, 'bookings.validation.dateInvalid'],
      [{ time: '25:00' }, 400, 'bookings.validation.timeInvalid'],
      [{ durationMinutes: 5 }, 400, 'bookings.validation.minutesInvalid'],
      [{ address: '' }, 400, 'bookings.errors.addressRequired'],
      [{ districtId: 'atlantis' }, 400, 'lists.places.validation.unknownPlace'],
    ];
    for (const [extra, status, key] of cases) {
      const answer = await errorOf(await postOffer(t, pro, conversationId, offerInput(serviceId, extra)));
      expect(answer, JSON.stringify(extra)).toMatchObject({ status, key, message: englishMessage(key) });
    }
    expect(await t.database.db.$count(bookingOffers)).toBe(before);
  });

  it('refuses another professional’s service, an unknown one and a hidden one', async () => {
    const other = await professional(t, 'Other Pro');
    const othersService = (await publishService(t, other)).id;
    for (const id of [othersService, '00000000-0000-4000-8000-000000000000']) {
      expect(await errorOf(await postOffer(t, pro, conversationId, offerInput(id)))).toMatchObject({
        status: 400,
        key: 'bookings.offers.errors.notYourService',
      });
    }
    const hidden = (await publishService(t, pro)).id;
    await t.database.db
      .update(services)
      .set({ hiddenAt: new Date(), hiddenCause: 'moderation' })
      .where(eq(services.id, hidden));
    expect((await postOffer(t, pro, conversationId, offerInput(hidden))).status).toBe(410);
    expect((await offersAs(pro)).services.map((service) => service.id)).not.toContain(hidden);
  });

  it('refuses a time that overlaps a booking the professional holds', async () => {
    await setAvailability(t, pro);
    const startsAt = nepalIso(nepalDayAhead(6), '10:00');
    await book(t, await t.signUp({ fullName: 'Early Client', verified: true }), serviceId, startsAt);
    const overlapping = offerInput(serviceId, { date: nepalDayAhead(6), time: '10:30' });
    expect(await errorOf(await postOffer(t, pro, conversationId, overlapping))).toMatchObject({
      status: 409,
      key: 'bookings.offers.errors.overlap',
    });
    // right after it is free
    await sendOffer(t, pro, conversationId, { ...overlapping, time: '11:00' });
  });
});

describe('who may do what', () => {
  it('anonymous, outsiders, staff and the wrong side are refused; only the two people see offers', async () => {
    const offer = await sendOffer(t, pro, conversationId, offerInput(serviceId, { time: '12:00' }));
    const outsiderClient = await t.signUp({ fullName: 'Outsider', verified: true });
    const outsiderPro = await professional(t, 'Outsider Pro');
    const outsiderService = (await publishService(t, outsiderPro)).id;
    const staff = await t.signUpStaff();

    // anonymous
    expect((await t.request(`/api/conversations/${conversationId}/offers`)).status).toBe(401);
    expect((await postOffer(t, null, conversationId, offerInput(serviceId))).status).toBe(401);
    expect((await actOnOffer(t, null, offer.id, 'accept')).status).toBe(401);
    // people outside the conversation, staff included, learn nothing: 404 as for an unknown id
    for (const person of [outsiderClient, outsiderPro, staff]) {
      expect((await t.request(`/api/conversations/${conversationId}/offers`, { cookie: person.cookie })).status).toBe(
        404,
      );
      expect((await actOnOffer(t, person, offer.id, 'accept')).status).toBe(404);
      expect((await actOnOffer(t, person, offer.id, 'withdraw')).status).toBe(404);
    }
    expect((await postOffer(t, outsiderPro, conversationId, offerInput(outsiderService))).status).toBe(404);
    // the client is no professional: they cannot send one
    expect(await errorOf(await postOffer(t, client, conversationId, offerInput(serviceId)))).toMatchObject({
      status: 403,
      key: 'bookings.offers.errors.professionalOnly',
    });
    // the wrong side of the offer
    expect(await errorOf(await actOnOffer(t, pro, offer.id, 'accept'))).toMatchObject({
      status: 403,
      key: 'bookings.offers.errors.clientOnly',
    });
    expect((await actOnOffer(t, pro, offer.id, 'decline')).status).toBe(403);
    expect(await errorOf(await actOnOffer(t, client, offer.id, 'withdraw'))).toMatchObject({
      status: 403,
      key: 'bookings.offers.errors.professionalOnly',
    });
    expect((await actOnOffer(t, client, 'not-an-id', 'accept')).status).toBe(404);
    expect(await t.database.db.$count(bookingOffers, eq(bookingOffers.status, 'open'))).toBeGreaterThan(0);
    expect((await offersAs(client)).items.find((item) => item.id === offer.id)?.status).toBe('open');
  });

  it('a client who is a professional too cannot offer the other person’s service, only their own', async () => {
    const proClient = await professional(t, 'Pro Client');
    const theirs = (await publishService(t, proClient)).id;
    const id = await conversationBetween(t, proClient, pro);
    expect((await postOffer(t, proClient, id, offerInput(serviceId))).status).toBe(400);
    const offer = await sendOffer(t, proClient, id, offerInput(theirs, { time: '13:00' }));
    // now `pro` is the client of this offer
    expect((await actOnOffer(t, proClient, offer.id, 'accept')).status).toBe(403);
  });

  it('an offer of a service hidden since cannot be accepted', async () => {
    const service = (await publishService(t, pro)).id;
    const offer = await sendOffer(t, pro, conversationId, offerInput(service, { time: '14:00' }));
    await t.database.db
      .update(services)
      .set({ hiddenAt: new Date(), hiddenCause: 'moderation' })
      .where(eq(services.id, service));
    expect((await actOnOffer(t, client, offer.id, 'accept')).status).toBe(410);
    expect((await offersAs(client)).items.find((item) => item.id === offer.id)?.status).toBe('open');
  });

  it('no offer once the other person deleted their account', async () => {
    const leaving = await t.signUp({ fullName: 'Leaving Client', verified: true });
    const id = await conversationBetween(t, leaving, pro);
    // a conversation with messages stays for the one left (an empty one goes with the account)
    const sent = await t.request(`/api/conversations/${id}/messages`, {
      method: 'POST',
      cookie: leaving.cookie,
      json: { content: 'Can you come on Sunday?' },
    });
    expect(sent.status).toBe(201);
    const deleted = await t.request('/api/auth/delete-user', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie: leaving.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await errorOf(await postOffer(t, pro, id, offerInput(serviceId)))).toMatchObject({
      status: 409,
      key: 'messaging.recipientDeleted',
    });
    expect((await offersAs(pro, id)).services).toEqual([]);
  });
});

describe('answering an offer', () => {
  it('accepting makes an accepted booking at the offered price, with a "from offer" event, and tells both', async () => {
    const offer = await sendOffer(
      t,
      pro,
      conversationId,
      offerInput(serviceId, { date: nepalDayAhead(8), time: '08:45', price: '4999' }),
    );
    const response = await actOnOffer(t, client, offer.id, 'accept');
    expect(response.status, await response.clone().text()).toBe(200);
    const accepted = Offer.parse(await response.json());
    expect(accepted).toMatchObject({ status: 'accepted', actions: [] });
    expect(accepted.bookingId).toBeTruthy();

    const booking = Booking.parse(
      await (await t.request(`/api/bookings/${accepted.bookingId}`, { cookie: client.cookie })).json(),
    );
    expect(booking).toMatchObject({
      status: 'accepted',
      pricePaisa: 499900,
      startsAt: offer.startsAt,
      endsAt: offer.endsAt,
      address: offer.address,
      client: { id: client.userId },
      professional: { id: pro.userId },
      expiresAt: null,
    });
    expect(booking.events.map((event) => [event.status, event.actor, event.fromOffer])).toEqual([
      ['accepted', 'client', true],
    ]);
    // the professional's answer shows the booking too
    expect((await offersAs(pro)).items.find((item) => item.id === offer.id)?.bookingId).toBe(booking.id);

    await runBookingTimers(t.deps);
    for (const person of [pro, client]) {
      const mailed = () => t.outbox().find((sent) => sent.to === person.email && sent.text.includes(booking.id));
      await expect.poll(() => mailed()?.subject).toContain('Offer accepted, booking confirmed');
      const notices = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, person.userId), eq(notifications.kind, 'booking')));
      expect(notices.map((notice) => notice.payload)).toContainEqual(
        expect.objectContaining({ bookingId: booking.id, status: 'accepted' }),
      );
    }
    // once accepted, nothing more
    expect(await errorOf(await actOnOffer(t, client, offer.id, 'accept'))).toMatchObject({
      status: 409,
      key: 'bookings.offers.errors.notOpen',
    });
    expect((await actOnOffer(t, pro, offer.id, 'withdraw')).status).toBe(409);
  });

  it('an online offer becomes a booking with the professional’s meeting link', async () => {
    await setAvailability(t, pro);
    const offer = await sendOffer(t, pro, conversationId, offerInput(onlineServiceId, { date: nepalDayAhead(9) }));
    const accepted = Offer.parse(await (await actOnOffer(t, client, offer.id, 'accept')).json());
    const booking = Booking.parse(
      await (await t.request(`/api/bookings/${accepted.bookingId}`, { cookie: client.cookie })).json(),
    );
    expect(booking.meetingLink).toBe('https://meet.example.com/sipalu-lesson');
  });

  it('declined and withdrawn offers stay in the thread and cannot be accepted', async () => {
    const declined = await sendOffer(t, pro, conversationId, offerInput(serviceId, { date: nepalDayAhead(10) }));
    expect(Offer.parse(await (await actOnOffer(t, client, declined.id, 'decline')).json()).status).toBe('declined');
    const withdrawn = await sendOffer(t, pro, conversationId, offerInput(serviceId, { date: nepalDayAhead(11) }));
    expect(Offer.parse(await (await actOnOffer(t, pro, withdrawn.id, 'withdraw')).json()).status).toBe('withdrawn');
    for (const offer of [declined, withdrawn]) {
      expect((await actOnOffer(t, client, offer.id, 'accept')).status).toBe(409);
    }
    const statuses = (await offersAs(client)).items.map((item) => [item.id, item.status]);
    expect(statuses).toContainEqual([declined.id, 'declined']);
    expect(statuses).toContainEqual([withdrawn.id, 'withdrawn']);
  });

  it('an offer expires at its start: it reads as expired and cannot be accepted', async () => {
    const offer = await sendOffer(t, pro, conversationId, offerInput(serviceId, { date: nepalDayAhead(12) }));
    const later = new Date(Date.parse(offer.startsAt) + 60_000);
    const list = await listOffers(t.database.db, client.userId, conversationId, later);
    expect(list.items.find((item) => item.id === offer.id)).toMatchObject({ status: 'expired', actions: [] });
    await expect(actOnOfferAt(t.deps, offer.id, client.userId, 'accept', later)).rejects.toMatchObject({
      key: 'bookings.offers.errors.expired',
    });
  });

  it('accepting after the time was booked meanwhile: 409, and the offer is marked taken', async () => {
    await setAvailability(t, pro);
    const date = nepalDayAhead(13);
    const offer = await sendOffer(t, pro, conversationId, offerInput(serviceId, { date, time: '10:00' }));
    await book(t, await t.signUp({ fullName: 'Quick Client', verified: true }), serviceId, nepalIso(date, '10:00'));
    expect(await errorOf(await actOnOffer(t, client, offer.id, 'accept'))).toMatchObject({
      status: 409,
      key: 'bookings.offers.errors.taken',
    });
    expect((await offersAs(client)).items.find((item) => item.id === offer.id)?.status).toBe('taken');
  });
});
