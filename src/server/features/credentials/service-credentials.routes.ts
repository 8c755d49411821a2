import { createRoute, z } from '@hono/zod-openapi';
import {
  CompleteStudentInput,
  CredentialSummary,
  IssuedCredentialCounts,
  ServiceClient,
} from '#contract/credentials.ts';
import { requireRole } from '#server/auth/guards.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { countIssuedCredentials, listServiceClients } from './issuer-dashboard.service.ts';
import { requireIssuer } from './issuer-guard.ts';
import { completeServiceClient } from './service-issue.service.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

// A professional confirms a client completed their training service (decision 055); the issuer's
// figures for the dashboard card. Revoking is the same route for every issuer (credentials.routes.ts).
export const serviceCredentialRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/services/{id}/clients/{userId}/complete',
      middleware: [requireUser, requireRole('professional')],
      tags: ['credentials'],
      summary: 'Confirm a client of my service completed it, issuing their credential (once)',
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
      const { credential, created } = await completeServiceClient(c.var.deps, userOf(c).id, id, userId, input);
      return created ? c.json(credential, 201) : c.json(credential, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/me/service-clients',
      middleware: [requireUser, requireRole('professional')],
      tags: ['credentials'],
      summary: 'Clients of my services whose work is done, each with the credential issued to them, if any',
      responses: {
        200: json(z.array(ServiceClient), 'The clients'),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await listServiceClients(c.var.deps.db, c.var.deps.publicUrl, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/me/issued-credentials/counts',
      middleware: [requireUser, requireIssuer],
      tags: ['credentials'],
      summary: 'How many credentials I issued, and how many stand, were revoked or expired',
      responses: {
        200: json(IssuedCredentialCounts, 'The counts'),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await countIssuedCredentials(c.var.deps.db, userOf(c).id), 200),
  );
