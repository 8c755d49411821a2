import { createRoute, z } from '@hono/zod-openapi';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { ApplicationCredentialsInput, AttachedCredential } from '#contract/application-credentials.ts';
import { listMyApplicationCredentials, setApplicationCredentials } from './application-credentials.service.ts';

const idParams = z.object({ id: z.string() });
const attachedJson = { content: { 'application/json': { schema: z.array(AttachedCredential) } } };

/** The credentials on my own applications (decision 053); the company reads them in the application. */
export const applicationCredentialRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/me/applications/{id}/credentials',
      middleware: [requireUser],
      tags: ['applications'],
      summary: 'The credentials my application carries, each with its status now',
      request: { params: idParams },
      responses: { 200: { description: 'Oldest attached first', ...attachedJson }, ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await listMyApplicationCredentials(c.var.deps.db, userOf(c).id, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/me/applications/{id}/credentials',
      middleware: [requireUser],
      tags: ['applications'],
      summary:
        'Set the credentials my open application carries: only my own, and a newly added one must not be revoked (400)',
      request: {
        params: idParams,
        body: { content: { 'application/json': { schema: ApplicationCredentialsInput } }, required: true },
      },
      responses: {
        200: { description: 'What it carries now', ...attachedJson },
        ...errorResponses(400, 401, 404, 409, 410),
      },
    }),
    async (c) =>
      c.json(
        await setApplicationCredentials(
          c.var.deps.db,
          userOf(c).id,
          c.req.valid('param').id,
          c.req.valid('json').credentialIds,
        ),
        200,
      ),
  );
