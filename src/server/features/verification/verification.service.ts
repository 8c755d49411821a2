import { randomBytes } from 'node:crypto';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import { isUuid } from '#contract/ids.ts';
import { VERIFICATION_FILE_TYPES, type VerificationClaims, type VerificationRequest } from '#contract/verification.ts';
import { actsAsStaff, holdsRole } from '#server/auth/guards.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { storedFiles } from '#server/db/schema/limits.ts';
import { verificationDocuments, verificationRequests } from '#server/db/schema/trust.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps, SessionUser } from '#server/lib/http.ts';
import type { StoredObject } from '#server/lib/object-store/object-store.ts';
import { claimStorage, STORAGE_QUOTA_BYTES } from '#server/lib/storage-quota.ts';
import type { CheckedDocument } from './verification-files.ts';
import { documentsJson, requestOf } from './verification-rows.ts';

/**
 * Verification documents are private: their own bucket, never served under /uploads, streamed only
 * through GET /api/verification/documents/:id to their owner and to staff. Each file is also a
 * stored_files row, so it counts toward the account's quota and goes with the account.
 */
export const VERIFICATION_BUCKET = 'verification-documents';

const pendingExists = () => new AppError('CONFLICT', 'verify.errors.pendingExists');

/**
 * Records a request with its documents (already checked by content). The files are written inside
 * the transaction that inserts the rows: if a write or the commit fails, the rows are rolled back
 * and every file already written is removed, so there is never a row without its files or a file
 * without its row. One pending request per user and role (409).
 */
export async function createVerificationRequest(
  deps: Pick<AppDeps, 'db' | 'objectStore' | 'clock' | 'storageQuotaBytes'>,
  userId: string,
  claims: VerificationClaims,
  documents: CheckedDocument[],
): Promise<VerificationRequest> {
  const { db, objectStore } = deps;
  if (!(await holdsRole(db, userId, claims.role))) throw new AppError('FORBIDDEN', 'verify.errors.roleNotHeld');
  const [pending] = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(
      and(
        eq(verificationRequests.userId, userId),
        eq(verificationRequests.role, claims.role),
        eq(verificationRequests.status, 'pending'),
      ),
    );
  if (pending) throw pendingExists();

  const written: string[] = [];
  const total = documents.reduce((sum, document) => sum + document.bytes.byteLength, 0);
  try {
    const id = await db.transaction(async (tx) => {
      await claimStorage(tx, userId, total, deps.storageQuotaBytes ?? STORAGE_QUOTA_BYTES);
      const [request] = await tx
        .insert(verificationRequests)
        .values({ ...claims, userId })
        .returning({ id: verificationRequests.id });
      if (!request) throw new Error('verification request insert returned no row');
      for (const document of documents) {
        const key = `${userId}/${deps.clock.now()}-${randomBytes(6).toString('hex')}.${document.fileType}`;
        const contentType = VERIFICATION_FILE_TYPES[document.fileType];
        const sizeBytes = document.bytes.byteLength;
        await tx
          .insert(verificationDocuments)
          .values({ requestId: request.id, kind: document.kind, objectKey: key, contentType, sizeBytes });
        await tx.insert(storedFiles).values({ bucket: VERIFICATION_BUCKET, key, userId, sizeBytes });
        written.push(key);
        await objectStore.put(VERIFICATION_BUCKET, key, document.bytes, contentType);
      }
      return request.id;
    });
    const [mine] = (await listRows(deps, userId)).filter((request) => request.id === id);
    if (!mine) throw new Error('verification request vanished after insert');
    return mine;
  } catch (error) {
    await Promise.all(written.map((key) => objectStore.delete(VERIFICATION_BUCKET, key).catch(() => undefined)));
    if (isUniqueViolation(error)) throw pendingExists();
    throw error;
  }
}

async function listRows(deps: Pick<AppDeps, 'db'>, userId: string): Promise<VerificationRequest[]> {
  const rows = await deps.db
    .select({ ...getTableColumns(verificationRequests), documents: documentsJson })
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id));
  return rows.map(requestOf);
}

/** My requests, newest first: what I claimed, where each stands, and why it was decided so. */
export function listMyVerificationRequests(deps: Pick<AppDeps, 'db'>, userId: string): Promise<VerificationRequest[]> {
  return listRows(deps, userId);
}

/**
 * A document's file, for its owner or for staff signed in with the second factor (as every staff
 * route asks); anyone else gets 404, as for a document that does not exist, so ids reveal nothing.
 * A purged document is gone (404).
 */
export async function openVerificationDocument(
  deps: Pick<AppDeps, 'db' | 'objectStore'>,
  user: SessionUser,
  documentId: string,
): Promise<StoredObject & { fileName: string }> {
  const notFound = () => new AppError('NOT_FOUND', 'verify.errors.documentNotFound');
  if (!isUuid(documentId)) throw notFound();
  const [row] = await deps.db
    .select({
      ownerId: verificationRequests.userId,
      key: verificationDocuments.objectKey,
      kind: verificationDocuments.kind,
      contentType: verificationDocuments.contentType,
    })
    .from(verificationDocuments)
    .innerJoin(verificationRequests, eq(verificationRequests.id, verificationDocuments.requestId))
    .where(eq(verificationDocuments.id, documentId));
  if (!row || (row.ownerId !== user.id && !(await actsAsStaff(deps.db, user)))) throw notFound();
  const object = await deps.objectStore.get(VERIFICATION_BUCKET, row.key);
  if (!object) throw notFound();
  const extension = row.key.slice(row.key.lastIndexOf('.') + 1);
  return { ...object, contentType: row.contentType, fileName: `${row.kind}.${extension}` };
}
