import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ResumeFileType } from '#contract/jobs-rules.ts';
import { RESUME_BUCKET } from '#server/db/schema/jobs.ts';
import { storedFiles } from '#server/db/schema/limits.ts';
import { AppError } from '#server/lib/app-error.ts';
import { documentKindOf } from '#server/lib/documents/document-kind.ts';
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

/**
 * What the bytes are, by content (the one check for untrusted documents, document-kind.ts): a PDF
 * starts with `%PDF-`; a DOCX is a zip whose central directory holds `word/document.xml`.
 * Anything else (a renamed image, an old .doc, a zip of something else) is null.
 */
export const resumeTypeOf: (bytes: Uint8Array) => ResumeFileType | null = documentKindOf;

/**
 * Stores an uploaded resume under `<userId>/<time>-<random>.<pdf|docx>` and answers that key as the
 * resume id. The user id in the key is what lets an application use only its own user's uploads.
 * The file counts toward the account's storage quota (413 past it).
 */
export async function storeResume(
  deps: Pick<AppDeps, 'db' | 'objectStore' | 'documents'>,
  userId: string,
  bytes: Uint8Array,
  quota = STORAGE_QUOTA_BYTES,
): Promise<{ resumeId: string; fileType: ResumeFileType; size: number }> {
  const fileType = await deps.documents.kindOf(bytes);
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
