import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { VERIFICATION_LIMITS } from '#contract/verification.ts';
import { storedFiles } from '#server/db/schema/limits.ts';
import { verificationDocuments, verificationRequests } from '#server/db/schema/trust.ts';
import type { JobHandler } from '#server/jobs/job-runner.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { VERIFICATION_BUCKET } from './verification.service.ts';

// Retention (docs/decisions/021-verification-documents.md): the documents of a request are deleted
// 90 days after it was approved or rejected; a revoke does not extend that. The request itself (what
// was claimed and decided) stays. Deleting an account deletes its documents at once (stored_files).

type Deps = Pick<AppDeps, 'db' | 'objectStore' | 'logger'>;

const DAY = 24 * 60 * 60 * 1000;
/** Requests purged per run; the rest wait for the next one. */
const BATCH = 100;

/**
 * Deletes the documents of requests decided more than 90 days before `now`: the files first, then
 * their rows, and marks the request purged. Idempotent: a run cut short is finished by the next (a
 * file already gone is not an error). Answers how many requests were purged.
 */
export async function purgeVerificationDocuments(deps: Deps, now: Date = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(
      and(
        isNull(verificationRequests.documentsPurgedAt),
        isNotNull(verificationRequests.decidedAt),
        lt(verificationRequests.decidedAt, new Date(now.getTime() - VERIFICATION_LIMITS.retentionDays * DAY)),
      ),
    )
    .limit(BATCH);
  for (const { id } of due) {
    const documents = await deps.db
      .select({ id: verificationDocuments.id, key: verificationDocuments.objectKey })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.requestId, id));
    for (const { key } of documents) await deps.objectStore.delete(VERIFICATION_BUCKET, key);
    const keys = documents.map(({ key }) => key);
    await deps.db.transaction(async (tx) => {
      if (keys.length > 0) {
        await tx
          .delete(storedFiles)
          .where(and(eq(storedFiles.bucket, VERIFICATION_BUCKET), inArray(storedFiles.key, keys)));
        await tx.delete(verificationDocuments).where(eq(verificationDocuments.requestId, id));
      }
      await tx.update(verificationRequests).set({ documentsPurgedAt: now }).where(eq(verificationRequests.id, id));
    });
  }
  return due.length;
}

export const VERIFICATION_PURGE_JOB = 'verification-purge';

/** The purge as recurring background work (jobs/job-runner.ts): hourly is soon enough. */
export function verificationPurgeJob(deps: Deps, everyMs = 60 * 60 * 1000): JobHandler {
  return {
    everyMs,
    run: async () => {
      await purgeVerificationDocuments(deps);
    },
  };
}
