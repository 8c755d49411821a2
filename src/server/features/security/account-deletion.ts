import { backgroundJobs } from '#server/db/schema/jobs-queue.ts';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobApplicationEvents, jobApplications, RESUME_BUCKET } from '#server/db/schema/jobs.ts';
import { storedFiles } from '#server/db/schema/limits.ts';
import { conversations } from '#server/db/schema/messaging.ts';
import { notifications } from '#server/db/schema/notifications.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { programs } from '#server/db/schema/learning.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { ObjectRef, ObjectStore } from '#server/lib/object-store/object-store.ts';
import { FINAL_APPLICATION_STATUSES } from '#contract/jobs-rules.ts';
import { smallAvatarUrl } from '#contract/profile-images.ts';

interface Deps {
  db: Db;
  objectStore: ObjectStore;
  logger?: Logger | undefined;
}

/**
 * Runs just before an account is deleted (Better Auth's `beforeDelete`). The database deletes the
 * user's own rows with the user (ON DELETE CASCADE: profile, sessions, sign-in methods, roles,
 * enrolments, skills, services, reviews, enquiries, job postings, notifications addressed to them).
 * This prepares what other people keep, and removes the files:
 * - job applications stay with the company without the applicant's details (name, e-mail, phone,
 *   cover letter, CV); open ones are withdrawn, with the withdrawal in their history; decided ones
 *   keep their outcome, which the company's figures count;
 * - conversations and messages stay with the other person (the foreign keys set the deleted side
 *   to NULL: "Deleted user"); a conversation with nobody left to read it (the other side deleted
 *   too, or no message ever sent) goes;
 * - the other person's "new message" and "quote request" notifications stop naming the user;
 * - the uploaded files (profile picture and its small copy, banner, CVs) are removed.
 * The database changes are one transaction; the user row goes right after, and the
 * job_applications check constraint refuses it if the details were not removed.
 */
export function beforeAccountDeletion(deps: Deps) {
  return async (userId: string): Promise<void> => {
    // read before the application rows lose their CV references
    const uploads = await uploadsOf(deps, userId);
    await deps.db.transaction(async (tx) => {
      const at = new Date();
      const details = { fullName: '', email: '', phone: null, coverLetter: '', resumeUrl: null };
      const withdrawn = await tx
        .update(jobApplications)
        .set({ ...details, status: 'withdrawn', updatedAt: at })
        .where(
          and(eq(jobApplications.userId, userId), notInArray(jobApplications.status, [...FINAL_APPLICATION_STATUSES])),
        )
        .returning({ id: jobApplications.id });
      if (withdrawn.length > 0) {
        await tx.insert(jobApplicationEvents).values(
          withdrawn.map(({ id }) => ({
            applicationId: id,
            status: 'withdrawn' as const,
            changedBy: userId,
            createdAt: at,
          })),
        );
      }
      // decided applications keep their status and its time
      await tx
        .update(jobApplications)
        .set({ ...details, updatedAt: sql`${jobApplications.updatedAt}` })
        .where(eq(jobApplications.userId, userId));

      const withUser = or(eq(conversations.user1Id, userId), eq(conversations.user2Id, userId));
      // the other person's bell then says "New message" instead of the name
      const partners = tx
        .select({
          userId: sql`case when ${conversations.user1Id} = ${userId} then ${conversations.user2Id} else ${conversations.user1Id} end`,
          conversationId: sql`${conversations.id}::text`,
        })
        .from(conversations)
        .where(withUser);
      await tx
        .update(notifications)
        .set({ payload: sql`${notifications.payload} - 'fromName'` })
        .where(
          and(
            inArray(notifications.kind, ['message', 'enquiry']),
            sql`(${notifications.userId}, ${notifications.payload}->>'conversationId') in ${partners}`,
          ),
        );
      // background work addressed to the person (unread-message checks) has no one left to tell
      await tx.delete(backgroundJobs).where(sql`${backgroundJobs.payload}->>'recipientId' = ${userId}`);
      // nobody is left to read these
      await tx
        .delete(conversations)
        .where(
          and(
            withUser,
            or(isNull(conversations.user1Id), isNull(conversations.user2Id), isNull(conversations.lastMessagePreview)),
          ),
        );
    });
    await removeUploads(deps, uploads);
  };
}

/**
 * The stored files of an account: profile picture (and its small copy), banner and its programs'
 * covers, which are public URLs, the CVs sent with applications, which are keys in the private resume bucket, and
 * every private file it uploaded (stored_files: also CVs never sent).
 */
async function uploadsOf(deps: Deps, userId: string): Promise<ObjectRef[]> {
  const [profile] = await deps.db
    .select({ avatarUrl: profiles.avatarUrl, bannerUrl: profiles.bannerUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const resumes = await deps.db
    .select({ key: jobApplications.resumeUrl })
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId));
  // an institution's programs go with the account (cascade), and so do their covers
  const covers = await deps.db
    .select({ url: programs.coverUrl })
    .from(programs)
    .where(eq(programs.institutionId, userId));
  const pictures = [
    profile?.avatarUrl,
    smallAvatarUrl(profile?.avatarUrl),
    profile?.bannerUrl,
    ...covers.map((cover) => cover.url),
  ].map((url) => (url ? deps.objectStore.refOf(url) : null));
  const uploaded = await deps.db
    .select({ bucket: storedFiles.bucket, key: storedFiles.key })
    .from(storedFiles)
    .where(eq(storedFiles.userId, userId));
  const files = resumes.map(({ key }) => (key ? { bucket: RESUME_BUCKET, key } : null));
  const refs = [...pictures, ...files, ...uploaded].filter((ref) => ref !== null);
  return [...new Map(refs.map((ref) => [`${ref.bucket}/${ref.key}`, ref])).values()];
}

async function removeUploads(deps: Deps, refs: ObjectRef[]): Promise<void> {
  for (const ref of refs) {
    // a file that cannot be removed now must not keep the account (and its data) alive
    await deps.objectStore.delete(ref.bucket, ref.key).catch((error: unknown) => {
      deps.logger?.warn('could not remove an upload of a deleted account', { error: String(error) });
    });
  }
}
