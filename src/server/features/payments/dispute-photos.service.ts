import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DisputePhotoSize } from '#contract/dispute-photos.ts';
import type { DisputePhoto, DisputeSide } from '#contract/payment-disputes.ts';
import { isUuid } from '#contract/ids.ts';
import { actsAsStaff } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { storedFiles } from '#server/db/schema/limits.ts';
import { paymentDisputePhotos, paymentDisputes } from '#server/db/schema/payments.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps, SessionUser } from '#server/lib/http.ts';
import type { StoredObject } from '#server/lib/object-store/object-store.ts';
import { claimStorage, STORAGE_QUOTA_BYTES } from '#server/lib/storage-quota.ts';
import type { ProcessedPhoto } from './dispute-photo-files.ts';

// A dispute's photos (decision 050), and those of the professional's answer (decision 059), live in the private bucket `dispute-photos` (decision 042):
// never under /uploads, never cached, read only through GET /api/payments/dispute-photos/:id by
// the booking's client and professional and by staff (with the second factor).

export const DISPUTE_PHOTO_BUCKET = 'dispute-photos';

type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

/**
 * Inside the transaction that opens the dispute (the client's side) or answers it (the
 * professional's): claims the uploader's storage, records each photo and writes its two sizes. The caller removes `written` if the transaction fails, so there is
 * never a row without its files, nor a file without its row.
 */
export async function storeDisputePhotos(
  tx: Tx,
  deps: Pick<AppDeps, 'objectStore' | 'clock' | 'storageQuotaBytes'>,
  dispute: { id: string; side: DisputeSide },
  uploaderId: string,
  photos: ProcessedPhoto[],
  written: string[],
): Promise<void> {
  if (photos.length === 0) return;
  const total = photos.reduce((sum, photo) => sum + photo.full.byteLength + photo.thumb.byteLength, 0);
  await claimStorage(tx, uploaderId, total, deps.storageQuotaBytes ?? STORAGE_QUOTA_BYTES);
  for (const [position, photo] of photos.entries()) {
    const stem = `${uploaderId}/${deps.clock.now()}-${randomBytes(6).toString('hex')}`;
    const objectKey = `${stem}.webp`;
    const thumbKey = `${stem}-thumb.webp`;
    await tx.insert(paymentDisputePhotos).values({
      disputeId: dispute.id,
      side: dispute.side,
      uploaderId,
      position,
      objectKey,
      thumbKey,
      width: photo.width,
      height: photo.height,
      sizeBytes: photo.full.byteLength,
    });
    await tx.insert(storedFiles).values([
      { bucket: DISPUTE_PHOTO_BUCKET, key: objectKey, userId: uploaderId, sizeBytes: photo.full.byteLength },
      { bucket: DISPUTE_PHOTO_BUCKET, key: thumbKey, userId: uploaderId, sizeBytes: photo.thumb.byteLength },
    ]);
    for (const [key, bytes] of [
      [objectKey, photo.full],
      [thumbKey, photo.thumb],
    ] as const) {
      written.push(key);
      await deps.objectStore.put(DISPUTE_PHOTO_BUCKET, key, bytes, 'image/webp');
    }
  }
}

/** Best effort, after a failed opening or answer: a stray object costs disk space, not correctness. */
export async function removeWritten(deps: Pick<AppDeps, 'objectStore'>, written: string[]): Promise<void> {
  await Promise.all(written.map((key) => deps.objectStore.delete(DISPUTE_PHOTO_BUCKET, key).catch(() => undefined)));
}

/** The photos of one side of each dispute, in the order they were attached. */
export async function photosOf(
  db: Db,
  disputeIds: string[],
  side: DisputeSide = 'client',
): Promise<Map<string, DisputePhoto[]>> {
  const byDispute = new Map<string, DisputePhoto[]>();
  if (disputeIds.length === 0) return byDispute;
  const rows = await db
    .select({
      id: paymentDisputePhotos.id,
      disputeId: paymentDisputePhotos.disputeId,
      width: paymentDisputePhotos.width,
      height: paymentDisputePhotos.height,
    })
    .from(paymentDisputePhotos)
    .where(and(inArray(paymentDisputePhotos.disputeId, disputeIds), eq(paymentDisputePhotos.side, side)))
    .orderBy(asc(paymentDisputePhotos.position));
  for (const { disputeId, ...photo } of rows) byDispute.set(disputeId, [...(byDispute.get(disputeId) ?? []), photo]);
  return byDispute;
}

/**
 * One size of a dispute's photo, for the booking's client or professional, or staff signed in with
 * the second factor. Anyone else gets 404, as for a photo that does not exist, so ids reveal
 * nothing. Reading it is not acting on the service: a hidden service or a suspended party does not
 * take the evidence away from the other side or from staff.
 */
export async function openDisputePhoto(
  deps: Pick<AppDeps, 'db' | 'objectStore'>,
  user: SessionUser,
  photoId: string,
  size: DisputePhotoSize,
): Promise<StoredObject & { fileName: string }> {
  const notFound = () => new AppError('NOT_FOUND', 'payments.dispute.errors.photoNotFound');
  if (!isUuid(photoId)) throw notFound();
  const [row] = await deps.db
    .select({
      objectKey: paymentDisputePhotos.objectKey,
      thumbKey: paymentDisputePhotos.thumbKey,
      position: paymentDisputePhotos.position,
      clientId: bookings.clientId,
      professionalId: bookings.professionalId,
    })
    .from(paymentDisputePhotos)
    .innerJoin(paymentDisputes, eq(paymentDisputes.id, paymentDisputePhotos.disputeId))
    .leftJoin(bookings, eq(bookings.id, paymentDisputes.bookingId))
    .where(eq(paymentDisputePhotos.id, photoId));
  if (!row) throw notFound();
  const isParty = row.clientId === user.id || row.professionalId === user.id;
  if (!isParty && !(await actsAsStaff(deps.db, user))) throw notFound();
  const object = await deps.objectStore.get(DISPUTE_PHOTO_BUCKET, size === 'full' ? row.objectKey : row.thumbKey);
  if (!object) throw notFound();
  return { ...object, contentType: 'image/webp', fileName: `dispute-photo-${row.position + 1}.webp` };
}
