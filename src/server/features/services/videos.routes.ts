import { createRoute, z } from '@hono/zod-openapi';
import { requireUser, userOf } from '#server/auth/session.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { rawBody } from '#server/lib/read-body.ts';
import { ServiceVideo, VideoRename, VideoReorder, VideoUploadQuery } from '#contract/services.ts';
import { VIDEO_MAX_BYTES } from '#contract/services-rules.ts';
import {
  deleteVideo,
  parseRange,
  renameVideo,
  reorderVideos,
  uploadVideo,
  VIDEO_BUCKET,
  watchableVideo,
} from './videos.service.ts';

// Lesson videos of online and hybrid services: upload, order, rename, delete, and play.

// ids are checked in the services (unknown or malformed → 404), so a typo in a URL is never a 400
const idParams = z.object({ id: z.string() });
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { ...json(schema), required: true } });

export const videoRoutes = createRouter()
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
      const { name = '', language = 'en' } = c.req.valid('query');
      return c.json(await uploadVideo(c.var.deps, userOf(c).id, id, c.req.raw, { fileName: name, language }), 201);
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
        ...errorResponses(401, 403, 404, 410),
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
  );
