import { createRoute, type z } from '@hono/zod-openapi';
import { StaffCredentialList, StaffCredentialQuery } from '#contract/staff-credentials.ts';
import { requireStaff } from '#server/auth/guards.ts';
import { requireUser } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { findCredentials } from './staff-credentials.service.ts';

// The staff console's Credentials tab (decision 048). Schemas: src/contract/staff-credentials.ts.
//   GET  /api/staff/credentials?q=&page=     StaffCredentialList: newest first, or those q names
// Staff revoke through POST /api/credentials/{id}/revoke, and suspend and lift a suspension through
// /suspend and /unsuspend (credentials.routes.ts), each audit-logged.

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const staffCredentialsRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/staff/credentials',
    middleware: [requireUser, requireStaff()],
    tags: ['staff'],
    summary: 'Any credential, newest first, or those whose id, learner or issuer (e-mail, name) matches q',
    request: { query: StaffCredentialQuery },
    responses: { 200: json(StaffCredentialList, 'A page of credentials'), ...errorResponses(400, 401, 403) },
  }),
  async (c) => c.json(await findCredentials(c.var.deps.db, c.var.deps.publicUrl, c.req.valid('query')), 200),
);
