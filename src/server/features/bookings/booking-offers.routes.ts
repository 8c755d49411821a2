import { createRoute, z } from '@hono/zod-openapi';
import { Offer, OfferActionInput, OfferInput, OfferList } from '#contract/booking-offers.ts';
import { requireRole } from '#server/auth/guards.ts';
import { requireUser, requireVerifiedEmail, userOf } from '#server/auth/session.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { actOnOffer } from './booking-offer-actions.service.ts';
import { listOffers, sendOffer } from './booking-offers.service.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
// ids are validated in the services (unknown, malformed or someone else's → 404)
const idParams = z.object({ id: z.string() });
const professional = requireRole(
  'professional',
  () => new AppError('FORBIDDEN', 'bookings.offers.errors.professionalOnly'),
);

export const bookingOfferRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/conversations/{id}/offers',
      middleware: [requireUser],
      tags: ['bookings'],
      summary: "A conversation's offers, oldest first, and the services the reader may offer in it",
      request: { params: idParams },
      responses: { 200: json(OfferList, 'The offers'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await listOffers(c.var.deps.db, userOf(c).id, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/conversations/{id}/offers',
      middleware: [requireUser, requireVerifiedEmail, professional],
      tags: ['bookings'],
      summary: 'Offer the other person of a conversation one of my services at a price, time and place',
      request: { params: idParams, body: { content: { 'application/json': { schema: OfferInput } }, required: true } },
      responses: { 201: json(Offer, 'Sent'), ...errorResponses(400, 401, 403, 404, 409, 410) },
    }),
    async (c) => c.json(await sendOffer(c.var.deps, userOf(c).id, c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/offers/{id}/actions',
      middleware: [requireUser],
      tags: ['bookings'],
      summary: 'Accept or decline an offer made to me, or withdraw one I made',
      description:
        'Accepting makes an accepted booking at once (its id is the answer’s `bookingId`); 409 when the offer is no longer open or its time was booked meanwhile.',
      request: {
        params: idParams,
        body: { content: { 'application/json': { schema: OfferActionInput } }, required: true },
      },
      responses: { 200: json(Offer, 'Moved'), ...errorResponses(400, 401, 403, 404, 409, 410) },
    }),
    async (c) =>
      c.json(await actOnOffer(c.var.deps, c.req.valid('param').id, userOf(c).id, c.req.valid('json').action), 200),
  );
