import { z } from 'zod';
import { APPLICATION_STATUSES, EXPERIENCE_LEVELS, JOB_LIST_CHIPS, JOB_TYPES } from './lists.ts';
import { JOBS_LOCATION_MAX, JOBS_QUERY_MAX, POSTED_WITHIN, SALARY_BANDS } from './jobs-rules.ts';
import { singleLineText } from './text.ts';
import { PlaceNe, placeFilters } from './locations/place-fields.ts';
import { oneOf } from './list-filter.ts';
import { facetCounts } from './facets.ts';

// Jobs and hiring (issue "Jobs and hiring"): the job board and job pages. Posting and the company
// dashboard are in company-jobs.ts, applying and the application pipeline in job-applications.ts.
// Pure rules the pages need at first load are in jobs-rules.ts.

// ---- the job board ----

/**
 * GET /api/jobs query (also the /jobs URL: ?q=&category=&type=&level=&salary=&location=&posted=&province=&district=&verified=&page=).
 * `category` is a list chip (none = All); every filter given narrows the list, and they combine
 * with each other and with the search.
 */
export const JobsQuery = z.object({
  q: singleLineText().trim().max(JOBS_QUERY_MAX, { error: 'validation.tooLong' }).optional(),
  category: z.enum(JOB_LIST_CHIPS).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  /** "Verified employers only": 1 lists only jobs whose company account is verified. */
  verified: z.literal('1').optional(),
  /** Job type, one of JOB_TYPES ("Full-time"). */
  type: oneOf('type', JOB_TYPES),
  /** Experience level, one of EXPERIENCE_LEVELS ("Entry Level"). */
  level: oneOf('level', EXPERIENCE_LEVELS),
  /** A monthly NPR band of SALARY_BANDS; `negotiable`: postings that name no monthly amount. */
  salary: oneOf('salary', SALARY_BANDS),
  /** Part of the location, any case ("pokhara"); blank is no filter. */
  location: singleLineText()
    .trim()
    .max(JOBS_LOCATION_MAX, { error: 'validation.tooLong' })
    .optional()
    .transform((value) => value || undefined),
  /** Posted within the last 24 hours, 7 days or 30 days. */
  posted: oneOf('posted', POSTED_WITHIN),
  ...placeFilters,
});
export type JobsQuery = z.infer<typeof JobsQuery>;

/** GET /api/jobs/facets query: the list's own (JobsQuery), without its page. */
export const JobFacetsQuery = JobsQuery.omit({ page: true });
export type JobFacetsQuery = z.infer<typeof JobFacetsQuery>;

/**
 * For each option of the job list's filters, how many jobs the list would show with it chosen
 * instead of its filter's current choice, keeping the search and the other filters.
 */
export const JobFacets = z.object({
  type: facetCounts(JOB_TYPES),
  level: facetCounts(EXPERIENCE_LEVELS),
  salary: facetCounts(SALARY_BANDS),
  posted: facetCounts(POSTED_WITHIN),
});
export type JobFacets = z.infer<typeof JobFacets>;

const salary = z.object({ min: z.number(), max: z.number().nullable() });

/** A job card on /jobs (spec §2 Jobs). Dates are ISO strings; the deadline is a date (YYYY-MM-DD). */
export const JobCard = z.object({
  id: z.string(),
  jobTitle: z.string(),
  jobTitleNe: z.string().nullable(),
  /** The posting account's company name (its profile), kept on the posting for search. */
  companyName: z.string(),
  /** The company profile's logo; null when it has none. */
  companyLogoUrl: z.string().nullable(),
  /** The company account is verified (badge); otherwise the card says "Unverified employer". */
  companyVerified: z.boolean(),
  /** An agency's client ("Client via Agency"); null for a company posting for itself. */
  clientName: z.string().nullable(),
  jobType: z.enum(JOB_TYPES),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  location: z.string(),
  /** The location in Nepali, from its place ids (decision 032); null when it names no place. */
  locationNe: PlaceNe.nullable(),
  category: z.string(),
  /** As the company wrote it ("NPR 35,000 - 50,000", "Negotiable"). */
  salaryRange: z.string().nullable(),
  /** The amounts in `salaryRange`, for NPR formatting with lakh grouping; null when it has none. */
  salary: salary.nullable(),
  description: z.string(),
  descriptionNe: z.string().nullable(),
  /** All of them; the card shows the first LIMITS.jobCardSkills. */
  skillsRequired: z.array(z.string()),
  postedAt: z.string(),
  applicationDeadline: z.string().nullable(),
});
export type JobCard = z.infer<typeof JobCard>;

export const JobsPage = z.object({
  items: z.array(JobCard),
  /** At most JOBS_TOTAL_CAP. */
  total: z.number().int(),
  /**
   * True when `total` is a lower bound: more than JOBS_TOTAL_CAP jobs match, or a search among many
   * postings stopped counting at the pages it read (the web shows "100+", "37+").
   */
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobsPage = z.infer<typeof JobsPage>;

/** My application to a job, as the job dialog and page show it ("Already applied"). */
export const OwnApplication = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
});
export type OwnApplication = z.infer<typeof OwnApplication>;

/** GET /api/jobs/:id — the "View & Apply" dialog and the /jobs/:id page. */
export const JobDetail = JobCard.extend({
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  contactEmail: z.string(),
  isActive: z.boolean(),
  /** Active and the deadline not past: applications are taken. */
  isOpen: z.boolean(),
  /** Signed in and applied: my application; otherwise null. */
  myApplication: OwnApplication.nullable(),
  /** Signed in as the company that posted it. */
  isMine: z.boolean(),
  /** Signed in and in my saved jobs. */
  isSaved: z.boolean(),
});
export type JobDetail = z.infer<typeof JobDetail>;
