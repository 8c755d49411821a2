import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { JobCard } from '#contract/jobs.ts';
import { parseSalaryRange } from '#contract/jobs-rules.ts';
import { placeNe } from '#server/lib/places/places.ts';

// A job as its card: the columns the list reads, and the card the API answers with.

/** Drivers read a timestamp as a Date and may read a `date` column as one too. */
const dateLike = z.union([z.string(), z.date()]);

/** The columns a job card shows, as `jobCardColumns` and Drizzle's `select()` both read them. */
export const JobCardRow = z.object({
  id: z.string(),
  jobTitle: z.string(),
  jobTitleNe: z.string().nullable(),
  companyName: z.string(),
  jobType: JobCard.shape.jobType,
  experienceLevel: JobCard.shape.experienceLevel,
  location: z.string(),
  districtId: z.string().nullable(),
  localLevelId: z.string().nullable(),
  category: z.string(),
  salaryRange: z.string().nullable(),
  description: z.string(),
  descriptionNe: z.string().nullable(),
  skillsRequired: z.array(z.string()),
  postedAt: dateLike,
  applicationDeadline: dateLike.nullable(),
  clientName: z.string().nullable(),
  companyLogoUrl: z.string().nullable(),
  companyVerified: z.boolean(),
});
export type JobCardRow = z.output<typeof JobCardRow>;

/** `JobCardRow`'s columns over `job_postings j left join profiles ep on ep.id = j.posted_by`. */
export const jobCardColumns = sql`j.id, j.job_title as "jobTitle", j.job_title_ne as "jobTitleNe",
  j.company_name as "companyName", j.job_type as "jobType", j.experience_level as "experienceLevel", j.location,
  j.category, j.district_id as "districtId", j.local_level_id as "localLevelId", j.salary_range as "salaryRange",
  j.description, j.description_ne as "descriptionNe", j.skills_required as "skillsRequired",
  j.posted_at as "postedAt", j.application_deadline as "applicationDeadline", j.client_name as "clientName",
  ep.avatar_url as "companyLogoUrl", coalesce(ep.is_verified, false) as "companyVerified"`;

const isoOf = (value: string | Date) => new Date(value).toISOString();
/** A `date` column as YYYY-MM-DD, whichever driver read it. */
const dateOf = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** A job as its card, from a list row or a whole posting. */
export function jobCardOf(job: JobCardRow): JobCard {
  return {
    id: job.id,
    jobTitle: job.jobTitle,
    jobTitleNe: job.jobTitleNe,
    companyName: job.companyName,
    companyLogoUrl: job.companyLogoUrl,
    companyVerified: job.companyVerified,
    clientName: job.clientName,
    jobType: job.jobType,
    experienceLevel: job.experienceLevel,
    location: job.location,
    locationNe: placeNe(job.location, job),
    category: job.category,
    salaryRange: job.salaryRange,
    salary: parseSalaryRange(job.salaryRange),
    description: job.description,
    descriptionNe: job.descriptionNe,
    skillsRequired: job.skillsRequired,
    postedAt: isoOf(job.postedAt),
    applicationDeadline: dateOf(job.applicationDeadline),
  };
}

/** The cards of `rows` in the order of `ids` (a row may be missing: the posting was just deleted). */
export function cardsInOrder(ids: readonly string[], rows: readonly JobCardRow[]): JobCard[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [jobCardOf(row)] : [];
  });
}
