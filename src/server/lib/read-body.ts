import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { AppError } from './app-error.ts';

/**
 * The request body as bytes, refusing it with 413 (`tooLargeKey`) once it passes `maxBytes`: a
 * declared Content-Length over the limit is refused before reading, and a body without one is read
 * chunk by chunk and dropped as soon as it grows past the limit, so memory never holds more.
 */
export async function readBodyWithLimit(request: Request, maxBytes: number, tooLargeKey: string): Promise<Uint8Array> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', tooLargeKey);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const RAW_BODY = Symbol('rawBody');
type RawBodyMark = MiddlewareHandler & { [RAW_BODY]?: number };

/**
 * Declares on a route that its body is raw file bytes (up to `maxBytes`) that its handler streams
 * itself. The app-wide JSON body limit and CSRF content-type rule read this mark from the matched
 * route before the route runs (see `rawBodyLimit`), so it does nothing when it is reached.
 */
export function rawBody(maxBytes: number): MiddlewareHandler {
  const mark: RawBodyMark = (_c, next) => next();
  mark[RAW_BODY] = maxBytes;
  return mark;
}

/** The byte limit the matched route declared with `rawBody`, or null for a route that takes JSON (or none). */
export function rawBodyLimit(c: Context): number | null {
  for (const { handler } of matchedRoutes(c)) {
    const limit = (handler as RawBodyMark)[RAW_BODY];
    if (limit !== undefined) return limit;
  }
  return null;
}
