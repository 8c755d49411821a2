import { createRoute, z } from '@hono/zod-openapi';
import { CompleteStudentInput, CourseLearner, CredentialSummary } from '#contract/credentials.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { confirmCourseLearner, listCourseLearners } from './course-issue.service.ts';
import { requireIssuer } from './issuer-guard.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

// The provider of a catalogue course confirms a learner who finished it (decision 058). Revoking is
// the same route for every issuer (credentials.routes.ts).
export const courseCredentialRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/courses/{id}/learners/{userId}/confirm',
      middleware: [requireUser, requireIssuer],
      tags: ['credentials'],
      summary: 'Confirm a learner finished a course I provide, issuing their credential (once)',
      request: {
        params: z.object({ id: z.uuid(), userId: z.uuid() }),
        body: { content: { 'application/json': { schema: CompleteStudentInput } }, required: true },
      },
      responses: {
        200: json(CredentialSummary, 'Confirmed before: the credential issued then'),
        201: json(CredentialSummary, 'The credential issued'),
        ...errorResponses(400, 401, 403, 404, 409, 410),
      },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      const input = c.req.valid('json');
      const { credential, created } = await confirmCourseLearner(c.var.deps, userOf(c).id, id, userId, input);
      return created ? c.json(credential, 201) : c.json(credential, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/me/course-learners',
      middleware: [requireUser, requireIssuer],
      tags: ['credentials'],
      summary: 'Learners who finished a course I provide, each with the credential issued to them, if any',
      responses: {
        200: json(z.array(CourseLearner), 'The learners'),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await listCourseLearners(c.var.deps.db, c.var.deps.publicUrl, userOf(c).id), 200),
  );
