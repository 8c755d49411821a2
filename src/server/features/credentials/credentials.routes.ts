import { createRoute, z } from '@hono/zod-openapi';
import {
  BulkCompleteInput,
  BulkCompleteResult,
  CompleteStudentInput,
  CredentialSummary,
  CredentialVisibilityInput,
  ProfileCredential,
  RevokeCredentialInput,
  SuspendCredentialInput,
} from '#contract/credentials.ts';
import { requireRole } from '#server/auth/guards.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { listIssuedCredentials, listMyCredentials } from './credential-reads.service.ts';
import { completeStudents } from './bulk-complete.service.ts';
import { requireIssuer } from './issuer-guard.ts';
import { completeStudent } from './issue.service.ts';
import { reissueCredential } from './reissue.service.ts';
import { revokeCredential } from './revoke.service.ts';
import { setCredentialSuspension } from './suspend.service.ts';
import { listProfileCredentials, setCredentialVisibility } from './visibility.service.ts';

const summary = (description: string) => ({
  description,
  content: { 'application/json': { schema: CredentialSummary } },
});

// Issuing and revoking are the issuer's acts on its own credentials (staff may revoke any); a
// learner only reads their own credentials.
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
      method: 'post',
      path: '/programs/{id}/students/complete',
      middleware: [requireUser, requireRole('institution')],
      tags: ['credentials'],
      summary: 'Mark many learners enrolled in my program completed (up to 200), issuing each one’s credential (once)',
      request: {
        params: z.object({ id: z.uuid() }),
        body: { content: { 'application/json': { schema: BulkCompleteInput } }, required: true },
      },
      responses: {
        200: {
          description: 'How many credentials were issued, and whom it skipped and why',
          content: { 'application/json': { schema: BulkCompleteResult } },
        },
        ...errorResponses(400, 401, 403, 404, 410),
      },
    }),
    async (c) => {
      const { deps } = c.var;
      return c.json(await completeStudents(deps, userOf(c).id, c.req.valid('param').id, c.req.valid('json')), 200);
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
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/me/issued-credentials',
      middleware: [requireUser, requireIssuer],
      tags: ['credentials'],
      summary: 'The credentials I issued, newest first',
      responses: {
        200: {
          description: 'The credentials I issued',
          content: { 'application/json': { schema: z.array(CredentialSummary) } },
        },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await listIssuedCredentials(c.var.deps.db, c.var.deps.publicUrl, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/credentials/{id}/revoke',
      middleware: [requireUser],
      tags: ['credentials'],
      summary: 'Revoke a credential I issued (staff: any credential), with a reason',
      request: {
        params: z.object({ id: z.uuid() }),
        body: { content: { 'application/json': { schema: RevokeCredentialInput } }, required: true },
      },
      responses: {
        200: summary('The credential, revoked'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { reason } = c.req.valid('json');
      return c.json(await revokeCredential(c.var.deps, userOf(c), c.req.valid('param').id, reason), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/credentials/{id}/suspend',
      middleware: [requireUser],
      tags: ['credentials'],
      summary: 'Suspend a credential I issued (staff: any credential), with a reason, until the suspension is lifted',
      request: {
        params: z.object({ id: z.uuid() }),
        body: { content: { 'application/json': { schema: SuspendCredentialInput } }, required: true },
      },
      responses: {
        200: summary('The credential, suspended'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { reason } = c.req.valid('json');
      const id = c.req.valid('param').id;
      return c.json(await setCredentialSuspension(c.var.deps, userOf(c), id, { suspend: true, reason }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/credentials/{id}/unsuspend',
      middleware: [requireUser],
      tags: ['credentials'],
      summary: 'Lift the suspension of a credential I issued (staff: any credential), with a reason',
      request: {
        params: z.object({ id: z.uuid() }),
        body: { content: { 'application/json': { schema: SuspendCredentialInput } }, required: true },
      },
      responses: {
        200: summary('The credential, valid again'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { reason } = c.req.valid('json');
      const id = c.req.valid('param').id;
      return c.json(await setCredentialSuspension(c.var.deps, userOf(c), id, { suspend: false, reason }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/credentials/{id}/reissue',
      middleware: [requireUser, requireIssuer],
      tags: ['credentials'],
      summary:
        'Reissue a credential I issued (program or service) with the learner’s current details; the old one is revoked and names it',
      request: { params: z.object({ id: z.uuid() }) },
      responses: {
        201: summary('The new credential'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => c.json(await reissueCredential(c.var.deps, userOf(c).id, c.req.valid('param').id), 201),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/credentials/{id}/visibility',
      middleware: [requireUser],
      tags: ['credentials'],
      summary: 'Hide one of my credentials from my public profile and search engines, or show it again',
      request: {
        params: z.object({ id: z.uuid() }),
        body: { content: { 'application/json': { schema: CredentialVisibilityInput } }, required: true },
      },
      responses: {
        200: summary('The credential, hidden or shown'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { deps } = c.var;
      const { hidden } = c.req.valid('json');
      const id = c.req.valid('param').id;
      return c.json(await setCredentialVisibility(deps.db, deps.publicUrl, userOf(c).id, id, hidden), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/professionals/{id}/credentials',
      tags: ['credentials'],
      summary: 'The credentials a public profile shows: standing, and not hidden by the learner',
      request: { params: z.object({ id: z.string() }) },
      responses: {
        200: {
          description: 'The credentials',
          content: { 'application/json': { schema: z.array(ProfileCredential) } },
        },
        ...errorResponses(404),
      },
    }),
    async (c) =>
      c.json(await listProfileCredentials(c.var.deps.db, c.var.deps.publicUrl, c.req.valid('param').id), 200),
  );
