import { createRoute, z } from '@hono/zod-openapi';
import { requireStaff } from '#server/auth/guards.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import type { Context } from 'hono';
import { createRouter, type AppEnv } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { privateDocumentHeaders } from '#server/lib/private-answers.ts';
import { rawBody, readBodyWithLimit } from '#server/lib/read-body.ts';
import {
  ApproveVerificationInput,
  DecideVerificationInput,
  StaffVerificationPage,
  StaffVerificationQuery,
  VERIFICATION_LIMITS,
  VerificationRequest,
} from '#contract/verification.ts';
import { readVerificationForm } from './verification-files.ts';
import {
  createVerificationRequest,
  listMyVerificationRequests,
  openVerificationDocument,
} from './verification.service.ts';
import { decideVerification, listStaffVerifications, type VerificationAction } from './verification-staff.service.ts';

const idParams = z.object({ id: z.string() });
const requestJson = { content: { 'application/json': { schema: VerificationRequest } } };

const decisionRoute = (action: VerificationAction) =>
  createRoute({
    method: 'post',
    path: `/staff/verifications/{id}/${action}`,
    middleware: [requireUser, requireStaff()],
    tags: ['staff'],
    summary: {
      approve: 'Approve a pending request: the badge shows; the applicant is told in the app and by e-mail',
      reject: 'Reject a pending request with a reason; the applicant is told and may ask again',
      revoke: 'Revoke an approved request with a reason: the badge goes; the applicant is told',
    }[action],
    request: {
      params: idParams,
      body: {
        content: {
          'application/json': { schema: action === 'approve' ? ApproveVerificationInput : DecideVerificationInput },
        },
        required: true,
      },
    },
    responses: {
      200: { description: 'Decided', ...requestJson },
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });

const decide =
  (action: VerificationAction) =>
  // one handler for the three; each route validated its own body
  async (c: Context<AppEnv>) => {
    const { reason } = (await c.req.json()) as { reason?: string };
    const user = userOf(c);
    const request = await decideVerification(
      c.var.deps,
      { id: user.id, email: user.email },
      c.req.param('id') ?? '',
      action,
      reason?.trim() || undefined,
    );
    return c.json(request, 200);
  };

/** Verification: a user's requests and documents, and the staff queue under /staff/verifications. */
export const verificationRoutes = createRouter()
  // the multipart body is read by hand (streamed, limited) and parsed by readVerificationForm: a
  // declared body would have the validator read it first, without the limit
  .openapi(
    createRoute({
      method: 'post',
      path: '/verification/requests',
      middleware: [requireUser, rawBody(VERIFICATION_LIMITS.requestBytes)],
      tags: ['verification'],
      summary:
        'Ask to be verified in a role. multipart/form-data: text fields role and the claims of VerificationClaims; file fields identity, certificate, police_clearance, registration (JPEG, PNG, WebP or PDF, 10 MB each, checked by content); 409 while one is pending',
      responses: {
        201: { description: 'Recorded, pending review', ...requestJson },
        ...errorResponses(400, 401, 403, 409, 413),
      },
    }),
    async (c) => {
      const { deps } = c.var;
      const body = await readBodyWithLimit(c.req.raw, VERIFICATION_LIMITS.requestBytes, 'verify.errors.fileTooLarge');
      const { claims, documents } = await readVerificationForm(deps, c.req.header('content-type') ?? '', body);
      return c.json(await createVerificationRequest(deps, userOf(c).id, claims, documents), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/verification/requests',
      middleware: [requireUser],
      tags: ['verification'],
      summary: 'My verification requests, newest first: status, claims, decision and reason',
      responses: {
        200: { description: 'My requests', content: { 'application/json': { schema: z.array(VerificationRequest) } } },
        ...errorResponses(401),
      },
    }),
    async (c) => c.json(await listMyVerificationRequests(c.var.deps, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/verification/documents/{id}',
      middleware: [requireUser],
      tags: ['verification'],
      summary: 'A verification document, for its owner and staff only; never cached',
      request: { params: idParams },
      responses: {
        200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string() } } },
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const file = await openVerificationDocument(c.var.deps, userOf(c), c.req.valid('param').id);
      return c.body(file.body, 200, privateDocumentHeaders(file)) as never;
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/verifications',
      middleware: [requireUser, requireStaff()],
      tags: ['staff'],
      summary: 'The verification queue for a status, oldest first, 20 a page (cursor from the previous page)',
      request: { query: StaffVerificationQuery },
      responses: {
        200: { description: 'One page', content: { 'application/json': { schema: StaffVerificationPage } } },
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await listStaffVerifications(c.var.deps.db, c.req.valid('query')), 200),
  )
  .openapi(decisionRoute('approve'), decide('approve'))
  .openapi(decisionRoute('reject'), decide('reject'))
  .openapi(decisionRoute('revoke'), decide('revoke'));
