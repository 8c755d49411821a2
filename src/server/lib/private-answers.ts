import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './http.ts';

// Answers that hold one person's data (their claims, messages, documents, session) are kept by no
// cache, the browser's disk cache included. Public answers keep their own caching (decision 011).

/** The Cache-Control of an answer meant for one person only. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Marks every signed-in answer `private, no-store`: the request carried a session (a cookie or a
 * bearer token) or the answer starts one. A route that chose a private policy itself (a lesson
 * video the browser may keep for an hour) keeps it; anonymous answers are left as their route made them.
 */
export const noStoreWhenSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const signedIn =
    Boolean(c.var.user) ||
    c.req.header('cookie') !== undefined ||
    c.req.header('authorization') !== undefined ||
    c.res.headers.has('set-cookie');
  const chosen = c.res.headers.get('cache-control') ?? '';
  if (signedIn && !/\b(private|no-store)\b/.test(chosen)) c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
});

/**
 * Headers of an uploaded private document (a resume, an identity paper): a download, never a page
 * of our origin (a PDF may carry JavaScript), sandboxed should a browser render it anyway, and
 * kept by no cache.
 */
export function privateDocumentHeaders(file: {
  contentType: string;
  size: number;
  /** An ASCII name for old browsers. */
  fileName: string;
  /** The name in full (UTF-8), where it differs. */
  displayName?: string;
}): Record<string, string> {
  const utf8Name = file.displayName ? `; filename*=UTF-8''${encodeURIComponent(file.displayName)}` : '';
  return {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': `attachment; filename="${file.fileName}"${utf8Name}`,
    'Content-Security-Policy': "sandbox; default-src 'none'",
    'Cache-Control': PRIVATE_NO_STORE,
    'X-Content-Type-Options': 'nosniff',
  };
}
