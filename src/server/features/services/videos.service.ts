import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ServiceVideo } from '#contract/services.ts';
import { defaultVideoTitle, hasVideos, renumberedVideoTitle, VIDEO_MAX_BYTES } from '#contract/services-rules.ts';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { conversations } from '#server/db/schema/messaging.ts';
import { serviceEnquiries, services, serviceVideos } from '#server/db/schema/services.ts';
import { AppError } from '#server/lib/app-error.ts';
import { claimStorage, STORAGE_QUOTA_BYTES, storageUsed } from '#server/lib/storage-quota.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { visibleService } from '#server/lib/visibility.ts';
import type { ByteRange } from '#server/lib/object-store/object-store.ts';
import { ownService, removeStoredVideo, videoStreamUrl } from './listings.service.ts';
import { isUuid } from '#contract/ids.ts';

export const VIDEO_BUCKET = 'service-videos';

/** What the first bytes of a file say it is; the name and declared type are never trusted. */
export function sniffVideo(head: Uint8Array): { ext: 'mp4' | 'webm' | 'mov'; contentType: string } | null {
  if (head.length >= 12) {
    const box = String.fromCharCode(...head.subarray(4, 8));
    if (box === 'ftyp') {
      const brand = String.fromCharCode(...head.subarray(8, 12));
      return brand === 'qt  '
        ? { ext: 'mov', contentType: 'video/quicktime' }
        : { ext: 'mp4', contentType: 'video/mp4' };
    }
  }
  // EBML header: WebM (and Matroska, which browsers play as WebM when the codecs fit)
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return { ext: 'webm', contentType: 'video/webm' };
  }
  return null;
}

const SNIFF_BYTES = 16;

/**
 * Reads the first bytes of a stream to decide its type, and hands back a stream of the WHOLE body
 * (those bytes first) that errors with 413 (`tooLargeKey`) the moment it passes `maxBytes`. Nothing but the head is
 * held in memory; the rest flows to the store as the client sends it.
 */
async function sniffAndLimit(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLargeKey: string,
): Promise<{ head: Uint8Array; stream: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const pending: Uint8Array[] = [];
  let headLength = 0;
  while (headLength < SNIFF_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    pending.push(value);
    headLength += value.byteLength;
  }
  const head = new Uint8Array(headLength);
  let offset = 0;
  for (const chunk of pending) {
    head.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let total = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        total += head.byteLength;
        if (total > maxBytes) controller.error(new AppError('PAYLOAD_TOO_LARGE', tooLargeKey));
        else if (head.byteLength) controller.enqueue(head);
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        total += value.byteLength;
        if (total > maxBytes) {
          await reader.cancel().catch(() => undefined);
          controller.error(new AppError('PAYLOAD_TOO_LARGE', tooLargeKey));
          return;
        }
        controller.enqueue(value);
      },
      async cancel(reason) {
        await reader.cancel(reason).catch(() => undefined);
      },
    },
    // one chunk of read-ahead: the store's write speed paces the client
    { highWaterMark: 1 },
  );
  return { head, stream };
}

/**
 * Uploads a lesson video to one of my online or hybrid services: ownership and the declared
 * length (against the file limit and the room left in my storage quota) are checked before a byte
 * is read, the type from the first bytes, the size again while streaming; the file goes to
 * `service-videos/{userId}/{serviceId}/{timestamp}-{random}.{ext}` and is appended last, titled
 * "Part N: file name" in the owner's language.
 */
export async function uploadVideo(
  deps: Pick<AppDeps, 'db' | 'objectStore' | 'logger' | 'storageQuotaBytes'>,
  userId: string,
  serviceId: string,
  request: Request,
  { fileName, language = 'en' }: { fileName: string; language?: 'en' | 'ne' },
  maxBytes = VIDEO_MAX_BYTES,
): Promise<ServiceVideo> {
  const discard = () => request.body?.cancel().catch(() => undefined);
  let service;
  try {
    service = await ownService(deps.db, userId, serviceId);
  } catch (error) {
    await discard();
    throw error;
  }
  if (!hasVideos(service.format)) {
    await discard();
    throw new AppError('VALIDATION_ERROR', 'services.videosOnlineOnly');
  }
  const quota = deps.storageQuotaBytes ?? STORAGE_QUOTA_BYTES;
  const room = quota - (await storageUsed(deps.db, userId));
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await discard();
    throw new AppError('PAYLOAD_TOO_LARGE', 'services.videoTooLarge');
  }
  if (declared > room || room <= 0) {
    await discard();
    throw new AppError('PAYLOAD_TOO_LARGE', 'errors.storageQuotaExceeded');
  }
  if (!request.body) throw new AppError('VALIDATION_ERROR', 'services.videoTypeInvalid');
  // without a declared length (chunked), the stream stops where the file limit or the quota does
  const { head, stream } = await sniffAndLimit(
    request.body,
    Math.min(maxBytes, room),
    room < maxBytes ? 'errors.storageQuotaExceeded' : 'services.videoTooLarge',
  );
  const kind = sniffVideo(head);
  if (!kind) {
    await stream.cancel().catch(() => undefined);
    throw new AppError('VALIDATION_ERROR', 'services.videoTypeInvalid');
  }
  // the random part keeps two uploads in the same millisecond from writing (and removing) one file
  const key = `${userId}/${serviceId}/${Date.now()}-${randomBytes(4).toString('hex')}.${kind.ext}`;
  let size: number;
  try {
    size = await deps.objectStore.putStream(VIDEO_BUCKET, key, stream, kind.contentType);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // a client that went away mid-upload, or the store failing: nothing was stored
    deps.logger.warn('video upload failed', { serviceId, error: String(error) });
    throw new AppError('VALIDATION_ERROR', 'services.uploadFailed');
  }
  const url = deps.objectStore.publicUrl(VIDEO_BUCKET, key);
  try {
    const row = await deps.db.transaction(async (tx) => {
      // again under the account's lock: another upload may have finished meanwhile
      await claimStorage(tx, userId, size, quota);
      // lock the service so two uploads at once cannot take the same place
      await tx.execute(sql`select id from services where id = ${serviceId} for update`);
      const [{ count, next } = { count: 0, next: 0 }] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          next: sql<number>`coalesce(max(${serviceVideos.orderIndex}) + 1, 0)::int`,
        })
        .from(serviceVideos)
        .where(eq(serviceVideos.serviceId, serviceId));
      const [inserted] = await tx
        .insert(serviceVideos)
        .values({
          serviceId,
          title: defaultVideoTitle(count + 1, fileName || `video.${kind.ext}`, language),
          videoUrl: url,
          orderIndex: next,
          sizeBytes: size,
          contentType: kind.contentType,
        })
        .returning();
      return inserted;
    });
    if (!row) throw new AppError('INTERNAL', 'errors.internal');
    return { id: row.id, title: row.title, orderIndex: row.orderIndex, streamUrl: videoStreamUrl(row.id) };
  } catch (error) {
    await removeStoredVideo(deps, url);
    throw error;
  }
}

async function ownVideo(db: Db, userId: string, videoId: string) {
  if (!isUuid(videoId)) throw new AppError('NOT_FOUND', 'services.videoNotFound');
  const [row] = await db
    .select({ video: serviceVideos, professionalId: services.professionalId })
    .from(serviceVideos)
    .innerJoin(services, eq(services.id, serviceVideos.serviceId))
    .where(eq(serviceVideos.id, videoId));
  if (!row) throw new AppError('NOT_FOUND', 'services.videoNotFound');
  if (row.professionalId !== userId) throw new AppError('FORBIDDEN', 'services.notOwner');
  return row.video;
}

export async function renameVideo(db: Db, userId: string, videoId: string, title: string): Promise<ServiceVideo> {
  await ownVideo(db, userId, videoId);
  const [row] = await db.update(serviceVideos).set({ title }).where(eq(serviceVideos.id, videoId)).returning();
  if (!row) throw new AppError('NOT_FOUND', 'services.videoNotFound');
  return { id: row.id, title: row.title, orderIndex: row.orderIndex, streamUrl: videoStreamUrl(row.id) };
}

/** Deletes a video and renumbers the rest 0, 1, 2, … in their order. */
export async function deleteVideo(
  deps: Pick<AppDeps, 'db' | 'objectStore' | 'logger'>,
  userId: string,
  videoId: string,
): Promise<void> {
  const video = await ownVideo(deps.db, userId, videoId);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from services where id = ${video.serviceId} for update`);
    await tx.delete(serviceVideos).where(eq(serviceVideos.id, videoId));
    await tx.execute(sql`
      update service_videos v set order_index = n.position - 1
      from (select id, row_number() over (order by order_index, created_at, id) as position
            from service_videos where service_id = ${video.serviceId}) n
      where v.id = n.id`);
  });
  await removeStoredVideo(deps, video.videoUrl);
}

/**
 * Puts a service's videos in the given order (order_index 0, 1, 2, …). The list must name every
 * video of the service exactly once, so a stale screen cannot drop or duplicate one.
 */
export async function reorderVideos(
  db: Db,
  userId: string,
  serviceId: string,
  videoIds: readonly string[],
): Promise<ServiceVideo[]> {
  await ownService(db, userId, serviceId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from services where id = ${serviceId} for update`);
    const current = await tx
      .select()
      .from(serviceVideos)
      .where(eq(serviceVideos.serviceId, serviceId))
      .orderBy(asc(serviceVideos.orderIndex));
    const known = new Set(current.map((video) => video.id));
    if (
      new Set(videoIds).size !== videoIds.length ||
      videoIds.length !== known.size ||
      !videoIds.every((id) => known.has(id))
    ) {
      throw new AppError('VALIDATION_ERROR', 'services.reorderMismatch');
    }
    const titles = new Map(current.map((video) => [video.id, video.title]));
    for (const [index, id] of videoIds.entries()) {
      // a default "Part N" title follows the new order; a title the owner wrote stays
      await tx
        .update(serviceVideos)
        .set({ orderIndex: index, title: renumberedVideoTitle(titles.get(id) ?? '', index + 1) })
        .where(and(eq(serviceVideos.id, id), eq(serviceVideos.serviceId, serviceId)));
    }
    const rows = await tx
      .select()
      .from(serviceVideos)
      .where(eq(serviceVideos.serviceId, serviceId))
      .orderBy(asc(serviceVideos.orderIndex));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      orderIndex: row.orderIndex,
      streamUrl: videoStreamUrl(row.id),
    }));
  });
}

/** Parses a single `bytes=` range against the size; null when absent, 'unsatisfiable' when it cannot be served. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // several ranges or another unit: answer the whole file, as RFC 9110 allows
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * The video row, if `viewerId` may watch it: the owner, or someone who enquired about the service
 * or is in a conversation with the professional. Anyone else gets 403; a missing video 404.
 */
export async function watchableVideo(db: Db, viewerId: string, videoId: string) {
  if (!isUuid(videoId)) throw new AppError('NOT_FOUND', 'services.videoNotFound');
  const [row] = await db
    .select({ video: serviceVideos, professionalId: services.professionalId })
    .from(serviceVideos)
    .innerJoin(services, eq(services.id, serviceVideos.serviceId))
    .where(eq(serviceVideos.id, videoId));
  if (!row) throw new AppError('NOT_FOUND', 'services.videoNotFound');
  if (row.professionalId === viewerId) return row.video;
  // a lesson of a hidden service, or of a hidden or suspended professional, streams to nobody else
  await visibleService(db, row.video.serviceId, () => new AppError('NOT_FOUND', 'services.notFound'));
  const [allowed] = await rowsOf(
    db,
    z.object({ ok: z.number() }),
    sql`
      select 1 as ok where exists (
        select 1 from ${serviceEnquiries} where service_id = ${row.video.serviceId} and user_id = ${viewerId})
      or exists (
        select 1 from ${conversations}
        where least(user1_id, user2_id) = least(${viewerId}::uuid, ${row.professionalId}::uuid)
          and greatest(user1_id, user2_id) = greatest(${viewerId}::uuid, ${row.professionalId}::uuid))`,
  );
  if (!allowed) throw new AppError('FORBIDDEN', 'services.videoNotAllowed');
  return row.video;
}
