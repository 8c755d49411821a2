import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CompanyJob, JobPostInput } from '#contract/company-jobs.ts';
import { isUuid } from '#contract/ids.ts';
import { nepalToday } from '#contract/format/dates.ts';
import type { Db } from '#server/db/client.ts';
import { jobPostings } from '#server/db/schema/jobs.ts';
import { assertRole } from '#server/auth/guards.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { checkPlace, placeDetail, placeText } from '#server/lib/places/places.ts';
import { assertClientAllowed, employerOf, type Employer } from './employer.ts';
import { holdIfMoneyRequest } from './held-jobs.ts';
import { jobCardOf } from './job-card.ts';
import { isOpenJob } from './jobs.service.ts';

// A company's own postings (spec §5 Job post form, the company dashboard): posting, editing,
// closing and reopening, and the list with its applicant counts. Every change is to the caller's
// own posting; another company's answers 404, so ids cannot be probed.

type JobDeps = Pick<AppDeps, 'db' | 'bus'>;

function columnsOf(input: JobPostInput, employer: Employer) {
  const place = checkPlace({ districtId: input.districtId, localLevelId: input.localLevelId });
  return {
    ...place,
    jobTitle: input.jobTitle,
    jobType: input.jobType,
    companyName: employer.companyName,
    clientName: input.clientName,
    // the schema requires the text or a district, so there is always one to store
    location: placeText(input.location, place) ?? '',
    description: input.description,
    requirements: input.requirements,
    responsibilities: input.responsibilities,
    skillsRequired: input.skillsRequired,
    experienceLevel: input.experienceLevel,
    category: input.category,
    contactEmail: input.contactEmail,
    salaryRange: input.salaryRange,
    applicationDeadline: input.applicationDeadline,
  };
}

/** A deadline already past is refused when it is set, not when an old posting is saved unchanged. */
function assertDeadline(deadline: string | null, previous: string | null = null) {
  if (deadline !== null && deadline !== previous && deadline < nepalToday()) {
    throw new AppError('VALIDATION_ERROR', 'jobForm.validation.deadlinePast');
  }
}

const counts = (jobId: SQL) => ({
  applicantCount: sql<number>`(select count(*)::int from job_applications a where a.job_id = ${jobId})`,
  pendingCount: sql<number>`(select count(*)::int from job_applications a where a.job_id = ${jobId} and a.status = 'pending')`,
});

type CompanyJobRow = typeof jobPostings.$inferSelect & Pick<Employer, 'companyLogoUrl' | 'companyVerified'>;

function companyJobOf(job: CompanyJobRow & { applicantCount: number; pendingCount: number }): CompanyJob {
  return {
    ...jobCardOf(job),
    requirements: job.requirements,
    responsibilities: job.responsibilities,
    contactEmail: job.contactEmail,
    isActive: job.isActive,
    isOpen: isOpenJob(job),
    applicantCount: job.applicantCount,
    pendingCount: job.pendingCount,
    updatedAt: job.updatedAt.toISOString(),
    heldAt: job.heldAt ? job.heldAt.toISOString() : null,
    heldReason: job.heldReason,
    districtId: job.districtId,
    localLevelId: job.localLevelId,
    locationDetail: placeDetail(job.location, job),
  };
}

/** The company's postings, newest first, with how many applied and how many wait for review. */
export async function listCompanyJobs(db: Db, userId: string): Promise<CompanyJob[]> {
  const employer = await employerOf(db, userId);
  const rows = await db
    .select({ job: jobPostings, ...counts(sql`${jobPostings.id}`) })
    .from(jobPostings)
    .where(eq(jobPostings.postedBy, userId))
    .orderBy(desc(jobPostings.postedAt), jobPostings.id);
  return rows.map(({ job, applicantCount, pendingCount }) =>
    companyJobOf({ ...job, ...employer, applicantCount, pendingCount }),
  );
}

async function companyJob(db: Db, userId: string, jobId: string): Promise<CompanyJob> {
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', 'jobsApi.jobNotFound');
  const [row] = await db
    .select({ job: jobPostings, ...counts(sql`${jobPostings.id}`) })
    .from(jobPostings)
    .where(and(eq(jobPostings.id, jobId), eq(jobPostings.postedBy, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'jobsApi.jobNotFound');
  const employer = await employerOf(db, userId);
  return companyJobOf({ ...row.job, ...employer, applicantCount: row.applicantCount, pendingCount: row.pendingCount });
}

/**
 * Posts a job for a company user (spec §5 Job post form) under the account's company profile. A
 * posting that asks applicants for money is saved held, with the platform's report, in the same
 * transaction (held-jobs.ts); the answer's heldAt/heldReason tell the poster at once.
 */
export async function createJob(deps: JobDeps, userId: string, input: JobPostInput): Promise<CompanyJob> {
  const { db } = deps;
  // job postings belong to companies
  await assertRole(db, userId, 'company', () => new AppError('FORBIDDEN', 'jobsApi.companyRoleRequired'));
  assertDeadline(input.applicationDeadline);
  const employer = await employerOf(db, userId);
  assertClientAllowed(employer, input.clientName);
  const id = await db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobPostings)
      .values({ postedBy: userId, ...columnsOf(input, employer) })
      .returning();
    if (!job) throw new AppError('INTERNAL', 'errors.internal');
    await holdIfMoneyRequest({ ...deps, db: tx }, job);
    return job.id;
  });
  return companyJob(db, userId, id);
}

/**
 * Edits one of the company's postings (someone else's: 404). posted_at stays: editing is not
 * re-posting. An edit that asks applicants for money holds the posting as posting it would.
 */
export async function updateJob(
  deps: JobDeps,
  userId: string,
  jobId: string,
  input: JobPostInput,
): Promise<CompanyJob> {
  const { db } = deps;
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', 'jobsApi.jobNotFound');
  const employer = await employerOf(db, userId);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ deadline: jobPostings.applicationDeadline, clientName: jobPostings.clientName })
      .from(jobPostings)
      .where(and(eq(jobPostings.id, jobId), eq(jobPostings.postedBy, userId)))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'jobsApi.jobNotFound');
    assertDeadline(input.applicationDeadline, current.deadline);
    if (input.clientName !== current.clientName) assertClientAllowed(employer, input.clientName);
    const [job] = await tx
      .update(jobPostings)
      .set(columnsOf(input, employer))
      .where(and(eq(jobPostings.id, jobId), eq(jobPostings.postedBy, userId)))
      .returning();
    if (job) await holdIfMoneyRequest({ ...deps, db: tx }, job);
  });
  return companyJob(db, userId, jobId);
}

/** Closes (is_active false) or reopens one of the company's postings. */
export async function setJobActive(db: Db, userId: string, jobId: string, isActive: boolean): Promise<CompanyJob> {
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', 'jobsApi.jobNotFound');
  const [row] = await db
    .update(jobPostings)
    .set({ isActive })
    .where(and(eq(jobPostings.id, jobId), eq(jobPostings.postedBy, userId)))
    .returning({ id: jobPostings.id });
  if (!row) throw new AppError('NOT_FOUND', 'jobsApi.jobNotFound');
  return companyJob(db, userId, jobId);
}
