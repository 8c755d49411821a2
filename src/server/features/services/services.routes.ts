import { createRoute, z } from '@hono/zod-openapi';
import { currentUser, requireUser, requireVerifiedEmail, userOf } from '#server/auth/session.ts';
import { sharedJson } from '#server/lib/compress-json.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import {
  DirectoryFacets,
  DirectoryFacetsQuery,
  DirectoryPage,
  DirectoryQuery,
  EnquiryInput,
  ProfessionalDashboard,
  ProfessionalDetail,
  Review,
  ReviewInput,
  ReviewReply,
  Service,
  ServiceInput,
} from '#contract/services.ts';
import { Engagement, EngagementInput } from '#contract/engagements.ts';
import { findDirectory } from './directory.service.ts';
import { findDirectoryFacets } from './directory-facets.service.ts';
import { markEngagement } from './engagements.service.ts';
import { getProfessionalDashboard } from './dashboard.service.ts';
import { recordEnquiry } from './enquiries.service.ts';
import { createService, deleteService, getProfessionalDetail, updateService } from './listings.service.ts';
import { createReview, listReviews, replyToReview } from './reviews.service.ts';
import { videoRoutes } from './videos.routes.ts';

// ids are checked in the services (unknown or malformed → 404), so a typo in a URL is never a 400
const idParams = z.object({ id: z.string() });
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { ...json(schema), required: true } });

const listingRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/professionals',
      tags: ['professionals'],
      summary:
        'The professionals directory: search (typo tolerant) over name, title, services, skills and area; category chip; page',
      request: { query: DirectoryQuery },
      responses: { 200: { description: 'One page of cards', ...json(DirectoryPage) }, ...errorResponses(400) },
    }),
    async (c) => sharedJson(c, await findDirectory(c.var.deps, c.req.valid('query'))),
  )
  // before /professionals/{id}, which would take "facets" for an id
  .openapi(
    createRoute({
      method: 'get',
      path: '/professionals/facets',
      tags: ['professionals'],
      summary:
        "For each option of the directory's filters (rating 4 and up, hourly rate, online or in person), how many professionals the list would show with it, keeping the search, category and the other filters; capped as the list's total",
      request: { query: DirectoryFacetsQuery },
      responses: {
        200: { description: 'Counts per filter option', ...json(DirectoryFacets) },
        ...errorResponses(400),
      },
    }),
    async (c) => sharedJson(c, await findDirectoryFacets(c.var.deps, c.req.valid('query'))),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/professionals/{id}',
      tags: ['professionals'],
      summary: "A professional's public page: profile, services with videos, rating and reviews",
      request: { params: idParams },
      responses: { 200: { description: 'The professional', ...json(ProfessionalDetail) }, ...errorResponses(404, 410) },
    }),
    async (c) => {
      const viewer = await currentUser(c);
      return c.json(await getProfessionalDetail(c.var.deps.db, c.req.valid('param').id, viewer?.id ?? null), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/professionals/{id}/reviews',
      tags: ['professionals'],
      summary: "A professional's reviews, newest first",
      request: { params: idParams },
      responses: { 200: { description: 'Reviews', ...json(z.array(Review)) }, ...errorResponses(404, 410) },
    }),
    async (c) => c.json(await listReviews(c.var.deps.db, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/professional/dashboard',
      middleware: [requireUser],
      tags: ['services'],
      summary: 'My listings with videos, who enquired, my reviews and stats',
      responses: { 200: { description: 'The dashboard', ...json(ProfessionalDashboard) }, ...errorResponses(401) },
    }),
    async (c) => c.json(await getProfessionalDashboard(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/services',
      // publishing a new listing needs a verified e-mail (403 security.errors.emailNotVerified); editing a
      // published one and its videos do not: it went up verified, and its owner must be able to keep it right
      middleware: [requireUser, requireVerifiedEmail],
      tags: ['services'],
      summary: 'Publish a service listing (professionals only)',
      request: body(ServiceInput),
      responses: { 201: { description: 'Published', ...json(Service) }, ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await createService(c.var.deps, userOf(c).id, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/services/{id}',
      middleware: [requireUser],
      tags: ['services'],
      summary: 'Edit Listing (owner only)',
      request: { params: idParams, ...body(ServiceInput) },
      responses: { 200: { description: 'Saved', ...json(Service) }, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) =>
      c.json(await updateService(c.var.deps, userOf(c).id, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/services/{id}',
      middleware: [requireUser],
      tags: ['services'],
      summary: 'Delete a listing and its videos (owner only)',
      request: { params: idParams },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      await deleteService(c.var.deps, userOf(c).id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

const reviewRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/services/{id}/enquiries',
      middleware: [requireUser],
      tags: ['services'],
      summary: 'Record a Request a quote (idempotent per user and service) and notify the professional',
      request: { params: idParams, ...body(EnquiryInput) },
      responses: {
        200: { description: 'Already recorded', ...json(z.object({ id: z.string() })) },
        201: { description: 'Recorded', ...json(z.object({ id: z.string() })) },
        ...errorResponses(400, 401, 403, 404, 410),
      },
    }),
    async (c) => {
      const { id, created } = await recordEnquiry(
        c.var.deps,
        userOf(c),
        c.req.valid('param').id,
        c.req.valid('json').conversationId,
      );
      return created ? c.json({ id }, 201) : c.json({ id }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/reviews',
      // honest reviews (docs/decisions/012): a verified e-mail, then work the professional acknowledged
      middleware: [requireUser, requireVerifiedEmail],
      tags: ['professionals'],
      summary:
        'Review a service whose professional marked my work agreed or done; one per service; needs a verified e-mail',
      request: body(ReviewInput),
      responses: {
        201: { description: 'Saved', ...json(Review) },
        ...errorResponses(400, 401, 403, 404, 409, 410),
      },
    }),
    async (c) => c.json(await createReview(c.var.deps, userOf(c).id, c.req.valid('json')), 201),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/engagements',
      middleware: [requireUser],
      tags: ['services'],
      summary:
        'The professional marks work with a client "agreed" or "done" (about their service or in a conversation); it unlocks one review',
      request: body(EngagementInput),
      responses: {
        200: { description: 'Recorded', ...json(Engagement) },
        ...errorResponses(400, 401, 403, 404, 410),
      },
    }),
    async (c) => c.json(await markEngagement(c.var.deps, userOf(c).id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/reviews/{id}/reply',
      middleware: [requireUser],
      tags: ['professionals'],
      summary: 'The professional answers a review of theirs, once',
      request: { params: idParams, ...body(ReviewReply) },
      responses: { 204: { description: 'Saved' }, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      await replyToReview(c.var.deps.db, userOf(c).id, c.req.valid('param').id, c.req.valid('json').reply);
      return c.body(null, 204);
    },
  );

/** The whole services API: directory and listings, lesson videos, enquiries and reviews. */
export const servicesRoutes = createRouter().route('/', listingRoutes).route('/', videoRoutes).route('/', reviewRoutes);
