import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingDispute, PaymentDispute, StaffDisputeList, StaffMoneyTimeline } from '#contract/payment-disputes.ts';
import { storedFiles } from '#server/db/schema/limits.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { paymentDisputeAnswers } from '#server/db/schema/payments.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { services } from '#server/db/schema/services.ts';
import type { Person } from '#tests/fixtures/bookings.ts';
import { opened, paidBooking as paidBookingOf } from '#tests/fixtures/payment-disputes.ts';
import { parties, type Parties } from '#tests/fixtures/payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { DISPUTE_PHOTO_BUCKET } from './dispute-photos.service.ts';

// The professional's answer to a dispute (decision 059): once, while the dispute is open, a text
// and up to four photos under the client's rules; the client is told, both parties and staff read
// it, and staff's decision closes it.

let t: TestApp;
let peer: EsewaPeer;
let p: Parties;
let staff: Person;
let png: Uint8Array<ArrayBuffer>;
const ANSWER = 'All the wiring was finished; the lights failed because the meter trips, photo attached.';

beforeAll(async () => {
  peer = await startEsewaPeer();
  t = await createTestApp({ env: peer.env });
  p = await parties(t, '2500');
  staff = await t.signUpStaff();
  png = new Uint8Array(
    await sharp({ create: { width: 90, height: 60, channels: 3, background: '#a73' } })
      .png()
      .toBuffer(),
  );
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

/** A paid, done booking of `q` whose client has opened a dispute. */
async function disputed(q: Parties = p, pricePaisa = 250_000) {
  const booking = await paidBookingOf(t, peer, q, pricePaisa);
  const dispute = await opened(t, q.client, booking.id);
  return { ...booking, disputeId: dispute.id };
}

/** Posts the answer as the browser does: multipart, the text in `answer`, the photos in `photos`. */
async function answerWith(person: Person | null, bookingId: string, photos: Uint8Array<ArrayBuffer>[], text = ANSWER) {
  const form = new FormData();
  form.set('answer', text);
  for (const [index, bytes] of photos.entries())
    form.append('photos', new Blob([bytes], { type: 'image/png' }), `a${index}.png`);
  const encoded = new Response(form);
  return t.request(`/api/payments/bookings/${bookingId}/dispute/answer`, {
    method: 'POST',
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    ...(person ? { cookie: person.cookie } : {}),
  });
}

const keyOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error.key;
const disputeOf = async (person: Person, bookingId: string) =>
  BookingDispute.parse(
    await (await t.request(`/api/payments/bookings/${bookingId}/dispute`, { cookie: person.cookie })).json(),
  );
const answersOf = (disputeId: string) =>
  t.database.db.select().from(paymentDisputeAnswers).where(eq(paymentDisputeAnswers.disputeId, disputeId));
const storedPhotoFiles = async () =>
  (await readdir(path.join(t.uploadsDir, DISPUTE_PHOTO_BUCKET), { recursive: true }).catch(() => [])).filter((name) =>
    name.endsWith('.webp'),
  ).length;
const decide = (disputeId: string) =>
  t.request(`/api/staff/payments/disputes/${disputeId}/decision`, {
    method: 'POST',
    cookie: staff.cookie,
    json: { outcome: 'release', reason: 'The photos show the work was finished.' },
  });

describe('the professional answers a dispute', () => {
  it('with a text and photos: the client is told, both parties and staff read it beside the client’s', async () => {
    const booking = await disputed();
    expect(await disputeOf(p.pro, booking.id)).toMatchObject({ answerable: true, dispute: { answer: null } });
    expect((await disputeOf(p.client, booking.id)).answerable).toBe(false);

    const response = await answerWith(p.pro, booking.id, [png, png]);
    expect(response.status, await response.clone().text()).toBe(201);
    const dispute = PaymentDispute.parse(await response.json());
    expect(dispute.answer).toMatchObject({ text: ANSWER, photos: [{ width: 90, height: 60 }, {}] });
    // the client's own photos stay apart: she sent none
    expect(dispute.photos).toEqual([]);
    const photoId = dispute.answer!.photos[0]!.id;

    const seen = await disputeOf(p.client, booking.id);
    expect(seen.dispute?.answer?.text).toBe(ANSWER);
    expect((await disputeOf(p.pro, booking.id)).answerable).toBe(false);
    for (const person of [p.client, p.pro, staff]) {
      const photo = await t.request(`/api/payments/dispute-photos/${photoId}?size=full`, { cookie: person.cookie });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await t.request(`/api/payments/dispute-photos/${photoId}`, { cookie: p.stranger.cookie })).status).toBe(
      404,
    );
    // the photos count toward the professional's storage, in the private bucket
    const files = await t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, p.pro.userId));
    expect(files.filter((file) => file.bucket === DISPUTE_PHOTO_BUCKET)).toHaveLength(4);

    // the client is told in the app and by e-mail
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, p.client.userId));
    expect(notes.some((note) => (note.payload as { status?: string }).status === 'dispute_answered')).toBe(true);
    const mail = t.outbox().find((m) => m.subject.startsWith('The professional answered your dispute'));
    expect(mail?.text).toContain(ANSWER);

    // staff: in the queue and on the booking's money timeline
    const queue = StaffDisputeList.parse(
      await (await t.request('/api/staff/payments/disputes', { cookie: staff.cookie })).json(),
    );
    expect(queue.items.find((item) => item.id === booking.disputeId)?.answer?.photos).toHaveLength(2);
    const timeline = StaffMoneyTimeline.parse(
      await (await t.request(`/api/staff/payments/bookings/${booking.id}`, { cookie: staff.cookie })).json(),
    );
    expect(timeline.dispute?.answer?.text).toBe(ANSWER);
  });

  it('a text alone, as JSON, answers without photos', async () => {
    const booking = await disputed();
    const response = await t.request(`/api/payments/bookings/${booking.id}/dispute/answer`, {
      method: 'POST',
      cookie: p.pro.cookie,
      json: { answer: ANSWER },
    });
    expect(response.status).toBe(201);
    expect(PaymentDispute.parse(await response.json()).answer).toMatchObject({ text: ANSWER, photos: [] });
  });

  it('only the booking’s professional: the client 403, another user and staff 404, anonymous 401, nothing stored', async () => {
    const booking = await disputed();
    const before = await storedPhotoFiles();
    expect((await answerWith(null, booking.id, [png])).status).toBe(401);
    const client = await answerWith(p.client, booking.id, [png]);
    expect(client.status).toBe(403);
    expect(await keyOf(client)).toBe('bookings.errors.professionalOnly');
    expect((await answerWith(p.stranger, booking.id, [png])).status).toBe(404);
    // another professional, with a booking of his own: still no party to this one
    const other = await parties(t, '900');
    expect((await answerWith(other.pro, booking.id, [png])).status).toBe(404);
    expect((await answerWith(staff, booking.id, [png])).status).toBe(404);
    expect((await answerWith(p.pro, crypto.randomUUID(), [png])).status).toBe(404);
    expect(await answersOf(booking.disputeId)).toEqual([]);
    expect(await storedPhotoFiles()).toBe(before);
  });

  it('refuses a bad text or photo with a 4xx and stores nothing', async () => {
    const booking = await disputed();
    const before = await storedPhotoFiles();
    const short = await answerWith(p.pro, booking.id, [png], 'No.');
    expect(short.status).toBe(400);
    expect(await keyOf(short)).toBe('payments.dispute.validation.answer');
    const text = new TextEncoder().encode('not a photo');
    const notPhoto = await answerWith(p.pro, booking.id, [png, text]);
    expect(notPhoto.status).toBe(400);
    expect(await keyOf(notPhoto)).toBe('payments.dispute.errors.photoType');
    const five = await answerWith(p.pro, booking.id, [png, png, png, png, png]);
    expect(await keyOf(five)).toBe('payments.dispute.errors.tooManyPhotos');
    expect(await answersOf(booking.disputeId)).toEqual([]);
    expect(await storedPhotoFiles()).toBe(before);
    expect((await disputeOf(p.pro, booking.id)).answerable).toBe(true);
  });

  it('nothing to answer on a booking without a dispute: 409', async () => {
    const booking = await paidBookingOf(t, peer, p, 250_000);
    const response = await answerWith(p.pro, booking.id, []);
    expect(response.status).toBe(409);
    expect(await keyOf(response)).toBe('payments.dispute.errors.notDisputed');
  });
});

describe('once, and before staff decide', () => {
  it('a second answer is a 409 and the first stands', async () => {
    const booking = await disputed();
    expect((await answerWith(p.pro, booking.id, [])).status).toBe(201);
    const second = await answerWith(p.pro, booking.id, [png], 'Another answer, written later on.');
    expect(second.status).toBe(409);
    expect(await keyOf(second)).toBe('payments.dispute.errors.alreadyAnswered');
    expect((await disputeOf(p.client, booking.id)).dispute?.answer).toMatchObject({ text: ANSWER, photos: [] });
  });

  it('two answers at once: one is stored, the loser’s photos are not left behind', async () => {
    const booking = await disputed();
    const before = await storedPhotoFiles();
    const answers = await Promise.all([
      answerWith(p.pro, booking.id, [png, png]),
      answerWith(p.pro, booking.id, [png], 'The other tab sent this answer at once.'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await answersOf(booking.disputeId)).toHaveLength(1);
    const winner = PaymentDispute.parse(await answers.find((answer) => answer.status === 201)!.json());
    expect(await storedPhotoFiles()).toBe(before + winner.answer!.photos.length * 2);
  });

  it('after staff decide, answering is refused (409)', async () => {
    const booking = await disputed();
    expect((await decide(booking.disputeId)).status).toBe(200);
    expect((await disputeOf(p.pro, booking.id)).answerable).toBe(false);
    const late = await answerWith(p.pro, booking.id, [png]);
    expect(late.status).toBe(409);
    expect(await keyOf(late)).toBe('payments.dispute.errors.alreadyDecided');
    expect(await answersOf(booking.disputeId)).toEqual([]);
  });

  it('an answer and a decision at once: the answer is stored only if it came first', async () => {
    const booking = await disputed();
    const [answer, decision] = await Promise.all([answerWith(p.pro, booking.id, [png]), decide(booking.disputeId)]);
    expect(decision.status).toBe(200);
    const stored = await answersOf(booking.disputeId);
    expect(stored).toHaveLength(answer.status === 201 ? 1 : 0);
    if (answer.status !== 201) expect(await keyOf(answer)).toBe('payments.dispute.errors.alreadyDecided');
  });
});

describe('hidden and suspended professionals', () => {
  it('a hidden service or profile does not take the professional’s answer away, as for the client’s dispute', async () => {
    const booking = await disputed();
    await t.database.db
      .update(services)
      .set({ hiddenAt: new Date(), hiddenCause: 'moderation' })
      .where(eq(services.id, p.serviceId));
    await t.database.db
      .update(profiles)
      .set({ hiddenAt: new Date(), hiddenCause: 'moderation' })
      .where(eq(profiles.id, p.pro.userId));
    try {
      expect((await answerWith(p.pro, booking.id, [png])).status).toBe(201);
    } finally {
      await t.database.db
        .update(services)
        .set({ hiddenAt: null, hiddenCause: null })
        .where(eq(services.id, p.serviceId));
      await t.database.db
        .update(profiles)
        .set({ hiddenAt: null, hiddenCause: null })
        .where(eq(profiles.id, p.pro.userId));
    }
  });

  it('a suspended professional has no session to answer with (401), and nothing is stored', async () => {
    const q = await parties(t, '1200');
    const booking = await disputed(q, 120_000);
    const suspend = await t.request(`/api/staff/accounts/${q.pro.userId}/suspend`, {
      method: 'POST',
      cookie: staff.cookie,
      json: { reason: 'Took payments and never came.' },
    });
    expect(suspend.status).toBe(200);
    expect((await answerWith(q.pro, booking.id, [png])).status).toBe(401);
    expect(await answersOf(booking.disputeId)).toEqual([]);
  });
});
