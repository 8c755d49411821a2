import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { requireStaff } from '#server/auth/guards.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import {
  AppealDecisionInput,
  AppealInput,
  AppealList,
  AppealParams,
  AppealQueueQuery,
  Done,
  HiddenItemList,
  ItemParams,
  ReportableItemParams,
  ReportedItem,
  ReportInput,
  ReportQueuePage,
  ReportQueueQuery,
  StaffReason,
  SuspendInput,
  UserParams,
} from '#contract/moderation.ts';
import { dismissReports, hideItem, restoreAccount, restoreItem, suspendAccount } from './actions.service.ts';
import { createAppeal, decideAppeal, listAppeals, listMyHiddenItems } from './appeals.service.ts';
import { createReport, getReportedItem, listReportQueue } from './reports.service.ts';

const json = <S extends z.ZodType>(schema: S) => ({ content: { 'application/json': { schema } } });
const body = <S extends z.ZodType>(schema: S) => ({ body: { ...json(schema), required: true } });
const staff = [requireUser, requireStaff()];
const created = { 201: { description: 'Filed', ...json(Done.extend({ id: ReportInput.shape.itemId })) } };
const done = { 200: { description: 'Done', ...json(Done) } };

/** Reports, appeals and moderation: reporting an item, appealing, and the staff queue and actions under /staff/reports. */
export const moderationRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/reports',
      middleware: [requireUser],
      tags: ['moderation'],
      summary: 'Report a job, service, review, profile, program or message (one open report per item)',
      request: body(ReportInput),
      responses: { ...created, ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => {
      const report = await createReport(c.var.deps.db, userOf(c).id, c.req.valid('json'));
      return c.json({ ok: true as const, id: report.id }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/appeals',
      middleware: [requireUser],
      tags: ['moderation'],
      summary: "Appeal, once, against staff hiding one's own item",
      request: body(AppealInput),
      responses: { ...created, ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => {
      const appeal = await createAppeal(c.var.deps.db, userOf(c).id, c.req.valid('json'));
      return c.json({ ok: true as const, id: appeal.id }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/moderation/hidden-items',
      middleware: [requireUser],
      tags: ['moderation'],
      summary: "The signed-in user's items that staff hid, with the reason and any appeal",
      responses: { 200: { description: 'Hidden items', ...json(HiddenItemList) }, ...errorResponses(401) },
    }),
    async (c) => c.json({ items: await listMyHiddenItems(c.var.deps.db, userOf(c).id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/reports',
      middleware: staff,
      tags: ['moderation'],
      summary: 'The reports queue: reports grouped by item, most reported first',
      request: { query: ReportQueueQuery },
      responses: {
        200: { description: 'A page of items', ...json(ReportQueuePage) },
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await listReportQueue(c.var.deps.db, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/reports/{kind}/{id}',
      middleware: staff,
      tags: ['moderation'],
      summary: 'An item and all its reports, with what the reporters wrote',
      request: { params: ItemParams },
      responses: { 200: { description: 'The item', ...json(ReportedItem) }, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      return c.json(await getReportedItem(c.var.deps.db, kind, id), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/reports/{kind}/{id}/dismiss',
      middleware: staff,
      tags: ['moderation'],
      summary: "Dismiss the item's open reports (a held job is released)",
      request: { params: ItemParams, ...body(StaffReason) },
      responses: { ...done, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      await dismissReports(c.var.deps, userOf(c), kind, id, c.req.valid('json').reason);
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/reports/{kind}/{id}/hide',
      middleware: staff,
      tags: ['moderation'],
      summary: 'Hide the item from every public read and action its reports',
      request: { params: ReportableItemParams, ...body(StaffReason) },
      responses: { ...done, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      await hideItem(c.var.deps, userOf(c), kind, id, c.req.valid('json').reason);
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/items/{kind}/{id}/restore',
      middleware: staff,
      tags: ['moderation'],
      summary: 'Show a hidden item again',
      request: { params: ReportableItemParams, ...body(StaffReason) },
      responses: { ...done, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { kind, id } = c.req.valid('param');
      await restoreItem(c.var.deps, userOf(c), kind, id, c.req.valid('json').reason);
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/accounts/{userId}/suspend',
      middleware: staff,
      tags: ['moderation'],
      summary: 'Suspend an account: its sessions end, sign-in is refused, its public content is hidden',
      request: { params: UserParams, ...body(SuspendInput) },
      responses: { ...done, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      await suspendAccount(c.var.deps, userOf(c), c.req.valid('param').userId, c.req.valid('json'));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/accounts/{userId}/restore',
      middleware: staff,
      tags: ['moderation'],
      summary: 'Lift a suspension and show again what it hid',
      request: { params: UserParams, ...body(StaffReason) },
      responses: { ...done, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      await restoreAccount(c.var.deps, userOf(c), c.req.valid('param').userId, c.req.valid('json').reason);
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/appeals',
      middleware: staff,
      tags: ['moderation'],
      summary: 'Appeals of a status (open by default), oldest first',
      request: { query: AppealQueueQuery },
      responses: { 200: { description: 'Appeals', ...json(AppealList) }, ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listAppeals(c.var.deps.db, c.req.valid('query').status), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/appeals/{id}/decide',
      middleware: staff,
      tags: ['moderation'],
      summary: 'Uphold an appeal (the action stands) or reverse it (the item is shown again)',
      request: { params: AppealParams, ...body(AppealDecisionInput) },
      responses: { ...done, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      await decideAppeal(c.var.deps, userOf(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ ok: true as const }, 200);
    },
  );
