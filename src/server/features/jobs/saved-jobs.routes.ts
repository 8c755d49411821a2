// Saved jobs (signed in; anonymous → 401). Schemas: src/contract/saved-jobs.ts.
//   GET    /api/me/saved-jobs?page=        SavedJobsPage, newest saved first; closed jobs stay
//                                         (state 'closed'), hidden or held ones stay without their
//                                         content (state 'unavailable', job null)
//   GET    /api/me/saved-jobs/ids          SavedJobIds: every saved job id, to mark the cards on /jobs
//                                         (the public job list is cached for everyone, so it says
//                                         nothing per user)
//   PUT    /api/me/saved-jobs/:jobId       save (idempotent) → SavedJobMark; 404 for a missing,
//                                         hidden or held job; 409 jobsApi.savedJobsFull past
//                                         SAVED_JOBS_MAX
//   DELETE /api/me/saved-jobs/:jobId       unsave (idempotent) → 204
// Every row read or removed is the caller's own: another user's bookmarks are out of reach.

import { createRoute, z } from '@hono/zod-openapi';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { SavedJobIds, SavedJobMark, SavedJobsPage, SavedJobsQuery } from '#contract/saved-jobs.ts';
import { listSavedJobIds, listSavedJobs, saveJob, unsaveJob } from './saved-jobs.service.ts';

// ids are validated in the service (unknown or malformed → 404)
const jobParams = z.object({ jobId: z.string() });

export const savedJobRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/me/saved-jobs',
      middleware: [requireUser],
      tags: ['saved jobs'],
      summary: 'My saved jobs, newest saved first; closed and removed jobs stay, marked',
      request: { query: SavedJobsQuery },
      responses: {
        200: { description: 'One page', content: { 'application/json': { schema: SavedJobsPage } } },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await listSavedJobs(c.var.deps.db, userOf(c).id, c.req.valid('query').page), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/me/saved-jobs/ids',
      middleware: [requireUser],
      tags: ['saved jobs'],
      summary: 'The ids of every job I saved, to mark the job cards',
      responses: {
        200: { description: 'Newest saved first', content: { 'application/json': { schema: SavedJobIds } } },
        ...errorResponses(401),
      },
    }),
    async (c) => c.json(await listSavedJobIds(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/me/saved-jobs/{jobId}',
      middleware: [requireUser],
      tags: ['saved jobs'],
      summary: 'Save a job (saving it again changes nothing)',
      request: { params: jobParams },
      responses: {
        200: { description: 'Saved', content: { 'application/json': { schema: SavedJobMark } } },
        ...errorResponses(401, 404, 409),
      },
    }),
    async (c) => c.json(await saveJob(c.var.deps.db, userOf(c).id, c.req.valid('param').jobId), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/me/saved-jobs/{jobId}',
      middleware: [requireUser],
      tags: ['saved jobs'],
      summary: 'Remove a job from my saved jobs (removing one not saved changes nothing)',
      request: { params: jobParams },
      responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await unsaveJob(c.var.deps.db, userOf(c).id, c.req.valid('param').jobId);
      return c.body(null, 204);
    },
  );
