import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  ApplicationDetail,
  ApplicationEvent,
  ApplyInput,
  CompanyApplication,
  MyApplication,
} from '#contract/job-applications.ts';
import type { CompanyStats } from '#contract/company-jobs.ts';
import { canMoveTo, nextStatuses, resumePath, successRateOf } from '#contract/jobs-rules.ts';
import type { ApplicationStatus } from '#contract/lists.ts';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { users } from '#server/db/schema/auth.ts';
import { jobApplicationEvents, jobApplications, jobPostings } from '#server/db/schema/jobs.ts';
import { AppError } from '#server/lib/app-error.ts';
import { assertPubliclyVisible } from '#server/lib/visibility.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { notify } from '#server/lib/notify.ts';
import type { ObjectStore } from '#server/lib/object-store/object-store.ts';
import { findJob, isOpenJob } from './jobs.service.ts';
import { isOwnResume, readResume } from './resume.ts';
import { statusEmail } from './application-status-email.ts';
import { attachCredentials, attachedCredentialsOf } from './application-credentials.service.ts';
import { isUuid } from '#contract/ids.ts';

type ApplicationRow = typeof jobApplications.$inferSelect;

const resumeUrlOf = (row: Pick<ApplicationRow, 'id' | 'resumeUrl'>) => (row.resumeUrl ? resumePath(row.id) : null);

/**
 * Applies to an open job (spec §4 Apply flow). The unique (job, user) constraint is the duplicate
 * guard: a second application — even two submitted at once — fails with SQLSTATE 23505 and answers
 * 409 'Already applied'. The first history entry ('pending') is written in the same transaction.
 */
export async function applyToJob(
  db: Db,
  store: ObjectStore,
  userId: string,
  jobId: string,
  input: ApplyInput,
): Promise<MyApplication> {
  const job = await findJob(db, jobId);
  // a held posting (it asked applicants for money) is not public until staff release it
  if (!job || job.heldAt) throw new AppError('NOT_FOUND', 'jobsApi.jobNotFound');
  // hidden by staff: gone, as its page says; the applicant's details must not reach the company
  assertPubliclyVisible(job);
  if (job.postedBy === userId) throw new AppError('FORBIDDEN', 'jobsApi.ownJob');
  if (!isOpenJob(job)) throw new AppError('CONFLICT', 'jobsApi.jobClosed');
  if (input.resumeId && !(await isOwnResume(store, userId, input.resumeId))) {
    throw new AppError('VALIDATION_ERROR', 'jobsApi.resumeUnknown');
  }
  let application: ApplicationRow;
  try {
    application = await db.transaction(async (tx) => {
      // re-read under a share lock: staff hiding the job at this moment wait for us, or we see it hidden
      const [current] = await tx
        .select({ hiddenAt: jobPostings.hiddenAt })
        .from(jobPostings)
        .where(eq(jobPostings.id, job.id))
        .for('share');
      assertPubliclyVisible(current ?? { hiddenAt: new Date() });
      const [row] = await tx
        .insert(jobApplications)
        .values({
          jobId: job.id,
          userId,
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          coverLetter: input.coverLetter,
          resumeUrl: input.resumeId,
        })
        .returning();
      if (!row) throw new AppError('INTERNAL', 'errors.internal');
      await tx
        .insert(jobApplicationEvents)
        .values({ applicationId: row.id, status: 'pending', changedBy: userId, createdAt: row.appliedAt });
      await attachCredentials(tx, row.id, userId, input.credentialIds);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'jobsApi.alreadyApplied');
    throw error;
  }
  return {
    id: application.id,
    jobId: job.id,
    jobTitle: job.jobTitle,
    jobTitleNe: job.jobTitleNe,
    companyName: job.companyName,
    status: application.status,
    appliedAt: application.appliedAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    resumeUrl: resumeUrlOf(application),
  };
}

/** "My Applications": the user's applications, newest first, with the job's title and company. */
export async function listMyApplications(db: Db, userId: string): Promise<MyApplication[]> {
  const rows = await db
    .select({
      application: jobApplications,
      jobTitle: jobPostings.jobTitle,
      jobTitleNe: jobPostings.jobTitleNe,
      companyName: jobPostings.companyName,
    })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .where(eq(jobApplications.userId, userId))
    .orderBy(desc(jobApplications.appliedAt), jobApplications.id);
  return rows.map(({ application, jobTitle, jobTitleNe, companyName }) => ({
    id: application.id,
    jobId: application.jobId,
    jobTitle,
    jobTitleNe,
    companyName,
    status: application.status,
    appliedAt: application.appliedAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    resumeUrl: resumeUrlOf(application),
  }));
}

const companyApplicationColumns = { application: jobApplications, jobTitle: jobPostings.jobTitle };

function companyApplicationOf({
  application,
  jobTitle,
}: {
  application: ApplicationRow;
  jobTitle: string;
}): CompanyApplication {
  // no applicant: they deleted their account, and their details went with it ("Deleted user")
  const deleted = application.userId === null;
  return {
    id: application.id,
    jobId: application.jobId,
    jobTitle,
    fullName: deleted ? null : application.fullName,
    email: deleted ? null : application.email,
    phone: application.phone,
    status: application.status,
    appliedAt: application.appliedAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    resumeUrl: resumeUrlOf(application),
  };
}

/** Recent Applicants: the newest applications to the company's jobs (spec §9: 10), with the job title. */
export async function listRecentApplicants(
  db: Db,
  companyUserId: string,
  limit: number,
): Promise<CompanyApplication[]> {
  const rows = await db
    .select(companyApplicationColumns)
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .where(eq(jobPostings.postedBy, companyUserId))
    .orderBy(desc(jobApplications.appliedAt), jobApplications.id)
    .limit(limit);
  return rows.map(companyApplicationOf);
}

/** Every applicant to one of the company's jobs, newest first (someone else's job: 404). */
export async function listJobApplicants(db: Db, companyUserId: string, jobId: string): Promise<CompanyApplication[]> {
  const job = await findJob(db, jobId);
  if (!job || job.postedBy !== companyUserId) throw new AppError('NOT_FOUND', 'jobsApi.jobNotFound');
  const rows = await db
    .select(companyApplicationColumns)
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .where(eq(jobApplications.jobId, job.id))
    .orderBy(desc(jobApplications.appliedAt), jobApplications.id);
  return rows.map(companyApplicationOf);
}

/** The application and its job when the job is this company user's; otherwise 404. */
async function companyApplication(db: Db, companyUserId: string, applicationId: string) {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', 'jobsApi.applicationNotFound');
  const [row] = await db
    .select({ ...companyApplicationColumns, companyName: jobPostings.companyName })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .where(and(eq(jobApplications.id, applicationId), eq(jobPostings.postedBy, companyUserId)));
  if (!row) throw new AppError('NOT_FOUND', 'jobsApi.applicationNotFound');
  return row;
}

/**
 * The recorded statuses, oldest first. Applications from before the history was kept have none:
 * their history is what the row itself says (applied, then the current status when it changed).
 */
async function historyOf(db: Db, application: ApplicationRow): Promise<ApplicationEvent[]> {
  const events = await db
    .select({ status: jobApplicationEvents.status, at: jobApplicationEvents.createdAt })
    .from(jobApplicationEvents)
    .where(eq(jobApplicationEvents.applicationId, application.id))
    .orderBy(asc(jobApplicationEvents.createdAt), jobApplicationEvents.id);
  if (events.length > 0) return events.map(({ status, at }) => ({ status, at: at.toISOString() }));
  const applied = { status: 'pending' as const, at: application.appliedAt.toISOString() };
  return application.status === 'pending'
    ? [applied]
    : [applied, { status: application.status, at: application.updatedAt.toISOString() }];
}

/** The full application for the company that posted the job ("View"). */
export async function getApplicationDetail(
  db: Db,
  companyUserId: string,
  applicationId: string,
): Promise<ApplicationDetail> {
  const row = await companyApplication(db, companyUserId, applicationId);
  return {
    ...companyApplicationOf(row),
    coverLetter: row.application.userId === null ? null : row.application.coverLetter,
    history: await historyOf(db, row.application),
    nextStatuses: nextStatuses(row.application.status),
    credentials: await attachedCredentialsOf(db, row.application.id),
  };
}

/**
 * Moves an application along the pipeline (decisions.md §6); only the company that posted the
 * job may (anyone else: 404). The change and its time are recorded in the same transaction, under
 * a row lock so two clicks cannot both pass the transition check. Then the applicant is told:
 * an in-app notification, and an e-mail to their verified account address (a failed e-mail is
 * logged, the change stands).
 */
export async function changeApplicationStatus(
  deps: Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'logger' | 'publicUrl'>,
  companyUserId: string,
  applicationId: string,
  status: ApplicationStatus,
): Promise<ApplicationDetail> {
  const { db } = deps;
  const { application, jobTitle, companyName } = await companyApplication(db, companyUserId, applicationId);
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.id, application.id))
      .for('update');
    if (current?.status === 'withdrawn') throw new AppError('CONFLICT', 'jobsApi.applicationWithdrawn');
    if (!current || !canMoveTo(current.status, status)) {
      throw new AppError('CONFLICT', 'jobsApi.transitionNotAllowed');
    }
    const at = new Date();
    const [row] = await tx
      .update(jobApplications)
      .set({ status, updatedAt: at })
      .where(eq(jobApplications.id, application.id))
      .returning();
    await tx
      .insert(jobApplicationEvents)
      .values({ applicationId: application.id, status, changedBy: companyUserId, createdAt: at });
    return row;
  });
  if (!updated) throw new AppError('NOT_FOUND', 'jobsApi.applicationNotFound');
  // nobody to tell once the applicant deleted their account (their application is final by then)
  if (application.userId === null) return getApplicationDetail(db, companyUserId, application.id);

  await notify(deps, {
    userId: application.userId,
    kind: 'application_status',
    payload: { applicationId: application.id, jobId: application.jobId, jobTitle, companyName, status },
  });
  try {
    // mail goes to the account's own, verified address: the form's e-mail is whatever was typed
    const [applicant] = await db
      .select({ email: users.email, verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, application.userId));
    if (applicant?.verified) {
      const mail = statusEmail(
        { name: application.fullName, jobTitle, companyName, status },
        `${deps.publicUrl.replace(/\/$/, '')}/dashboard`,
      );
      await deps.mailer.send({ to: applicant.email, ...mail });
    }
  } catch (error) {
    deps.logger.error('application status e-mail failed', {
      applicationId: application.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return getApplicationDetail(db, companyUserId, application.id);
}

/** Stat cards of the company dashboard (decisions.md §3: Success Rate = hired ÷ decided). */
export async function getCompanyStats(db: Db, companyUserId: string): Promise<CompanyStats> {
  const [row] = await db
    .select({
      // live on /jobs: open, and neither held for review nor hidden by staff
      activeJobs: sql<number>`(select count(*)::int from job_postings where posted_by = ${companyUserId}
        and is_active and held_at is null and hidden_at is null)`,
      total: sql<number>`count(${jobApplications.id})::int`,
      pending: sql<number>`(count(*) filter (where ${jobApplications.status} = 'pending'))::int`,
      hired: sql<number>`(count(*) filter (where ${jobApplications.status} = 'hired'))::int`,
      rejected: sql<number>`(count(*) filter (where ${jobApplications.status} = 'rejected'))::int`,
    })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .where(eq(jobPostings.postedBy, companyUserId));
  return {
    activeJobs: row?.activeJobs ?? 0,
    totalApplicants: row?.total ?? 0,
    pendingApplicants: row?.pending ?? 0,
    successRate: successRateOf(row?.hired ?? 0, row?.rejected ?? 0),
  };
}

/**
 * The resume of an application, for its applicant or the company that posted the job; for anyone
 * else it does not exist (404), so ids cannot be probed.
 */
export async function openResume(db: Db, store: ObjectStore, userId: string, applicationId: string) {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', 'jobsApi.applicationNotFound');
  const [row] = await db
    .select({ resumeId: jobApplications.resumeUrl, fullName: jobApplications.fullName })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .where(
      and(
        eq(jobApplications.id, applicationId),
        sql`(${jobApplications.userId} = ${userId} or ${jobPostings.postedBy} = ${userId})`,
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'jobsApi.applicationNotFound');
  const file = row.resumeId ? await readResume(store, row.resumeId) : null;
  if (!file) throw new AppError('NOT_FOUND', 'jobsApi.resumeNotFound');
  return { ...file, fullName: row.fullName };
}
