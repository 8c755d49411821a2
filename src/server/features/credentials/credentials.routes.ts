import { createRoute, z } from '@hono/zod-openapi';
import { CompleteStudentInput, CredentialSummary } from '#contract/credentials.ts';
import { requireRole } from '#server/auth/guards.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { listMyCredentials } from './credential-reads.service.ts';
import { completeStudent } from './issue.service.ts';

const summary = (description: string) => ({
  description,
  content: { 'application/json': { schema: CredentialSummary } },
});

// Issuing is the institution's act on its own program; a learner only reads their own credentials.
export const credentialRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/programs/{id}/students/{userId}/complete',
      middleware: [requireUser, requireRole('institution')],
      tags: ['credentials'],
      summary: 'Mark a learner enrolled in my program completed, issuing their credential (once)',
      request: {
        params: z.object({ id: z.uuid(), userId: z.uuid() }),
        body: { content: { 'application/json': { schema: CompleteStudentInput } }, required: true },
      },
      responses: {
        200: summary('Completed before: the credential issued then'),
        201: summary('The credential issued'),
        ...errorResponses(400, 401, 403, 404, 409, 410),
      },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      const { credential, created } = await completeStudent(c.var.deps, userOf(c).id, id, userId, c.req.valid('json'));
      return created ? c.json(credential, 201) : c.json(credential, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/me/credentials',
      middleware: [requireUser],
      tags: ['credentials'],
      summary: 'My credentials, newest first',
      responses: {
        200: { description: 'My credentials', content: { 'application/json': { schema: z.array(CredentialSummary) } } },
        ...errorResponses(401),
      },
    }),
    async (c) => c.json(await listMyCredentials(c.var.deps.db, c.var.deps.publicUrl, userOf(c).id), 200),
  );
