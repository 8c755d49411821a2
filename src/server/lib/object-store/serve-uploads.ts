import type { Hono } from 'hono';
import { AppError } from '#server/lib/app-error.ts';
import type { AppEnv } from '#server/lib/http.ts';
import { isPrivateBucket, isValidObjectRef, UPLOADS_PATH } from './object-store.ts';

/**
 * `GET /uploads/<bucket>/<key>`: stored objects, streamed from the store. Keys are unique per upload
 * (a timestamp), so responses are cached for a year; nosniff keeps browsers from running a stored
 * file as anything but its declared type.
 */
export function serveUploads(app: Hono<AppEnv>) {
  app.on(['GET', 'HEAD'], `${UPLOADS_PATH}/*`, async (c) => {
    // split before decoding, then check: an encoded `/` or `..` can never form a path of its own
    const rest = new URL(c.req.url).pathname.slice(UPLOADS_PATH.length + 1);
    const slash = rest.indexOf('/');
    let bucket: string;
    let key: string;
    try {
      bucket = decodeURIComponent(rest.slice(0, slash));
      key = decodeURIComponent(rest.slice(slash + 1));
    } catch {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    if (slash < 0 || !isValidObjectRef(bucket, key) || isPrivateBucket(bucket)) {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    }
    const object = await c.var.deps.objectStore.get(bucket, key);
    if (!object) throw new AppError('NOT_FOUND', 'errors.notFound');
    const headers = {
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    };
    if (c.req.method === 'HEAD') {
      await object.body.cancel();
      return c.body(null, 200, headers);
    }
    return c.body(object.body, 200, headers);
  });
}
