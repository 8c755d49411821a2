import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_PHOTO_LIMITS } from '#contract/dispute-photos.ts';
import { BookingDispute, PaymentDispute, StaffDisputeList, StaffMoneyTimeline } from '#contract/payment-disputes.ts';
import { storedFiles } from '#server/db/schema/limits.ts';
import { services } from '#server/db/schema/services.ts';
import type { Person } from '#tests/fixtures/bookings.ts';
import { DISPUTE_REASON, paidBooking as paidBookingOf } from '#tests/fixtures/payment-disputes.ts';
import { parties, type Parties } from '#tests/fixtures/payments.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { DISPUTE_PHOTO_BUCKET } from './dispute-photos.service.ts';

// A dispute's photos (decision 050): up to four JPEG, PNG or WebP photos, checked by content and
// re-encoded without metadata, kept in the private bucket and shown only to the booking's two
// parties and staff. A refused photo refuses the whole dispute and stores nothing.

let t: TestApp;
let peer: EsewaPeer;
let p: Parties;
let staff: Person;
let staffWithoutCode: Person;
let jpeg: Uint8Array<ArrayBuffer>;
let png: Uint8Array<ArrayBuffer>;
let webp: Uint8Array<ArrayBuffer>;

const bytesOf = (buffer: Buffer) => new Uint8Array(buffer);

beforeAll(async () => {
  peer = await startEsewaPeer();
  t = await createTestApp({ env: peer.env });
  p = await parties(t, '2500');
  staff = await t.signUpStaff();
  staffWithoutCode = await t.signUpStaff({ twoFactor: false });
  const picture = () => sharp({ create: { width: 120, height: 80, channels: 3, background: '#3a7' } });
  // a phone photo: where and by what it was taken, which the other party must not learn
  jpeg = bytesOf(
    await picture()
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Copyright: 'Sita at home' } })
      .toBuffer(),
  );
  png = bytesOf(await picture().png().toBuffer());
  webp = bytesOf(await picture().webp().toBuffer());
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const paidBooking = () => paidBookingOf(t, peer, p, 250_000);

/** Posts the reason and photos as the browser does: multipart bytes with their boundary. */
async function openWith(
  person: Person | null,
  bookingId: string,
  photos: { bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string }[],
  reason = DISPUTE_REASON,
) {
  const form = new FormData();
  form.set('reason', reason);
  for (const [index, photo] of photos.entries()) {
    form.append('photos', new Blob([photo.bytes], { type: photo.type ?? 'image/jpeg' }), photo.name ?? `p${index}.jpg`);
  }
  const encoded = new Response(form);
  return t.request(`/api/payments/bookings/${bookingId}/dispute`, {
    method: 'POST',
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    ...(person ? { cookie: person.cookie } : {}),
  });
}

const photoUrl = (id: string, size?: string) => `/api/payments/dispute-photos/${id}${size ? `?size=${size}` : ''}`;
const keyOf = async (response: Response) => ((await response.json()) as { error: { key?: string } }).error.key;
const disputeOf = async (person: Person, bookingId: string) =>
  BookingDispute.parse(
    await (await t.request(`/api/payments/bookings/${bookingId}/dispute`, { cookie: person.cookie })).json(),
  );
const storedPhotoFiles = async () =>
  (await readdir(path.join(t.uploadsDir, DISPUTE_PHOTO_BUCKET), { recursive: true }).catch(() => [])).filter((name) =>
    name.endsWith('.webp'),
  ).length;

describe('attaching photos to a dispute', () => {
  it('takes JPEG, PNG and WebP, re-encoded without metadata, in the private bucket', async () => {
    const booking = await paidBooking();
    const answer = await openWith(p.client, booking.id, [
      { bytes: jpeg },
      { bytes: png, name: 'p.png', type: 'image/png' },
      { bytes: webp, name: 'p.webp', type: 'image/webp' },
    ]);
    expect(answer.status, await answer.clone().text()).toBe(201);
    const dispute = PaymentDispute.parse(await answer.json());
    expect(dispute.photos).toHaveLength(3);
    expect(dispute.photos[0]).toMatchObject({ width: 120, height: 80 });

    const full = await t.request(photoUrl(dispute.photos[0]!.id, 'full'), { cookie: p.client.cookie });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(full.headers.get('cache-control')).toBe('private, no-store');
    expect(full.headers.get('x-content-type-options')).toBe('nosniff');
    const metadata = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 120, height: 80 });
    expect(metadata.exif).toBeUndefined();
    const thumb = await t.request(photoUrl(dispute.photos[0]!.id), { cookie: p.client.cookie });
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).format).toBe('webp');

    // never served as a public upload, and counted toward the client's storage
    const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.userId, p.client.userId));
    expect(file?.bucket).toBe(DISPUTE_PHOTO_BUCKET);
    expect((await t.request(`/uploads/${DISPUTE_PHOTO_BUCKET}/${file!.key}`)).status).toBe(404);
  });

  it('a reason alone as JSON still opens a dispute without photos', async () => {
    const booking = await paidBooking();
    const answer = await t.request(`/api/payments/bookings/${booking.id}/dispute`, {
      method: 'POST',
      cookie: p.client.cookie,
      json: { reason: DISPUTE_REASON },
    });
    expect(answer.status).toBe(201);
    expect(PaymentDispute.parse(await answer.json()).photos).toEqual([]);
  });

  it('refuses by content, count and size with a 4xx, opens nothing and stores nothing', async () => {
    const booking = await paidBooking();
    const before = await storedPhotoFiles();
    const text = new TextEncoder().encode('not a photo at all, only a name that says so');
    const truncated = jpeg.slice(0, Math.floor(jpeg.length / 2));
    const oversize = new Uint8Array(DISPUTE_PHOTO_LIMITS.photoBytes + 1);
    oversize.set(jpeg);
    const cases: [typeof jpeg, number, string][] = [
      [text, 400, 'payments.dispute.errors.photoType'],
      [truncated, 400, 'payments.dispute.errors.photoUnreadable'],
      [oversize, 413, 'payments.dispute.errors.photoTooLarge'],
    ];
    for (const [bytes, status, key] of cases) {
      const answer = await openWith(p.client, booking.id, [{ bytes: png }, { bytes }]);
      expect(answer.status).toBe(status);
      expect(await keyOf(answer)).toBe(key);
    }
    const five = await openWith(
      p.client,
      booking.id,
      Array.from({ length: 5 }, () => ({ bytes: png })),
    );
    expect(five.status).toBe(400);
    expect(await keyOf(five)).toBe('payments.dispute.errors.tooManyPhotos');
    // a body declared larger than four photos can be is refused before it is read
    const huge = await t.request(`/api/payments/bookings/${booking.id}/dispute`, {
      method: 'POST',
      cookie: p.client.cookie,
      body: new Uint8Array(16),
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(DISPUTE_PHOTO_LIMITS.requestBytes + 1),
      },
    });
    expect(huge.status).toBe(413);
    // a bad reason with good photos: the reason's own message, nothing decoded or kept
    const short = await openWith(p.client, booking.id, [{ bytes: png }], 'short');
    expect(await keyOf(short)).toBe('payments.dispute.validation.reason');
    const garbled = await t.request(`/api/payments/bookings/${booking.id}/dispute`, {
      method: 'POST',
      cookie: p.client.cookie,
      body: new TextEncoder().encode('--x\r\nnot a part'),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(garbled.status).toBe(400);

    expect((await disputeOf(p.client, booking.id)).disputable).toBe(true);
    expect(await storedPhotoFiles()).toBe(before);
  });

  it('only the client attaches: the professional 403, another user and staff 404, anonymous 401, nothing stored', async () => {
    const booking = await paidBooking();
    const before = await storedPhotoFiles();
    expect((await openWith(null, booking.id, [{ bytes: png }])).status).toBe(401);
    expect((await openWith(p.pro, booking.id, [{ bytes: png }])).status).toBe(403);
    expect((await openWith(p.stranger, booking.id, [{ bytes: png }])).status).toBe(404);
    expect((await openWith(staff, booking.id, [{ bytes: png }])).status).toBe(404);
    expect(await storedPhotoFiles()).toBe(before);
  });

  it('two openings at once: one dispute, and the loser’s photos are not left behind', async () => {
    const booking = await paidBooking();
    const before = await storedPhotoFiles();
    const answers = await Promise.all([
      openWith(p.client, booking.id, [{ bytes: png }, { bytes: jpeg }]),
      openWith(p.client, booking.id, [{ bytes: webp }]),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = PaymentDispute.parse(await answers.find((answer) => answer.status === 201)!.json());
    expect(await storedPhotoFiles()).toBe(before + winner.photos.length * 2);
  });
});

describe('the storage quota', () => {
  it('photos past the client’s quota are a 413 and the dispute is not opened', async () => {
    const small = await createTestApp({ env: peer.env, storageQuotaBytes: 10 });
    try {
      const q = await parties(small, '2500');
      const booking = await paidBookingOf(small, peer, q, 250_000);
      const form = new FormData();
      form.set('reason', DISPUTE_REASON);
      form.append('photos', new Blob([png], { type: 'image/png' }), 'p.png');
      const encoded = new Response(form);
      const answer = await small.request(`/api/payments/bookings/${booking.id}/dispute`, {
        method: 'POST',
        cookie: q.client.cookie,
        body: new Uint8Array(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      });
      expect(answer.status).toBe(413);
      expect(await keyOf(answer)).toBe('errors.storageQuotaExceeded');
      const after = await small.request(`/api/payments/bookings/${booking.id}/dispute`, { cookie: q.client.cookie });
      expect(BookingDispute.parse(await after.json())).toEqual({ dispute: null, disputable: true, answerable: false });
    } finally {
      await small.close();
    }
  });
});

describe('who sees a dispute’s photos', () => {
  it('the two parties and staff with the second factor; anyone else is refused', async () => {
    const booking = await paidBooking();
    const dispute = PaymentDispute.parse(await (await openWith(p.client, booking.id, [{ bytes: png }])).json());
    const id = dispute.photos[0]!.id;
    for (const person of [p.client, p.pro, staff]) {
      for (const size of ['thumb', 'full']) {
        expect((await t.request(photoUrl(id, size), { cookie: person.cookie })).status).toBe(200);
      }
    }
    expect((await t.request(photoUrl(id))).status).toBe(401);
    // another user, and a staff member whose session has not passed the second factor: as if unknown
    for (const person of [p.stranger, staffWithoutCode]) {
      const answer = await t.request(photoUrl(id, 'full'), { cookie: person.cookie });
      expect(answer.status).toBe(404);
      expect(await keyOf(answer)).toBe('payments.dispute.errors.photoNotFound');
    }
    expect((await t.request(photoUrl(id, 'huge'), { cookie: p.client.cookie })).status).toBe(400);
    expect((await t.request(photoUrl('not-a-uuid'), { cookie: p.client.cookie })).status).toBe(404);
    expect((await t.request(photoUrl(crypto.randomUUID()), { cookie: staff.cookie })).status).toBe(404);

    // both parties and the staff console list them
    expect((await disputeOf(p.pro, booking.id)).dispute?.photos.map((photo) => photo.id)).toEqual([id]);
    const timeline = StaffMoneyTimeline.parse(
      await (await t.request(`/api/staff/payments/bookings/${booking.id}`, { cookie: staff.cookie })).json(),
    );
    expect(timeline.dispute?.photos.map((photo) => photo.id)).toEqual([id]);
    const queue = StaffDisputeList.parse(
      await (await t.request('/api/staff/payments/disputes', { cookie: staff.cookie })).json(),
    );
    expect(queue.items.find((item) => item.id === dispute.id)?.photos).toHaveLength(1);
  });

  it('a hidden service does not take the client’s dispute or its evidence away, as for disputes without photos', async () => {
    const booking = await paidBooking();
    await t.database.db
      .update(services)
      .set({ hiddenAt: new Date(), hiddenCause: 'moderation' })
      .where(eq(services.id, p.serviceId));
    try {
      const answer = await openWith(p.client, booking.id, [{ bytes: png }]);
      expect(answer.status).toBe(201);
      const id = PaymentDispute.parse(await answer.json()).photos[0]!.id;
      for (const person of [p.client, p.pro, staff]) {
        expect((await t.request(photoUrl(id), { cookie: person.cookie })).status).toBe(200);
      }
      expect((await t.request(photoUrl(id), { cookie: p.stranger.cookie })).status).toBe(404);
    } finally {
      await t.database.db
        .update(services)
        .set({ hiddenAt: null, hiddenCause: null })
        .where(eq(services.id, p.serviceId));
    }
  });
});
