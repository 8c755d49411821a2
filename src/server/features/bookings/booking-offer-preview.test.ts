import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationPage, ConversationSummary } from '#contract/messaging.ts';
import { bookingOffers } from '#server/db/schema/booking-offers.ts';
import {
  actOnOffer,
  conversationBetween,
  nepalDayAhead,
  offerInput,
  sendOffer,
} from '#tests/fixtures/booking-offers.ts';
import { professional, publishService, type Person } from '#tests/fixtures/bookings.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// A pending offer in the conversation lists (decision 044): both people see it as the
// conversation's preview while it waits for an answer and nothing was said after it.

let t: TestApp;
let pro: Person;
let client: Person;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  pro = await professional(t, 'Hari Plumber');
  client = await t.signUp({ fullName: 'Sita Client', verified: true });
  serviceId = (await publishService(t, pro)).id;
}, 60_000);
afterAll(() => t.close());

async function listed(person: Person, id: string): Promise<ConversationSummary | undefined> {
  const response = await t.request('/api/conversations', { cookie: person.cookie });
  expect(response.status).toBe(200);
  return ConversationPage.parse(await response.json()).items.find((item) => item.id === id);
}

async function say(person: Person, id: string, content: string) {
  const response = await t.request(`/api/conversations/${id}/messages`, {
    method: 'POST',
    cookie: person.cookie,
    json: { content },
  });
  expect(response.status).toBe(201);
}

const OFFER = { serviceTitle: 'House Wiring & Electrical Repairs', serviceTitleNe: null, pricePaisa: 250_000 };

describe('a pending offer in the conversation list', () => {
  it('previews the offer to both people, above the messages before it, until it is answered', async () => {
    const id = await conversationBetween(t, client, pro);
    await say(client, id, 'Can you fix a tripping MCB this week?');
    expect(await listed(pro, id)).toMatchObject({ pendingOffer: null, lastMessagePreview: expect.any(String) });

    const before = (await listed(client, id))!.updatedAt;
    const offer = await sendOffer(t, pro, id, offerInput(serviceId, { price: '2500' }));
    for (const person of [client, pro]) {
      const row = await listed(person, id);
      expect(row?.pendingOffer).toEqual(OFFER);
      // the conversation rose as for a message
      expect(Date.parse(row!.updatedAt)).toBeGreaterThan(Date.parse(before));
    }
    // a single conversation reads the same
    const single = await t.request(`/api/conversations/${id}`, { cookie: client.cookie });
    expect(ConversationSummary.parse(await single.json()).pendingOffer).toEqual(OFFER);

    // a word said after it is the preview again; the offer is still in the thread
    await say(client, id, 'Let me ask my landlord first.');
    expect(await listed(pro, id)).toMatchObject({
      pendingOffer: null,
      lastMessagePreview: 'Let me ask my landlord first.',
    });

    // a new offer after the message previews again; once declined, nothing is pending
    const second = await sendOffer(t, pro, id, offerInput(serviceId, { price: '2200', date: nepalDayAhead(4) }));
    expect((await listed(client, id))?.pendingOffer).toEqual({ ...OFFER, pricePaisa: 220_000 });
    expect((await actOnOffer(t, client, second.id, 'decline')).status).toBe(200);
    expect((await listed(client, id))?.pendingOffer).toBeNull();
    expect(offer.status).toBe('open');
  });

  it('an offer whose time has come previews nothing: it has expired', async () => {
    const other = await t.signUp({ fullName: 'Gita Client', verified: true });
    const id = await conversationBetween(t, other, pro);
    await say(other, id, 'Namaste');
    const offer = await sendOffer(t, pro, id, offerInput(serviceId));
    expect((await listed(other, id))?.pendingOffer).not.toBeNull();
    await t.database.db
      .update(bookingOffers)
      .set({ heldFrom: new Date(Date.now() - 60_000), startsAt: new Date(Date.now() - 60_000) })
      .where(eq(bookingOffers.id, offer.id));
    expect((await listed(other, id))?.pendingOffer).toBeNull();
  });

  it('a conversation that began with an offer is listed, with the offer as its preview', async () => {
    const other = await t.signUp({ fullName: 'Ram Client', verified: true });
    const id = await conversationBetween(t, pro, other);
    expect(await listed(other, id)).toBeUndefined();
    await sendOffer(t, pro, id, offerInput(serviceId));
    expect(await listed(other, id)).toMatchObject({ lastMessagePreview: null, pendingOffer: OFFER });
  });
});
