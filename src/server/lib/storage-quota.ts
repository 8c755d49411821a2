import { eq, sql } from 'drizzle-orm';
import { STORAGE_QUOTA_BYTES } from '#contract/limits.ts';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { users } from '#server/db/schema/auth.ts';
import { storedFiles } from '#server/db/schema/limits.ts';
import { services, serviceVideos } from '#server/db/schema/services.ts';
import { AppError } from './app-error.ts';

// What an account may keep in the object store (decision 012): its private files (resumes, in
// stored_files) and its lesson videos (service_videos) count together against one quota.

export { STORAGE_QUOTA_BYTES };

/** Bytes an account has stored: its private files plus the videos of its services. */
export async function storageUsed(db: Db, userId: string): Promise<number> {
  // sums of bigint columns are numeric, which the drivers read as strings
  const [row] = await rowsOf(
    db,
    z.object({ used: z.union([z.string(), z.number()]) }),
    sql`
    select (select coalesce(sum(f.size_bytes), 0) from ${storedFiles} f where f.user_id = ${userId})
         + (select coalesce(sum(v.size_bytes), 0) from ${serviceVideos} v
              join ${services} s on s.id = v.service_id where s.professional_id = ${userId}) as used`,
  );
  return Number(row?.used ?? 0);
}

/** Refuses (413) an upload of `bytes` that would take the account past its quota. */
export async function ensureStorageRoom(db: Db, userId: string, bytes: number, quota: number): Promise<void> {
  if ((await storageUsed(db, userId)) + bytes > quota) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'errors.storageQuotaExceeded');
  }
}

/**
 * Inside the transaction that records an upload: holds the account's row so that uploads of one
 * account decide one at a time (two at once cannot both take the last free bytes), then checks the
 * room. A session whose user is gone gets 401.
 */
export async function claimStorage(tx: Db, userId: string, bytes: number, quota: number): Promise<void> {
  // NO KEY UPDATE: does not wait for, nor block, rows that merely reference the user (sessions)
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
  await ensureStorageRoom(tx, userId, bytes, quota);
}
