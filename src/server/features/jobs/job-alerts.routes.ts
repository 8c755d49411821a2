// Job alerts (signed in with a verified e-mail: anonymous → 401, unverified → 403). Schemas:
// src/contract/job-alerts.ts. Any role may keep alerts: companies look for staff and for jobs alike.
//   GET    /api/me/job-alerts        JobAlertList, newest first
//   POST   /api/me/job-alerts        JobAlertInput → 201 JobAlert; 400 for a filter value not in
//                                    its list (the message names the list); 409
//                                    jobAlerts.errors.tooMany past JOB_ALERTS_MAX
//   PUT    /api/me/job-alerts/:id    JobAlertInput → JobAlert (search, frequency, paused)
//   DELETE /api/me/job-alerts/:id    → 204
// Another user's alert is 404. The unsubscribe link of the e-mails is job-alert-unsubscribe.ts.

import { createRoute, z } from '@hono/zod-openapi';
import { requireUser, requireVerifiedEmail, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { JobAlert, JobAlertInput, JobAlertList } from '#contract/job-alerts.ts';
import { createJobAlert, deleteJobAlert, listJobAlerts, updateJobAlert } from './job-alerts.service.ts';

// ids are validated in the service (unknown or malformed → 404)
const alertParams = z.object({ id: z.string() });
// reading your own alerts needs only an account (Account Settings shows them to every user); saving,
// changing and removing one needs a verified e-mail, as every alert mails that address
const guards = [requireUser, requireVerifiedEmail];
const json = (schema: typeof JobAlertInput) => ({ content: { 'application/json': { schema } }, required: true });

export const jobAlertRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/me/job-alerts',
      middleware: [requireUser],
      tags: ['job alerts'],
      summary: 'My job alerts, newest first',
      responses: {
        200: { description: 'Every alert', content: { 'application/json': { schema: JobAlertList } } },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await listJobAlerts(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/me/job-alerts',
      middleware: guards,
      tags: ['job alerts'],
      summary: 'Save a job search as an alert',
      request: { body: json(JobAlertInput) },
      responses: {
        201: { description: 'Created', content: { 'application/json': { schema: JobAlert } } },
        ...errorResponses(400, 401, 403, 409),
      },
    }),
    async (c) => c.json(await createJobAlert(c.var.deps.db, userOf(c).id, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/me/job-alerts/{id}',
      middleware: guards,
      tags: ['job alerts'],
      summary: 'Change a job alert: its search, how often, paused or not',
      request: { params: alertParams, body: json(JobAlertInput) },
      responses: {
        200: { description: 'Changed', content: { 'application/json': { schema: JobAlert } } },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(await updateJobAlert(c.var.deps.db, userOf(c).id, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/me/job-alerts/{id}',
      middleware: guards,
      tags: ['job alerts'],
      summary: 'Remove a job alert',
      request: { params: alertParams },
      responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      await deleteJobAlert(c.var.deps.db, userOf(c).id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
