import { createRoute, z } from '@hono/zod-openapi';
import {
  StaffBooking,
  StaffBookingCancelInput,
  StaffBookingList,
  StaffBookingQuery,
} from '#contract/staff-bookings.ts';
import { requireStaff } from '#server/auth/guards.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { cancelByStaff, findBookings, staffBooking } from './booking-staff.service.ts';

// The staff console's Bookings tab (decision 044). Schemas: src/contract/staff-bookings.ts.
//   GET  /api/staff/bookings?q=&page=        StaffBookingList: newest first, or those q names
//   GET  /api/staff/bookings/:id             StaffBooking: timeline and the professional's record
//   POST /api/staff/bookings/:id/cancel      call it off with a reason (audit-logged) → StaffBooking

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const bookingParams = z.object({ id: z.string() });

export const bookingStaffRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/bookings',
      middleware: [requireUser, requireStaff()],
      tags: ['staff'],
      summary: 'Any booking, newest first, or those whose id, client or professional (id, e-mail, name) matches q',
      request: { query: StaffBookingQuery },
      responses: { 200: json(StaffBookingList, 'A page of bookings'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await findBookings(c.var.deps.db, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/bookings/{id}',
      middleware: [requireUser, requireStaff()],
      tags: ['staff'],
      summary: "A booking with its timeline and its professional's cancellations",
      request: { params: bookingParams },
      responses: { 200: json(StaffBooking, 'The booking'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(await staffBooking(c.var.deps.db, userOf(c).id, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/staff/bookings/{id}/cancel',
      middleware: [requireUser, requireStaff()],
      tags: ['staff'],
      summary: 'Cancel a booking that still holds time, with a reason both parties are sent (audit-logged)',
      request: {
        params: bookingParams,
        body: { content: { 'application/json': { schema: StaffBookingCancelInput } }, required: true },
      },
      responses: {
        200: json(StaffBooking, 'Cancelled'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { id, email } = userOf(c);
      const booking = await cancelByStaff(
        c.var.deps,
        { id, email },
        c.req.valid('param').id,
        c.req.valid('json').reason,
      );
      return c.json(booking, 200);
    },
  );
