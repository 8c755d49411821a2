import type { Context } from 'hono';

// Better Auth names the session cookie `sipalu.session_token` (`__Secure-sipalu.session_token` on
// https; auth/auth.ts sets the prefix). Whether a request carries one says only that it may be
// signed in: a cookie that is there is still checked as every session is.

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?sipalu\.session_token=/;

/** False when the request carries no session cookie at all: the visitor is certainly signed out. */
export function mayBeSignedIn(c: Context): boolean {
  return SESSION_COOKIE.test(c.req.header('cookie') ?? '');
}
