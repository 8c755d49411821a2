import { createHmac, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { and, eq, gt, sql } from 'drizzle-orm';
import { sessions, users } from '#server/db/schema/auth.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isUuid } from '#contract/ids.ts';
import type { AppEnv, SessionUser } from '#server/lib/http.ts';
import { SESSION_CLAIM, type Auth } from './auth.ts';
import { sessionUserColumns } from './session-statement.ts';

/** The signed-in user of this request, or null: from the session cookie or an `Authorization: Bearer` JWT. */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  if (c.var.user !== undefined) return c.var.user;
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  let user: SessionUser | null;
  if (bearer) {
    user = await userFromJwt(c, bearer);
  } else {
    user = await userFromSessionCookie(c);
  }
  c.set('user', user);
  return user;
}

/**
 * Whether Better Auth still accepts the request's session cookie. A session due for it is extended
 * (same row, same token), and its renewed cookie goes out with the response (`sendRenewedSessionCookie`).
 */
async function extendedByBetterAuth(c: Context<AppEnv>): Promise<boolean> {
  const { headers, response: session } = await c.var.deps.auth.api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  const renewed = headers.getSetCookie();
  if (renewed.length > 0) c.set('renewedSessionCookies', renewed);
  return session !== null;
}

/**
 * Adds to any answer the cookie of a session extended while answering, whatever made the answer
 * (a route's JSON, an error, Better Auth's own response): without it the browser's cookie would
 * still end 30 days after signing in, however active the user.
 */
export const sendRenewedSessionCookie = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const renewed = c.var.renewedSessionCookies;
  if (!renewed) return;
  const nameOf = (line: string) => line.slice(0, line.indexOf('='));
  // an answer that sets the cookie itself (signing out, deleting the account) has the last word
  const answered = new Set(c.res.headers.getSetCookie().map(nameOf));
  for (const line of renewed) if (!answered.has(nameOf(line))) c.res.headers.append('set-cookie', line);
});

type AuthContext = Awaited<Auth['$context']>;

/** The parts of Better Auth's settings our own session and sign-in code reads. */
export interface AuthSettings {
  sessionCookieName: string;
  sessionDataCookieName: string;
  /** The two-factor plugin's pending sign-in and trusted device, and "don't remember me". */
  twoFactorCookieName: string;
  trustDeviceCookieName: string;
  dontRememberCookieName: string;
  /** Cookies are Secure (the public URL is HTTPS). */
  secureCookies: boolean;
  secret: string;
  /** The key (or keys) secrets stored at rest are encrypted with. */
  secretConfig: AuthContext['secretConfig'];
  expiresInMs: number;
  updateAgeMs: number;
}

/** Reads the parts of Better Auth's settings we use (an await of its context; `AuthState` keeps them). */
export async function authSettingsOf(auth: Auth): Promise<AuthSettings> {
  const context = await auth.$context;
  return {
    sessionCookieName: context.authCookies.sessionToken.name,
    sessionDataCookieName: context.authCookies.sessionData.name,
    twoFactorCookieName: context.createAuthCookie('two_factor').name,
    trustDeviceCookieName: context.createAuthCookie('trust_device').name,
    dontRememberCookieName: context.authCookies.dontRememberToken.name,
    secureCookies: context.authCookies.sessionToken.attributes.secure ?? false,
    secret: context.secret,
    secretConfig: context.secretConfig,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  };
}

interface TokenKeys {
  keys: JSONWebKeySet;
  verify: ReturnType<typeof createLocalJWKSet>;
}

/** What our session and sign-in code reads of one Better Auth instance, read once and kept. */
export interface AuthState {
  settings(): Promise<AuthSettings>;
  /**
   * The keys API tokens are signed with. They change rarely (no rotation configured); a token with
   * an unknown key id asks for them again (`reload`).
   */
  tokenKeys(reload: boolean): Promise<TokenKeys>;
}

export function createAuthState(auth: Auth): AuthState {
  let settings: Promise<AuthSettings> | undefined;
  let tokenKeys: TokenKeys | undefined;
  return {
    settings() {
      // a failed read is tried again by the next request
      settings ??= authSettingsOf(auth).catch((error: unknown) => {
        settings = undefined;
        throw error;
      });
      return settings;
    },
    async tokenKeys(reload) {
      if (tokenKeys && !reload) return tokenKeys;
      const keys = (await auth.api.getJwks()) as JSONWebKeySet;
      tokenKeys = { keys, verify: createLocalJWKSet(keys) };
      return tokenKeys;
    },
  };
}

/** A cookie value signed as Better Auth signs it: `value.base64(HMAC-SHA256(secret, value))`. */
export function signedValue(value: string, secret: string): string {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;
}

/** The value of a cookie signed as Better Auth signs it (see `signedValue`), or null. */
export function verifiedValue(cookie: string | undefined, secret: string): string | null {
  const dot = cookie?.lastIndexOf('.') ?? -1;
  if (!cookie || dot < 1) return null;
  const value = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/**
 * The session cookie's user, checked the quick way. Better Auth's own check costs two queries and
 * about 2 ms of CPU (a WebCrypto key import and round trip through the thread pool, its endpoint
 * machinery), which every signed-in request would pay; this is one query and an HMAC. A session
 * due for its daily extension goes through Better Auth, which extends it; otherwise the answer is
 * the one Better Auth would give: no user for a missing, forged, revoked or expired session.
 */
async function userFromSessionCookie(c: Context<AppEnv>): Promise<SessionUser | null> {
  const settings = await c.var.deps.authState.settings();
  const token = await sessionTokenOf(c);
  if (!token) return null;
  const [row] = await c.var.deps.sessionStatement.execute({ token });
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now) return null;
  const { expiresAt, ...user } = row;
  if (expiresAt.getTime() - settings.expiresInMs + settings.updateAgeMs <= now) {
    return (await extendedByBetterAuth(c)) ? user : null;
  }
  return user;
}

/** The session token of the request's session cookie (signature checked), or null. */
export async function sessionTokenOf(c: Context<AppEnv>): Promise<string | null> {
  const settings = await c.var.deps.authState.settings();
  return verifiedValue(getCookie(c, settings.sessionCookieName), settings.secret);
}

/**
 * A short-lived API token (the jwt plugin's `/api/auth/token`), checked against our own JWKS, whose
 * session is still there: signing out, a password reset or deleting the account ends the token with
 * its session. One lookup by primary key, which also reads the user's current name and e-mail.
 */
async function userFromJwt(c: Context<AppEnv>, token: string): Promise<SessionUser | null> {
  const { authState, publicUrl, db } = c.var.deps;
  const verifyWith = async (reload: boolean) => {
    const { verify } = await authState.tokenKeys(reload);
    const { payload } = await jwtVerify(token, verify, { issuer: publicUrl, audience: publicUrl });
    return payload;
  };
  let payload;
  try {
    payload = await verifyWith(false);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') return null;
    try {
      payload = await verifyWith(true);
    } catch {
      return null;
    }
  }
  const { sub, [SESSION_CLAIM]: sessionId } = payload;
  // session ids are UUIDs; anything else would be a query error, not a missing session
  if (typeof sub !== 'string' || typeof sessionId !== 'string' || !isUuid(sessionId)) return null;
  const [row] = await db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)));
  return row && row.id === sub ? row : null;
}

/** Refuses anonymous requests with 401; after it, `c.var.user` is set. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await currentUser(c))) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
  await next();
});

/** The user a `requireUser` route runs for. */
export function userOf(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
  return user;
}

/**
 * Refuses (403) a signed-in user whose e-mail is not verified yet: posting jobs, publishing
 * services or programs needs it (spec §7). Use after `requireUser`.
 */
export const requireVerifiedEmail = createMiddleware<AppEnv>(async (c, next) => {
  const user = userOf(c);
  const [row] = await c.var.deps.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, user.id));
  if (!row?.verified) throw new AppError('FORBIDDEN', 'security.errors.emailNotVerified');
  await next();
});
