import { createRoute, z } from '@hono/zod-openapi';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { MarkReadResult, NotificationPage, UnreadCount } from '#contract/messaging.ts';
import { NotificationSettings, NotificationSettingsUpdate } from '#contract/notification-settings.ts';
import { type LiveStream, replacedFrame } from './live-hub.ts';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings.service.ts';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service.ts';

const json = <S extends z.ZodType>(schema: S) => ({ content: { 'application/json': { schema } } });
const encoder = new TextEncoder();
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

const router = createRouter();
// Server-Sent Events: one stream per tab carries ids and kinds of what changed for the signed-in
// user (messages, read receipts, notifications); the tab refetches what it shows. The stream is
// not compressed (compress() leaves text/event-stream and no-transform alone), so every event is
// flushed at once.
router.get('/events', requireUser, (c) => {
  const { id: userId, sessionId } = userOf(c);
  const hub = c.var.deps.liveHub;
  let remove: (() => void) | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n: connected\n\n`));
      const stream: LiveStream = {
        userId,
        sessionId,
        write(chunk) {
          try {
            controller.enqueue(chunk);
          } catch {
            remove?.(); // the stream was closed under us
          }
        },
        end() {
          remove?.();
          try {
            controller.close();
          } catch {
            // already closed
          }
        },
        replace() {
          stream.write(replacedFrame);
          stream.end();
        },
      };
      remove = hub.add(stream);
    },
    cancel() {
      remove?.();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  });
});

export const notificationRoutes = router
  .openapi(
    createRoute({
      method: 'get',
      path: '/notifications',
      middleware: [requireUser],
      tags: ['notifications'],
      summary: 'My notifications, newest first, with the unread count',
      request: { query: z.object({ cursor: z.string().max(200).optional() }) },
      responses: { 200: { description: 'A page', ...json(NotificationPage) }, ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listNotifications(c.var.deps.db, userOf(c).id, c.req.valid('query').cursor), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/notifications/unread-count',
      middleware: [requireUser],
      tags: ['notifications'],
      summary: 'How many of my notifications are unread',
      responses: { 200: { description: 'The count', ...json(UnreadCount) }, ...errorResponses(401) },
    }),
    async (c) => c.json({ count: await countUnreadNotifications(c.var.deps.db, userOf(c).id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/notifications/read-all',
      middleware: [requireUser],
      tags: ['notifications'],
      summary: 'Mark all my notifications read',
      responses: { 200: { description: 'How many were unread', ...json(MarkReadResult) }, ...errorResponses(401) },
    }),
    async (c) => c.json({ marked: await markAllNotificationsRead(c.var.deps, userOf(c).id) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/notifications/{id}/read',
      middleware: [requireUser],
      tags: ['notifications'],
      summary: 'Mark one of my notifications read',
      request: { params: z.object({ id: z.string() }) },
      responses: { 204: { description: 'Read' }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await markNotificationRead(c.var.deps, userOf(c).id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/me/notification-settings',
      middleware: [requireUser],
      tags: ['notifications'],
      summary: 'My notification settings (e-mails about unread messages)',
      responses: { 200: { description: 'The settings', ...json(NotificationSettings) }, ...errorResponses(401) },
    }),
    async (c) => c.json(await getNotificationSettings(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/me/notification-settings',
      middleware: [requireUser],
      tags: ['notifications'],
      summary: 'Change my notification settings; my e-mails then use the language given',
      request: { body: { content: { 'application/json': { schema: NotificationSettingsUpdate } }, required: true } },
      responses: {
        200: { description: 'The saved settings', ...json(NotificationSettings) },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await updateNotificationSettings(c.var.deps.db, userOf(c).id, c.req.valid('json')), 200),
  );
