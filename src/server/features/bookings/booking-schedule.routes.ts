// The professional's schedule around bookings (decision 044). Schemas: src/contract/booking-schedule.ts.
//   GET    /api/bookings/service-rules               ServiceBookingRulesList: my services and their own rules
//   PUT    /api/bookings/service-rules/:serviceId    set one service's rules (nulls follow my working time)
//   GET    /api/bookings/week?from=                  BookingWeek: my bookings and hours, Sunday to Saturday
//   GET    /api/bookings/feed                        CalendarFeed: whether I have a private feed
//   POST   /api/bookings/feed                        a new secret feed URL (shown once); the old one stops
//   DELETE /api/bookings/feed                        revoke it → 204
//   GET    /api/bookings/feed/:token.ics             the feed itself, public to whoever holds the secret
// Mounted before bookings.routes.ts, whose /{id} would otherwise take /week and /feed.

import { createRoute, z } from '@hono/zod-openapi';
import {
  BookingWeek,
  BookingWeekQuery,
  CalendarFeed,
  ServiceBookingRulesInput,
  ServiceBookingRulesList,
} from '#contract/booking-schedule.ts';
import { requireRole } from '#server/auth/guards.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { PRIVATE_NO_STORE } from '#server/lib/private-answers.ts';
import { bookingWeekOf } from './booking-week.service.ts';
import { calendarFeedFile, calendarFeedOf, createCalendarFeed, revokeCalendarFeed } from './calendar-feed.service.ts';
import { saveServiceRules, serviceRulesOf } from './service-rules.service.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const professional = [requireUser, requireRole('professional')];

export const bookingScheduleRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/service-rules',
      middleware: professional,
      tags: ['bookings'],
      summary: 'My services with the booking rules each sets for itself',
      responses: { 200: json(ServiceBookingRulesList, 'My services'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await serviceRulesOf(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/service-rules/{serviceId}',
      middleware: professional,
      tags: ['bookings'],
      summary: "Set one service's own booking rules",
      request: {
        params: z.object({ serviceId: z.string() }),
        body: { content: { 'application/json': { schema: ServiceBookingRulesInput } }, required: true },
      },
      responses: { 200: json(ServiceBookingRulesList, 'Saved'), ...errorResponses(400, 401, 403, 404, 410) },
    }),
    async (c) =>
      c.json(
        await saveServiceRules(c.var.deps.db, userOf(c).id, c.req.valid('param').serviceId, c.req.valid('json')),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/week',
      middleware: professional,
      tags: ['bookings'],
      summary: 'My bookings and working hours of one Nepal week',
      request: { query: BookingWeekQuery },
      responses: { 200: json(BookingWeek, 'The week'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await bookingWeekOf(c.var.deps.db, userOf(c).id, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/feed',
      middleware: professional,
      tags: ['bookings'],
      summary: 'Whether I have a private calendar feed',
      responses: { 200: json(CalendarFeed, 'The feed'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await calendarFeedOf(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/feed',
      middleware: professional,
      tags: ['bookings'],
      summary: 'Make a new private calendar feed URL; any older one stops working',
      responses: { 201: json(CalendarFeed, 'The new feed, with its URL this once'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await createCalendarFeed(c.var.deps.db, userOf(c).id, c.var.deps.publicUrl), 201),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/feed',
      middleware: professional,
      tags: ['bookings'],
      summary: 'Revoke my private calendar feed',
      responses: { 204: { description: 'Revoked' }, ...errorResponses(401, 403) },
    }),
    async (c) => {
      await revokeCalendarFeed(c.var.deps.db, userOf(c).id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/feed/{file}',
      tags: ['bookings'],
      summary: "A professional's accepted and done bookings as an iCalendar feed, for whoever holds its secret URL",
      request: { params: z.object({ file: z.string() }) },
      responses: {
        200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const file = await calendarFeedFile(c.var.deps.db, c.req.valid('param').file, c.var.deps.publicUrl);
      return c.body(file, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        // the URL is a secret: no shared cache keeps the answer, and no copy outlives the revocation
        'cache-control': PRIVATE_NO_STORE,
        'referrer-policy': 'no-referrer',
      });
    },
  );
