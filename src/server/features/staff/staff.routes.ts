import { createRoute, z } from '@hono/zod-openapi';
import { requireStaff } from '#server/auth/guards.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import {
  AuditPage,
  AuditQuery,
  ContactMessagePage,
  ContactQuery,
  ContactReplyInput,
  StaffMe,
  StaffOverview,
} from '#contract/staff.ts';
import { listAuditEntries } from './audit-log.service.ts';
import { listContactMessages, replyToContactMessage } from './contact.service.ts';
import { getStaffOverview } from './overview.service.ts';
import { getStaffMe } from './staff.service.ts';

const json = <S extends z.ZodType>(schema: S) => ({ content: { 'application/json': { schema } } });

/** The staff console's API: who is staff, the overview, the contact inbox and the audit log (all under /staff, requireStaff). */
export const staffRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/me',
      // the one staff route open before two-factor sign-in is on, so the console can ask for it
      middleware: [requireUser, requireStaff({ twoFactor: false })],
      tags: ['staff'],
      summary: 'Whether I am staff, whether my two-factor sign-in is on, and whether this session passed it',
      responses: { 200: { description: 'Me as staff', ...json(StaffMe) }, ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await getStaffMe(c.var.deps.db, userOf(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/overview',
      middleware: [requireUser, requireStaff()],
      tags: ['staff'],
      summary: 'The last 30 days in figures: sign-ups per day by role, jobs, applications, messages, open queues',
      responses: { 200: { description: 'The figures', ...json(StaffOverview) }, ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await getStaffOverview(c.var.deps.db), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/contact',
      middleware: [requireUser, requireStaff()],
      tags: ['staff'],
      summary: 'The contact messages, newest first, with whether staff replied',
      request: { query: ContactQuery },
      responses: {
        200: { description: 'A page', ...json(ContactMessagePage) },
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await listContactMessages(c.var.deps.db, c.req.valid('query').cursor), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/contact/{id}/reply',
      middleware: [requireUser, requireStaff()],
      tags: ['staff'],
      summary: 'Reply to a contact message by e-mail; the message is marked replied',
      request: {
        params: z.object({ id: z.string() }),
        body: { content: { 'application/json': { schema: ContactReplyInput } }, required: true },
      },
      responses: {
        200: { description: 'Sent', ...json(z.object({ repliedAt: z.string() })) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { email, id } = userOf(c);
      const result = await replyToContactMessage(
        c.var.deps,
        { id, email },
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(result, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/audit',
      middleware: [requireUser, requireStaff()],
      tags: ['staff'],
      summary: 'The audit log of staff actions, newest first, with filters',
      request: { query: AuditQuery },
      responses: { 200: { description: 'A page', ...json(AuditPage) }, ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listAuditEntries(c.var.deps.db, c.req.valid('query')), 200),
  );
