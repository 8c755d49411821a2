import { createRoute, z } from '@hono/zod-openapi';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { privateDocumentHeaders } from '#server/lib/private-answers.ts';
import { rawBody, readBodyWithLimit } from '#server/lib/read-body.ts';
import {
  ApplicationDetail,
  ApplicationStatusInput,
  ApplyInput,
  CompanyApplication,
  MyApplication,
  UploadedResume,
} from '#contract/job-applications.ts';
import { CompanyStats } from '#contract/company-jobs.ts';
import { RESUME_MAX_BYTES } from '#contract/jobs-rules.ts';
import { LIMITS } from '#contract/limits.ts';
import {
  applyToJob,
  changeApplicationStatus,
  getApplicationDetail,
  getCompanyStats,
  listJobApplicants,
  listMyApplications,
  listRecentApplicants,
  openResume,
} from './applications.service.ts';
import { requireApplicant } from './guards.ts';
import { storeResume } from './resume.ts';

const idParams = z.object({ id: z.string() });
const detailJson = { content: { 'application/json': { schema: ApplicationDetail } } };
const applicantsJson = { content: { 'application/json': { schema: z.array(CompanyApplication) } } };

export const applicationRoutes = createRouter()
  // the body is read by hand (streamed, limited), so the route declares it for the docs only
  .openapi(
    createRoute({
      method: 'post',
      path: '/resumes',
      middleware: [requireApplicant, rawBody(RESUME_MAX_BYTES)],
      tags: ['applications'],
      summary:
        'Upload a resume for an application: raw PDF or DOCX bytes, at most 5 MB, checked by content; 413 when the account storage quota is full',
      request: {
        body: {
          description: 'The file itself; its name and declared type are not trusted',
          content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
          required: true,
        },
      },
      responses: {
        201: { description: 'Stored', content: { 'application/json': { schema: UploadedResume } } },
        ...errorResponses(400, 401, 413),
      },
    }),
    async (c) => {
      const bytes = await readBodyWithLimit(c.req.raw, RESUME_MAX_BYTES, 'jobForm.validation.resumeTooLarge');
      const { deps } = c.var;
      return c.json(await storeResume(deps, userOf(c).id, bytes, deps.storageQuotaBytes), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/jobs/{id}/applications',
      middleware: [requireApplicant],
      tags: ['applications'],
      summary: 'Apply to a job; a second application answers 409 "You have already applied to this job"',
      request: {
        params: idParams,
        body: { content: { 'application/json': { schema: ApplyInput } }, required: true },
      },
      responses: {
        201: { description: 'Applied', content: { 'application/json': { schema: MyApplication } } },
        ...errorResponses(400, 401, 403, 404, 409, 410),
      },
    }),
    async (c) => {
      const { db, objectStore } = c.var.deps;
      return c.json(await applyToJob(db, objectStore, userOf(c).id, c.req.valid('param').id, c.req.valid('json')), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/me/applications',
      middleware: [requireUser],
      tags: ['applications'],
      summary: 'My Applications: job title, company, current status, applied and updated times',
      responses: {
        200: { description: 'Newest first', content: { 'application/json': { schema: z.array(MyApplication) } } },
        ...errorResponses(401),
      },
    }),
    async (c) => c.json(await listMyApplications(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/applications/{id}/resume',
      middleware: [requireUser],
      tags: ['applications'],
      summary: 'The resume of an application, for the applicant and the company that posted the job only',
      request: { params: idParams },
      responses: {
        200: {
          description: 'The file, as a download',
          content: {
            'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
              schema: z.string().openapi({ format: 'binary' }),
            },
          },
        },
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const { db, objectStore } = c.var.deps;
      const file = await openResume(db, objectStore, userOf(c).id, c.req.valid('param').id);
      const name = `resume-${file.fullName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'applicant'}.${file.fileType}`;
      const headers = privateDocumentHeaders({ ...file, fileName: `resume.${file.fileType}`, displayName: name });
      return c.body(file.body, 200, headers) as never;
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/stats',
      middleware: [requireUser],
      tags: ['company'],
      summary: 'Stat cards: active jobs, total and pending applicants, success rate (hired ÷ decided)',
      responses: {
        200: { description: 'The stats', content: { 'application/json': { schema: CompanyStats } } },
        ...errorResponses(401),
      },
    }),
    async (c) => c.json(await getCompanyStats(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/applications/recent',
      middleware: [requireUser],
      tags: ['company'],
      summary: 'Recent Applicants: the 10 newest applications to my jobs, with the job title',
      responses: { 200: { description: 'Newest first', ...applicantsJson }, ...errorResponses(401) },
    }),
    async (c) => c.json(await listRecentApplicants(c.var.deps.db, userOf(c).id, LIMITS.recentApplications), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/jobs/{id}/applications',
      middleware: [requireUser],
      tags: ['company'],
      summary: 'Every applicant to one of my jobs, newest first',
      request: { params: idParams },
      responses: { 200: { description: 'Newest first', ...applicantsJson }, ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await listJobApplicants(c.var.deps.db, userOf(c).id, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/applications/{id}',
      middleware: [requireUser],
      tags: ['company'],
      summary: 'The full application (cover letter, resume link, status history) to one of my jobs',
      request: { params: idParams },
      responses: { 200: { description: 'The application', ...detailJson }, ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getApplicationDetail(c.var.deps.db, userOf(c).id, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/company/applications/{id}/status',
      middleware: [requireUser],
      tags: ['company'],
      summary: 'Move an application along the pipeline; the applicant is notified in the app and by e-mail',
      request: {
        params: idParams,
        body: { content: { 'application/json': { schema: ApplicationStatusInput } }, required: true },
      },
      responses: { 200: { description: 'The application', ...detailJson }, ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) =>
      c.json(
        await changeApplicationStatus(c.var.deps, userOf(c).id, c.req.valid('param').id, c.req.valid('json').status),
        200,
      ),
  );
