import { createRoute, z } from '@hono/zod-openapi';
import { currentUser, requireUser, requireVerifiedEmail, userOf } from '#server/auth/session.ts';
import { AppError } from '#server/lib/app-error.ts';
import { sharedJson } from '#server/lib/compress-json.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { rawBody } from '#server/lib/read-body.ts';
import {
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
  ServiceVideo,
  VideoRename,
  VideoReorder,
  VideoUploadQuery,
} from '#contract/services.ts';
import { VIDEO_MAX_BYTES } from '#contract/services-rules.ts';
import { findDirectory } from './directory.service.ts';
import { getProfessionalDashboard } from './dashboard.service.ts';
import { recordEnquiry } from './enquiries.service.ts';
import { createService, deleteService, getProfessionalDetail, updateService } from './listings.service.ts';
import { createReview, listReviews, replyToReview } from './reviews.service.ts';
import {
  deleteVideo,
  parseRange,
  renameVideo,
  reorderVideos,
  uploadVideo,
  VIDEO_BUCKET,
  watchableVideo,
} from './videos.service.ts';

// ids are checked in the services (unknown or malformed → 404), so a typo in a URL is never a 400
const idParams = z.object({ id: z.string() });
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { ...json(schema), required: true } });

export const servicesRoutes = createRouter()
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
  .openapi(
    createRoute({
      method: 'get',
      path: '/professionals/{id}',
      tags: ['professionals'],
      summary: "A professional's public page: profile, services with videos, rating and reviews",
      request: { params: idParams },
      responses: { 200: { description: 'The professional', ...json(ProfessionalDetail) }, ...errorResponses(404) },
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
      responses: { 200: { description: 'Reviews', ...json(z.array(Review)) }, ...errorResponses(404) },
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
  )
  // the body is streamed by hand (never buffered), so the route declares it for the docs only
  .openapi(
    createRoute({
      method: 'post',
      path: '/services/{id}/videos',
      middleware: [requireUser, rawBody(VIDEO_MAX_BYTES)],
      tags: ['services'],
      summary: `Upload a lesson video to an online or hybrid service: raw MP4, WebM or MOV bytes, at most ${VIDEO_MAX_BYTES / 1024 / 1024} MB`,
      request: {
        params: idParams,
        query: VideoUploadQuery,
        body: {
          description: 'The video file itself; its type is decided from its first bytes',
          content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
          required: true,
        },
      },
      responses: {
        201: { description: 'Stored and appended last', ...json(ServiceVideo) },
        ...errorResponses(400, 401, 403, 404, 413),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const name = c.req.valid('query').name ?? '';
      return c.json(await uploadVideo(c.var.deps, userOf(c).id, id, c.req.raw, name), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/services/{id}/videos/order',
      middleware: [requireUser],
      tags: ['services'],
      summary: "Reorder a service's videos: every video id once, in the new order",
      request: { params: idParams, ...body(VideoReorder) },
      responses: {
        200: { description: 'The videos, renumbered', ...json(z.array(ServiceVideo)) },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) =>
      c.json(
        await reorderVideos(c.var.deps.db, userOf(c).id, c.req.valid('param').id, c.req.valid('json').videoIds),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/videos/{id}',
      middleware: [requireUser],
      tags: ['services'],
      summary: 'Rename a video (owner only)',
      request: { params: idParams, ...body(VideoRename) },
      responses: { 200: { description: 'Renamed', ...json(ServiceVideo) }, ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) =>
      c.json(await renameVideo(c.var.deps.db, userOf(c).id, c.req.valid('param').id, c.req.valid('json').title), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/videos/{id}',
      middleware: [requireUser],
      tags: ['services'],
      summary: 'Delete a video (owner only); the rest are renumbered',
      request: { params: idParams },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
    }),
    async (c) => {
      await deleteVideo(c.var.deps, userOf(c).id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/videos/{id}/stream',
      middleware: [requireUser],
      tags: ['services'],
      summary:
        'Play a video (owner, or someone who enquired or is in a conversation with the professional); honours Range',
      request: { params: idParams },
      responses: {
        200: { description: 'The whole video' },
        206: { description: 'The requested bytes' },
        416: { description: 'Range not satisfiable' },
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const video = await watchableVideo(c.var.deps.db, userOf(c).id, c.req.valid('param').id);
      const ref = c.var.deps.objectStore.refOf(video.videoUrl);
      if (!ref || ref.bucket !== VIDEO_BUCKET) throw new AppError('NOT_FOUND', 'services.videoNotFound');
      let size = video.sizeBytes;
      if (size === null) {
        const whole = await c.var.deps.objectStore.get(ref.bucket, ref.key);
        if (!whole) throw new AppError('NOT_FOUND', 'services.videoNotFound');
        await whole.body.cancel();
        size = whole.size;
      }
      const range = parseRange(c.req.header('range'), size);
      const common = {
        'Accept-Ranges': 'bytes',
        'Content-Type': video.contentType ?? 'video/mp4',
        // private: the answer depends on who asks
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      };
      if (range === 'unsatisfiable') {
        return c.body(null, 416, { ...common, 'Content-Range': `bytes */${size}` });
      }
      const object = await c.var.deps.objectStore.get(ref.bucket, ref.key, range ?? undefined);
      if (!object) throw new AppError('NOT_FOUND', 'services.videoNotFound');
      if (!range) return c.body(object.body, 200, { ...common, 'Content-Length': String(size) });
      return c.body(object.body, 206, {
        ...common,
        'Content-Length': String(range.end - range.start + 1),
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      });
    },
  )
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
        ...errorResponses(400, 401, 403, 404),
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
      middleware: [requireUser],
      tags: ['professionals'],
      summary: 'Review a service I enquired about (or whose professional I talk with); one per service',
      request: body(ReviewInput),
      responses: { 201: { description: 'Saved', ...json(Review) }, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await createReview(c.var.deps, userOf(c).id, c.req.valid('json')), 201),
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
