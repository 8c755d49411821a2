import { and, count, desc, eq } from 'drizzle-orm';
import {
  SAVED_JOBS_MAX,
  SAVED_JOBS_PAGE_SIZE,
  type SavedJob,
  type SavedJobIds,
  type SavedJobMark,
  type SavedJobsPage,
} from '#contract/saved-jobs.ts';
import { isUuid } from '#contract/ids.ts';
import { nepalToday } from '#contract/format/dates.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { jobApplications, jobPostings, savedJobs } from '#server/db/schema/jobs.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isPublicJobRow } from '#server/lib/visibility.ts';
import { placeNe } from '#server/lib/places/places.ts';
import { isOpenJob } from './jobs.service.ts';

const notFound = () => new AppError('NOT_FOUND', 'jobsApi.jobNotFound');

/**
 * Whether the user may save this job: the same jobs its page shows them. Hidden or held postings
 * are nobody's to save; a closed one only its company's and its applicants' (as on its page).
 */
async function assertSavable(db: Db, userId: string, jobId: string): Promise<void> {
  if (!isUuid(jobId)) throw notFound();
  const [job] = await db
    .select({
      postedBy: jobPostings.postedBy,
      isActive: jobPostings.isActive,
      applicationDeadline: jobPostings.applicationDeadline,
      hiddenAt: jobPostings.hiddenAt,
      heldAt: jobPostings.heldAt,
    })
    .from(jobPostings)
    .where(eq(jobPostings.id, jobId));
  if (!job || !isPublicJobRow(job)) throw notFound();
  if (isOpenJob(job) || job.postedBy === userId) return;
  const [applied] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)));
  if (!applied) throw notFound();
}

/**
 * Saves a job for the user (PUT, idempotent: saving it again keeps the first time). A missing,
 * hidden or held job is 404; more than SAVED_JOBS_MAX saved jobs is 409 jobsApi.savedJobsFull.
 */
export async function saveJob(db: Db, userId: string, jobId: string): Promise<SavedJobMark> {
  await assertSavable(db, userId, jobId);
  const savedAt = await db.transaction(async (tx) => {
    // one save at a time per account, so two at once cannot both slip under the cap
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const mine = eq(savedJobs.userId, userId);
    const [existing] = await tx
      .select({ createdAt: savedJobs.createdAt })
      .from(savedJobs)
      .where(and(mine, eq(savedJobs.jobId, jobId)));
    if (existing) return existing.createdAt;
    const [held] = await tx.select({ n: count() }).from(savedJobs).where(mine);
    if ((held?.n ?? 0) >= SAVED_JOBS_MAX) throw new AppError('CONFLICT', 'jobsApi.savedJobsFull');
    const [row] = await tx.insert(savedJobs).values({ userId, jobId }).returning({ createdAt: savedJobs.createdAt });
    if (!row) throw new AppError('INTERNAL', 'errors.internal');
    return row.createdAt;
  });
  return { jobId, savedAt: savedAt.toISOString() };
}

/** Removes a job from the user's saved jobs; removing one that is not saved changes nothing. */
export async function unsaveJob(db: Db, userId: string, jobId: string): Promise<void> {
  if (!isUuid(jobId)) throw notFound();
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
}

/** The ids of every job the user saved (at most SAVED_JOBS_MAX), newest first. */
export async function listSavedJobIds(db: Db, userId: string): Promise<SavedJobIds> {
  const rows = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt), savedJobs.jobId);
  return { jobIds: rows.map((row) => row.jobId) };
}

type SavedRow = {
  jobId: string;
  savedAt: Date;
  job: Pick<
    typeof jobPostings.$inferSelect,
    | 'jobTitle'
    | 'jobTitleNe'
    | 'companyName'
    | 'location'
    | 'districtId'
    | 'localLevelId'
    | 'jobType'
    | 'applicationDeadline'
    | 'isActive'
    | 'hiddenAt'
    | 'heldAt'
  >;
};

/** A saved job as the dashboard shows it: a hidden or held posting shows nothing of itself. */
function savedJobOf({ jobId, savedAt, job }: SavedRow, today: string): SavedJob {
  const base = { jobId, savedAt: savedAt.toISOString() };
  if (!isPublicJobRow(job)) return { ...base, state: 'unavailable', job: null };
  return {
    ...base,
    state: isOpenJob(job, today) ? 'open' : 'closed',
    job: {
      jobTitle: job.jobTitle,
      jobTitleNe: job.jobTitleNe,
      companyName: job.companyName,
      location: job.location,
      locationNe: placeNe(job.location, job),
      jobType: job.jobType,
      applicationDeadline: job.applicationDeadline,
    },
  };
}

/** One page of the user's saved jobs, newest saved first; closed and removed ones stay, marked. */
export async function listSavedJobs(
  db: Db,
  userId: string,
  page: number,
  today = nepalToday(),
): Promise<SavedJobsPage> {
  const mine = eq(savedJobs.userId, userId);
  const [totals] = await db.select({ n: count() }).from(savedJobs).where(mine);
  const rows = await db
    .select({
      jobId: savedJobs.jobId,
      savedAt: savedJobs.createdAt,
      job: {
        jobTitle: jobPostings.jobTitle,
        jobTitleNe: jobPostings.jobTitleNe,
        companyName: jobPostings.companyName,
        location: jobPostings.location,
        districtId: jobPostings.districtId,
        localLevelId: jobPostings.localLevelId,
        jobType: jobPostings.jobType,
        applicationDeadline: jobPostings.applicationDeadline,
        isActive: jobPostings.isActive,
        hiddenAt: jobPostings.hiddenAt,
        heldAt: jobPostings.heldAt,
      },
    })
    .from(savedJobs)
    .innerJoin(jobPostings, eq(jobPostings.id, savedJobs.jobId))
    .where(mine)
    .orderBy(desc(savedJobs.createdAt), savedJobs.jobId)
    .limit(SAVED_JOBS_PAGE_SIZE)
    .offset((page - 1) * SAVED_JOBS_PAGE_SIZE);
  return {
    items: rows.map((row) => savedJobOf(row, today)),
    total: totals?.n ?? 0,
    page,
    pageSize: SAVED_JOBS_PAGE_SIZE,
  };
}
