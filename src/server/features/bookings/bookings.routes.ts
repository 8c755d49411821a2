// Bookings (decision 044). Schemas: src/contract/bookings.ts.
//   GET  /api/bookings/slots?serviceId=&from=&days=   Slots: a service's free slots in Nepal time (public)
//   GET  /api/bookings/availability                   Availability: my working time (professional)
//   PUT  /api/bookings/availability                   replace it → Availability
//   POST /api/bookings                                a client asks for a slot → 201 Booking (verified e-mail);
//                                                     a broken slot rule answers 400 naming it, a taken slot 409
//   GET  /api/bookings?as=&view=&page=                BookingList: mine as client or as professional
//   GET  /api/bookings/:id                            Booking with its timeline: its two parties only (404 else)
//   GET  /api/bookings/:id/calendar.ics               the booking as an iCalendar file ("Add to calendar")
//   POST /api/bookings/:id/actions                    accept | decline | cancel | complete | confirm | no_show
//                                                     → Booking; 409 with the reason when the move is not open now
//   POST /api/bookings/:id/reschedules                a party proposes another slot → 201 Booking
//   POST /api/bookings/:id/reschedules/:rescheduleId  accept | decline (the other side) | withdraw (the proposer)

import { createRoute, z } from '@hono/zod-openapi';
import {
  Availability,
  AvailabilityInput,
  Booking,
  BookingActionInput,
  BookingList,
  BookingListQuery,
  BookingRequest,
  RescheduleAnswerInput,
  RescheduleProposal,
  Slots,
  SlotsQuery,
} from '#contract/bookings.ts';
import { requireRole } from '#server/auth/guards.ts';
import { requireUser, requireVerifiedEmail, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { actOnBooking } from './booking-actions.service.ts';
import { bookingCalendarFile } from './booking-calendar.ts';
import { bookingFor, listBookings } from './booking-reads.service.ts';
import { answerReschedule, proposeReschedule } from './booking-reschedule.service.ts';
import { requestBooking, slotsOf } from './booking-request.service.ts';
import { availabilityOf, saveAvailability } from './availability.service.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
// ids are validated in the service (unknown or malformed → 404)
const bookingParams = z.object({ id: z.string() });
const professional = requireRole('professional');

export const bookingRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/slots',
      tags: ['bookings'],
      summary: "A service's free slots, day by day in Nepal time",
      request: { query: SlotsQuery },
      responses: { 200: json(Slots, 'Free slots'), ...errorResponses(400, 404, 410) },
    }),
    async (c) => c.json(await slotsOf(c.var.deps.db, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/availability',
      middleware: [requireUser, professional],
      tags: ['bookings'],
      summary: 'My working time (defaults until first saved)',
      responses: { 200: json(Availability, 'Working time'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await availabilityOf(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/availability',
      middleware: [requireUser, professional],
      tags: ['bookings'],
      summary: 'Replace my working time',
      request: { body: { content: { 'application/json': { schema: AvailabilityInput } }, required: true } },
      responses: { 200: json(Availability, 'Saved'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await saveAvailability(c.var.deps.db, userOf(c).id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      middleware: [requireUser, requireVerifiedEmail],
      tags: ['bookings'],
      summary: 'Ask for a slot of a service',
      request: { body: { content: { 'application/json': { schema: BookingRequest } }, required: true } },
      responses: { 201: json(Booking, 'Requested'), ...errorResponses(400, 401, 403, 404, 409, 410) },
    }),
    async (c) => c.json(await requestBooking(c.var.deps, userOf(c).id, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      middleware: [requireUser],
      tags: ['bookings'],
      summary: 'My bookings as client or as professional: requests, upcoming or past',
      request: { query: BookingListQuery },
      responses: { 200: json(BookingList, 'One page'), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listBookings(c.var.deps.db, userOf(c).id, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      middleware: [requireUser],
      tags: ['bookings'],
      summary: 'A booking with its timeline, for its client or professional',
      request: { params: bookingParams },
      responses: { 200: json(Booking, 'The booking'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await bookingFor(c.var.deps.db, c.req.valid('param').id, { userId: userOf(c).id }), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}/calendar.ics',
      middleware: [requireUser],
      tags: ['bookings'],
      summary: 'A booking as an iCalendar file, for its client or professional',
      request: { params: bookingParams },
      responses: {
        200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const booking = await bookingFor(c.var.deps.db, c.req.valid('param').id, { userId: userOf(c).id });
      return c.body(bookingCalendarFile(booking, c.var.deps.publicUrl), 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="sipalu-booking-${booking.id.slice(0, 8)}.ics"`,
      });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/actions',
      middleware: [requireUser],
      tags: ['bookings'],
      summary: 'Accept, decline, cancel, mark done or confirm a booking',
      request: {
        params: bookingParams,
        body: { content: { 'application/json': { schema: BookingActionInput } }, required: true },
      },
      responses: { 200: json(Booking, 'Moved'), ...errorResponses(400, 401, 403, 404, 409, 410) },
    }),
    async (c) =>
      c.json(await actOnBooking(c.var.deps, c.req.valid('param').id, userOf(c).id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/reschedules',
      middleware: [requireUser],
      tags: ['bookings'],
      summary: 'Propose another time for an accepted booking (one free reschedule per side)',
      request: {
        params: bookingParams,
        body: { content: { 'application/json': { schema: RescheduleProposal } }, required: true },
      },
      responses: { 201: json(Booking, 'Proposed'), ...errorResponses(400, 401, 403, 404, 409, 410) },
    }),
    async (c) =>
      c.json(await proposeReschedule(c.var.deps, c.req.valid('param').id, userOf(c).id, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/{id}/reschedules/{rescheduleId}',
      middleware: [requireUser],
      tags: ['bookings'],
      summary: 'Accept or decline the other side’s proposed time, or withdraw one’s own',
      request: {
        params: z.object({ id: z.string(), rescheduleId: z.string() }),
        body: { content: { 'application/json': { schema: RescheduleAnswerInput } }, required: true },
      },
      responses: { 200: json(Booking, 'Answered'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { id, rescheduleId } = c.req.valid('param');
      return c.json(await answerReschedule(c.var.deps, id, rescheduleId, userOf(c).id, c.req.valid('json')), 200);
    },
  );
