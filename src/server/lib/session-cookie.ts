import type { Context } from 'hono';
import { getSessionCookie } from 'better-auth/cookies';

// Whether a request carries Better Auth's session cookie (prefix `sipalu`, set in auth/auth.ts; the
// `__Secure-` form on https) says only that it may be signed in: a cookie that is there is still
// checked as every session is.

/** False when the request carries no session cookie at all: the visitor is certainly signed out. */
export function mayBeSignedIn(c: Context): boolean {
  return getSessionCookie(c.req.raw, { cookiePrefix: 'sipalu' }) !== null;
}
