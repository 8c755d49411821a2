import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

const gzipAsync = promisify(gzip);

/** Below this, gzip costs more than the bytes it saves. */
const MIN_BYTES = 1024;
/**
 * Up to this, gzip runs on the event loop (about 0.1 ms for a 15 KB search page): handing it to
 * the thread pool cost more than the work. Larger answers go to the pool.
 */
const SYNC_MAX_BYTES = 64 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:[;\s]|$)/i;

const acceptsGzip = (c: Context) => /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');

/**
 * JSON answers for a client that takes gzip: built in memory, so they are gzipped in one zlib call
 * with their length, and sent as they are under 1 KiB. Hono's compress() pipes every answer through
 * a CompressionStream and cannot tell the small ones. Left to compress(): everything else (HTML,
 * files, event streams), answers whose route gave their length (sharedJson), and every answer when
 * the client takes no gzip, since reading a body turns @hono/node-server's lightweight Response
 * into a full one.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'HEAD' || !acceptsGzip(c)) return;
    const { res } = c;
    const { headers } = res;
    if (res.status === 204 || res.status === 206 || res.status === 304) return;
    if (headers.has('content-encoding') || headers.has('content-length')) return;
    if (!JSON_TYPE.test(headers.get('content-type') ?? '')) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const small = body.byteLength < MIN_BYTES;
    const sent = small ? body : body.byteLength <= SYNC_MAX_BYTES ? gzipSync(body) : await gzipAsync(body);
    const answer = new Response(sent, { status: res.status, headers });
    answer.headers.set('content-length', String(sent.byteLength));
    if (!small) answer.headers.set('content-encoding', 'gzip');
    answer.headers.append('vary', 'Accept-Encoding');
    // replaced, not merged: Hono's merge reads the answer's body again, as a stream
    c.res = undefined;
    c.res = answer;
  };
}

interface Encoded {
  text: string;
  bytes: number;
  gzip?: Uint8Array<ArrayBuffer>;
}

/**
 * The text and gzip of values many requests share, kept as long as the value is. The one WeakMap
 * left at module level (module-state.test.ts lists it): keyed by the immutable answer objects
 * themselves, not by an app's parts, it holds nothing of an app, and an entry goes with its answer.
 */
const encodings = new WeakMap<object, Encoded>();

/**
 * `c.json(value, 200)` for a value that many requests share (an answer from the public cache): its
 * JSON text and its gzip are made by the first request and kept with the value, so the next ones
 * cost a lookup and a write instead of a serialisation and a compression each.
 */
export function sharedJson<T extends object>(
  c: Context,
  value: T,
): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  let encoded = encodings.get(value);
  if (!encoded) {
    const text = JSON.stringify(value);
    encoded = { text, bytes: Buffer.byteLength(text) };
    encodings.set(value, encoded);
  }
  const headers = { 'content-type': 'application/json', vary: 'Accept-Encoding' };
  const answer =
    encoded.bytes >= MIN_BYTES && acceptsGzip(c)
      ? c.body((encoded.gzip ??= gzipSync(encoded.text)), 200, {
          ...headers,
          'content-encoding': 'gzip',
          'content-length': String(encoded.gzip.byteLength),
        })
      : c.body(encoded.text, 200, { ...headers, 'content-length': String(encoded.bytes) });
  // the body is this value's JSON, so the answer is typed as c.json's would be
  return answer as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
