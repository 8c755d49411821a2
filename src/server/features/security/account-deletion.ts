import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { jobApplications } from '#server/db/schema/jobs.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { ObjectStore } from '#server/lib/object-store/object-store.ts';

/**
 * What deleting an account removes beyond its rows (which the database deletes with the user):
 * the files the user uploaded — profile picture, banner, CVs sent with applications.
 */
export function removeUserUploads(deps: { db: Db; objectStore: ObjectStore; logger?: Logger | undefined }) {
  return async (userId: string): Promise<void> => {
    const [profile] = await deps.db
      .select({ avatarUrl: profiles.avatarUrl, bannerUrl: profiles.bannerUrl })
      .from(profiles)
      .where(eq(profiles.id, userId));
    const resumes = await deps.db
      .select({ url: jobApplications.resumeUrl })
      .from(jobApplications)
      .where(eq(jobApplications.userId, userId));
    const urls = [profile?.avatarUrl, profile?.bannerUrl, ...resumes.map((row) => row.url)];
    for (const url of urls) {
      const ref = url ? deps.objectStore.refOf(url) : null;
      if (!ref) continue;
      // a file that cannot be removed now must not keep the account (and its data) alive
      await deps.objectStore.delete(ref.bucket, ref.key).catch((error: unknown) => {
        deps.logger?.warn('could not remove an upload of a deleted account', { error: String(error) });
      });
    }
  };
}
