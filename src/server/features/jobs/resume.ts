import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ResumeFileType } from '#contract/jobs-rules.ts';
import { RESUME_BUCKET } from '#server/db/schema/jobs.ts';
import { storedFiles } from '#server/db/schema/limits.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { isValidObjectRef, type ObjectStore, type StoredObject } from '#server/lib/object-store/object-store.ts';
import { claimStorage, STORAGE_QUOTA_BYTES } from '#server/lib/storage-quota.ts';

// Resumes are private: stored in their own bucket and only ever streamed through
// GET /api/applications/:id/resume after an ownership check, never under the public /uploads path.

export { RESUME_BUCKET };

export const RESUME_CONTENT_TYPES: Record<ResumeFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const startsWith = (bytes: Uint8Array, text: string) =>
  bytes.length >= text.length && [...text].every((char, index) => bytes[index] === char.charCodeAt(0));

/** The entry names of a zip archive, read from its central directory; null when it is not a zip. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (!startsWith(bytes, 'PK\x03\x04')) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // the end-of-central-directory record is in the last 22 + 65,535 (comment) bytes
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let entry = 0; entry < count; entry++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * What the bytes are, by content: a PDF starts with `%PDF-`; a DOCX is a zip whose entries include
 * the `word/` part. Anything else (a renamed image, an old .doc, a zip of something else) is null.
 */
export function resumeTypeOf(bytes: Uint8Array): ResumeFileType | null {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  const names = zipEntryNames(bytes);
  if (names?.some((name) => name.startsWith('word/'))) return 'docx';
  return null;
}

/**
 * Stores an uploaded resume under `<userId>/<time>-<random>.<pdf|docx>` and answers that key as the
 * resume id. The user id in the key is what lets an application use only its own user's uploads.
 * The file counts toward the account's storage quota (413 past it).
 */
export async function storeResume(
  deps: Pick<AppDeps, 'db' | 'objectStore'>,
  userId: string,
  bytes: Uint8Array,
  quota = STORAGE_QUOTA_BYTES,
): Promise<{ resumeId: string; fileType: ResumeFileType; size: number }> {
  const fileType = resumeTypeOf(bytes);
  if (!fileType) throw new AppError('VALIDATION_ERROR', 'jobForm.validation.resumeType');
  const resumeId = `${userId}/${Date.now()}-${randomBytes(6).toString('hex')}.${fileType}`;
  const size = bytes.byteLength;
  // the row claims the room before the file is written: a refused upload stores nothing
  await deps.db.transaction(async (tx) => {
    await claimStorage(tx, userId, size, quota);
    await tx.insert(storedFiles).values({ bucket: RESUME_BUCKET, key: resumeId, userId, sizeBytes: size });
  });
  try {
    await deps.objectStore.put(RESUME_BUCKET, resumeId, bytes, RESUME_CONTENT_TYPES[fileType]);
  } catch (error) {
    await deps.db.delete(storedFiles).where(and(eq(storedFiles.bucket, RESUME_BUCKET), eq(storedFiles.key, resumeId)));
    throw error;
  }
  return { resumeId, fileType, size };
}

/** True when `resumeId` names an upload of this user that is in the store. */
export async function isOwnResume(store: ObjectStore, userId: string, resumeId: string): Promise<boolean> {
  if (!resumeId.startsWith(`${userId}/`) || !isValidObjectRef(RESUME_BUCKET, resumeId)) return false;
  const object = await store.get(RESUME_BUCKET, resumeId);
  if (!object) return false;
  await object.body.cancel().catch(() => undefined);
  return true;
}

/** The stored file of a resume id, with its content type taken from the id (set by the server). */
export async function readResume(
  store: ObjectStore,
  resumeId: string,
): Promise<(StoredObject & { fileType: ResumeFileType }) | null> {
  if (!isValidObjectRef(RESUME_BUCKET, resumeId)) return null;
  const fileType: ResumeFileType = resumeId.endsWith('.docx') ? 'docx' : 'pdf';
  const object = await store.get(RESUME_BUCKET, resumeId);
  return object ? { ...object, contentType: RESUME_CONTENT_TYPES[fileType], fileType } : null;
}
