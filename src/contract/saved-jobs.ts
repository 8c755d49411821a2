import { z } from 'zod';
import { JOB_TYPES } from './lists.ts';
import { PlaceNe } from './locations/place-fields.ts';

// Saved jobs: a signed-in user bookmarks postings from /jobs and a job's page, and finds them again
// under "Saved jobs" on the learner dashboard. The public job list stays the same for everyone (it
// is cached publicly); the web marks cards from the user's own list of saved ids.
// Messages are locale keys in locales/jobs (groups `savedJobs` and `jobsApi`).

/** How many jobs one account may keep saved; one more answers 409 jobsApi.savedJobsFull. */
export const SAVED_JOBS_MAX = 500;

/** Saved jobs per page on the dashboard. */
export const SAVED_JOBS_PAGE_SIZE = 10;

/**
 * open: taking applications; closed: closed by its company or past its deadline; unavailable:
 * removed by moderation or held for review, so nothing of it is shown.
 */
export const SAVED_JOB_STATES = ['open', 'closed', 'unavailable'] as const;
export type SavedJobState = (typeof SAVED_JOB_STATES)[number];

/** GET /api/me/saved-jobs query. */
export const SavedJobsQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type SavedJobsQuery = z.infer<typeof SavedJobsQuery>;

/** What a saved job's row shows of the posting. */
export const SavedJobSummary = z.object({
  jobTitle: z.string(),
  jobTitleNe: z.string().nullable(),
  companyName: z.string(),
  location: z.string(),
  /** The location in Nepali, from its place ids (decision 032); null when it names no place. */
  locationNe: PlaceNe.nullable(),
  jobType: z.enum(JOB_TYPES),
  /** YYYY-MM-DD or null. */
  applicationDeadline: z.string().nullable(),
});
export type SavedJobSummary = z.infer<typeof SavedJobSummary>;

/** A saved job on the dashboard; `job` is null when it is unavailable (its content is not shown). */
export const SavedJob = z.object({
  jobId: z.string(),
  savedAt: z.string(),
  state: z.enum(SAVED_JOB_STATES),
  job: SavedJobSummary.nullable(),
});
export type SavedJob = z.infer<typeof SavedJob>;

/** GET /api/me/saved-jobs: newest saved first. */
export const SavedJobsPage = z.object({
  items: z.array(SavedJob),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SavedJobsPage = z.infer<typeof SavedJobsPage>;

/** GET /api/me/saved-jobs/ids: every job I saved (at most SAVED_JOBS_MAX), to mark the cards. */
export const SavedJobIds = z.object({ jobIds: z.array(z.string()) });
export type SavedJobIds = z.infer<typeof SavedJobIds>;

/** PUT /api/me/saved-jobs/:jobId answers the bookmark (saving twice keeps the first time). */
export const SavedJobMark = z.object({ jobId: z.string(), savedAt: z.string() });
export type SavedJobMark = z.infer<typeof SavedJobMark>;
