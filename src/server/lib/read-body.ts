import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { AppError } from './app-error.ts';

/**
 * The request body as bytes, refusing it with 413 (`tooLargeKey`) once it passes `maxBytes`: a
 * declared Content-Length over the limit is refused before reading, and a body without one is read
 * chunk by chunk and dropped as soon as it grows past the limit, so memory never holds more.
 * `inspect` sees each chunk as it arrives and may refuse the body by throwing.
 */
export async function readBodyWithLimit(
  request: Request,
  maxBytes: number,
  tooLargeKey: string,
  inspect?: (chunk: Uint8Array) => void,
): Promise<Uint8Array<ArrayBuffer>> {
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
    try {
      if (total > maxBytes) throw tooLarge();
      inspect?.(value);
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      throw error;
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

/**
 * Arrays and objects nested deeper than this are refused before parsing: `JSON.parse` of 1 MB of
 * `[[[…` costs ~300 ms of CPU, and serialising it again overflows the stack. No request of the
 * API nests more than a few levels.
 */
export const JSON_MAX_DEPTH = 64;

const [QUOTE, BACKSLASH, OPEN_ARRAY, OPEN_OBJECT, CLOSE_ARRAY, CLOSE_OBJECT] = [0x22, 0x5c, 0x5b, 0x7b, 0x5d, 0x7d];

/**
 * Follows how deep brackets nest outside strings, chunk by chunk as a body arrives, and throws once
 * they nest deeper than `max`: one pass over the bytes, far cheaper than parsing, and `[[[…` is
 * refused within its first chunk (UTF-8 never puts these ASCII bytes inside a multi-byte
 * character). It checks nothing else: the parser does, once the depth is known to be safe.
 */
export function jsonDepthCheck(max: number): (chunk: Uint8Array) => void {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return (chunk) => {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (escaped) escaped = false;
      else if (inString) {
        if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) inString = true;
      else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        if (++depth > max) throw new AppError('VALIDATION_ERROR', `The request body nests deeper than ${max} levels`);
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
    }
  };
}

/**
 * Reads a JSON request's body before its route runs: over `maxBytes` it is refused with 413,
 * nested deeper than JSON_MAX_DEPTH with 400, whatever its content type claims (some readers
 * parse it regardless). Every later reader (the route's validator, Better Auth behind /api/auth)
 * reads exactly the bytes checked here.
 */
export async function checkJsonBody(c: Context, maxBytes: number): Promise<void> {
  const inspect = jsonDepthCheck(JSON_MAX_DEPTH);
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (incoming instanceof IncomingMessage) {
    // Served by Node (@hono/node-server): the body is read from Node's own stream and handed back
    // as the request's `rawBody`, which the adapter's readers then answer with, and no web stream
    // is ever made (making them cost a small POST a fifth of its event-loop time).
    const bytes = await readIncomingWithLimit(incoming, maxBytes, 'Request body is too large', inspect);
    Object.assign(incoming, { rawBody: bytes });
    return;
  }
  // made in process (`app.request`): a web Request, given the checked bytes as its body
  if (c.req.raw.body === null) return;
  const bytes = await readBodyWithLimit(c.req.raw, maxBytes, 'Request body is too large', inspect);
  c.req.raw = new Request(c.req.raw, { body: bytes });
}

/** readBodyWithLimit over a Node request, for checkJsonBody. */
async function readIncomingWithLimit(
  incoming: IncomingMessage,
  maxBytes: number,
  tooLargeKey: string,
  inspect: (chunk: Uint8Array) => void,
): Promise<Buffer> {
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', tooLargeKey);
  if (Number(incoming.headers['content-length'] ?? Number.NaN) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  // left unread when refused, not destroyed: the answer still goes out, and the server drains or
  // closes the connection after it (lib/listen.ts)
  for await (const chunk of incoming.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge();
    inspect(chunk);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}
