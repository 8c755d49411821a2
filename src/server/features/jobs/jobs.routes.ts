// Jobs and hiring API. Schemas: src/contract/jobs.ts (zod) and jobs-rules.ts (zod-free rules).
// Errors are the usual { error: { code, message, key } }; keys live in locales/jobs (jobsApi.*, jobForm.*).
//
// Public
//   GET  /api/jobs?q=&category=<chip>&page=&verified=1  JobsPage — active, deadline not past, newest first;
//                                                  q: case-insensitive over title/company/location, full
//                                                  text over description and skills, typo tolerant;
//        &type=<job type>&level=<experience level>&salary=<band>&location=<text>&posted=24h|7d|30d
//                                                  filters, combined with each other and with q; an
//                                                  unknown value is 400 (the message lists the allowed)
//   GET  /api/jobs/facets?<the same query, no page>  JobFacets — per option of type, level, salary and
//                                                  posted, the jobs the list would show with it (the
//                                                  group's own choice left out); exact up to 100, else
//                                                  "N+" (isCapped); 400 as the list
//   GET  /api/jobs/:id                            JobDetail (myApplication / isMine / isSaved when signed in);
//                                                  inactive or expired: 404 except for its company and
//                                                  its applicants
//   GET  /jobs/:id (HTML)                         the SPA with <title>, meta description, canonical, og
//                                                  and JobPosting JSON-LD rendered into the head
// Job seeker (signed in; anonymous → 401 jobsApi.signInRequired "Please sign in to apply for jobs")
//   POST /api/resumes                             raw PDF or DOCX bytes as the body (≤ 5 MB, checked by
//                                                  content) → 201 UploadedResume {resumeId, fileType, size};
//                                                  400 jobForm.validation.resumeType, 413 …resumeTooLarge
//   POST /api/jobs/:id/applications               ApplyInput {fullName, email, phone?, coverLetter,
//                                                  resumeId?} → 201 MyApplication; 409 CONFLICT
//                                                  jobsApi.alreadyApplied; 409 jobsApi.jobClosed; 404;
//                                                  403 jobsApi.ownJob; 400 jobsApi.resumeUnknown
//   GET  /api/me/applications                     MyApplication[] newest first ("My Applications")
//   GET  /api/applications/:id/resume             the resume file (applicant or posting company only;
//                                                  others 404); open in a new tab
// Company (signed in; posting needs the company role → 403 jobsApi.companyRoleRequired)
//   POST /api/company/jobs                        JobPostInput → 201 CompanyJob; 403
//                                                  security.errors.emailNotVerified until the
//                                                  account's e-mail is verified. The company is the
//                                                  account's profile; clientName only for agencies
//                                                  (else 400). Asking applicants for money: saved
//                                                  held (heldAt, heldReason), not public, reported
//   GET  /api/company/employer                    CompanyEmployer {companyName, companyLogoUrl,
//                                                  companyVerified, isAgency} (company role, else 403)
//   PUT  /api/company/jobs/:id                    JobPostInput → CompanyJob (only my jobs, else 404)
//   POST /api/company/jobs/:id/close              → CompanyJob (is_active false)
//   POST /api/company/jobs/:id/reopen             → CompanyJob (is_active true)
//   GET  /api/company/jobs                        CompanyJob[] (mine, newest first, applicant counts)
//   GET  /api/company/stats                       CompanyStats {activeJobs, totalApplicants,
//                                                  pendingApplicants, successRate|null}
//   GET  /api/company/applications/recent         CompanyApplication[] — 10 newest, with job title
//   GET  /api/company/jobs/:id/applications       CompanyApplication[] — one job's applicants
//   GET  /api/company/applications/:id            ApplicationDetail (cover letter, history, nextStatuses)
//   PUT  /api/company/applications/:id/status     ApplicationStatusInput {status} → ApplicationDetail;
//                                                  409 jobsApi.transitionNotAllowed; the applicant gets a
//                                                  notification (kind application_status) and an e-mail
// Saved jobs (bookmarks): saved-jobs.routes.ts.
// Another company's or user's rows answer 404 (not 403), so ids cannot be probed.
// GET /api/jobs pages and facets (and the /jobs/:id heads) are kept in the public read cache, namespace 'jobs';
// every posting write (post, edit, close, reopen) drops it in every process.

import { createRoute, z } from '@hono/zod-openapi';
import { currentUser, requireUser, requireVerifiedEmail, userOf } from '#server/auth/session.ts';
import { sharedJson } from '#server/lib/compress-json.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { cached, invalidate } from '#server/lib/public-cache.ts';
import { checkPlaceFilter } from '#server/lib/places/places.ts';
import { CompanyEmployer, CompanyJob, JobPostInput } from '#contract/company-jobs.ts';
import { JobDetail, JobFacets, JobFacetsQuery, JobsPage, JobsQuery } from '#contract/jobs.ts';
import { nepalToday } from '#contract/format/dates.ts';
import { assertRole } from '#server/auth/guards.ts';
import { AppError } from '#server/lib/app-error.ts';
import { employerOf } from './employer.ts';
import { findJobFacets } from './job-facets.service.ts';
import { normalizeQuery } from '#server/lib/search/search-terms.ts';
import { createJob, listCompanyJobs, setJobActive, updateJob } from './company-jobs.service.ts';
import { findJobs, getJobDetail } from './jobs.service.ts';
import { applicationRoutes } from './applications.routes.ts';
import { applicationCredentialRoutes } from './application-credentials.routes.ts';
import { jobAlertRoutes } from './job-alerts.routes.ts';
import { savedJobRoutes } from './saved-jobs.routes.ts';
import { takeJobPosting } from './posting-limits.ts';

/** The public read cache's namespace for the job list; every posting write drops it. */
export const JOBS_CACHE = 'jobs';

/**
 * What a list answer depends on besides its page, and not on who asks: every parameter, in one
 * fixed order whatever the URL's, so one filter's answer is never served for another's.
 */
function listKeyOf(query: JobFacetsQuery, today: string): unknown[] {
  return [
    normalizeQuery(query.q),
    query.category ?? '',
    query.verified ?? '',
    query.type ?? '',
    query.level ?? '',
    query.salary ?? '',
    normalizeQuery(query.location),
    query.posted ?? '',
    query.province ?? '',
    query.district ?? '',
    today,
  ];
}

// ids are validated in the services (unknown or malformed → 404)
const jobParams = z.object({ id: z.string() });
const companyJobJson = { content: { 'application/json': { schema: CompanyJob } } };
const jobBody = { body: { content: { 'application/json': { schema: JobPostInput } }, required: true } };

const postingRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/jobs',
      tags: ['jobs'],
      summary:
        'Active jobs, newest first: search (title, company, location, description, skills; typo tolerant), chip, filters (type, level, salary band, location, province, district, posted within), page',
      request: { query: JobsQuery },
      responses: {
        200: { description: 'One page of job cards', content: { 'application/json': { schema: JobsPage } } },
        ...errorResponses(400),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const today = nepalToday();
      checkPlaceFilter(query);
      const key = JSON.stringify([...listKeyOf(query, today), query.page]);
      return sharedJson(c, await cached(c.var.deps, JOBS_CACHE, key, () => findJobs(c.var.deps, query, today)));
    },
  )
  // before /jobs/{id}, which would take "facets" for an id
  .openapi(
    createRoute({
      method: 'get',
      path: '/jobs/facets',
      tags: ['jobs'],
      summary:
        "For each option of the list's filters (type, level, salary band, posted within), how many jobs the list would show with it, keeping the search and the other filters; capped as the list's total",
      request: { query: JobFacetsQuery },
      responses: {
        200: { description: 'Counts per filter option', content: { 'application/json': { schema: JobFacets } } },
        ...errorResponses(400),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const today = nepalToday();
      checkPlaceFilter(query);
      const key = JSON.stringify(['facets', ...listKeyOf(query, today)]);
      return sharedJson(c, await cached(c.var.deps, JOBS_CACHE, key, () => findJobFacets(c.var.deps, query, today)));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/jobs/{id}',
      tags: ['jobs'],
      summary: 'A job with responsibilities and requirements; signed in: my application and whether it is mine',
      request: { params: jobParams },
      responses: {
        200: { description: 'The job', content: { 'application/json': { schema: JobDetail } } },
        ...errorResponses(404, 410),
      },
    }),
    async (c) => {
      const user = await currentUser(c);
      return c.json(await getJobDetail(c.var.deps.db, c.req.valid('param').id, user?.id ?? null), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/jobs',
      middleware: [requireUser],
      tags: ['company'],
      summary: "The signed-in company's postings, newest first, with applicant and pending counts",
      responses: {
        200: { description: 'My postings', content: { 'application/json': { schema: z.array(CompanyJob) } } },
        ...errorResponses(401),
      },
    }),
    async (c) => c.json(await listCompanyJobs(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/employer',
      middleware: [requireUser],
      tags: ['company'],
      summary: "How my postings name me: my company profile's name, logo, badge, and whether I am an agency",
      responses: {
        200: { description: 'The employer', content: { 'application/json': { schema: CompanyEmployer } } },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const { id } = userOf(c);
      await assertRole(db, id, 'company', () => new AppError('FORBIDDEN', 'jobsApi.companyRoleRequired'));
      const { companyName, companyLogoUrl, companyVerified, isAgency } = await employerOf(db, id);
      return c.json({ companyName, companyLogoUrl, companyVerified, isAgency }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/company/jobs',
      // posting a new job needs a verified e-mail (403 security.errors.emailNotVerified); editing, closing
      // and reopening a posting do not: it went up verified, and its owner must be able to keep it right
      middleware: [requireUser, requireVerifiedEmail],
      tags: ['company'],
      summary: 'Post a job (company role required)',
      description: 'At most 20 new postings an hour and 100 a day per company account (429).',
      request: jobBody,
      responses: { 201: { description: 'Posted', ...companyJobJson }, ...errorResponses(400, 401, 403, 429) },
    }),
    async (c) => {
      // counted once the form is valid, so a company fixing a typo is not refused
      await takeJobPosting(c.var.deps, userOf(c).id);
      const job = await createJob(c.var.deps, userOf(c).id, c.req.valid('json'));
      await invalidate(c.var.deps, JOBS_CACHE);
      return c.json(job, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/company/jobs/{id}',
      middleware: [requireUser],
      tags: ['company'],
      summary: 'Edit one of my postings',
      request: { params: jobParams, ...jobBody },
      responses: { 200: { description: 'Saved', ...companyJobJson }, ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const job = await updateJob(c.var.deps, userOf(c).id, c.req.valid('param').id, c.req.valid('json'));
      await invalidate(c.var.deps, JOBS_CACHE);
      return c.json(job, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/company/jobs/{id}/close',
      middleware: [requireUser],
      tags: ['company'],
      summary: 'Close one of my postings (no longer listed, no new applications)',
      request: { params: jobParams },
      responses: { 200: { description: 'Closed', ...companyJobJson }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      const job = await setJobActive(c.var.deps.db, userOf(c).id, c.req.valid('param').id, false);
      await invalidate(c.var.deps, JOBS_CACHE);
      return c.json(job, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/company/jobs/{id}/reopen',
      middleware: [requireUser],
      tags: ['company'],
      summary: 'Reopen one of my closed postings',
      request: { params: jobParams },
      responses: { 200: { description: 'Reopened', ...companyJobJson }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      const job = await setJobActive(c.var.deps.db, userOf(c).id, c.req.valid('param').id, true);
      await invalidate(c.var.deps, JOBS_CACHE);
      return c.json(job, 200);
    },
  );

/** The whole jobs API: the board and postings, then applications, then saved jobs. */
export const jobsRoutes = createRouter()
  .route('/', postingRoutes)
  .route('/', applicationRoutes)
  .route('/', applicationCredentialRoutes)
  .route('/', savedJobRoutes)
  .route('/', jobAlertRoutes);
