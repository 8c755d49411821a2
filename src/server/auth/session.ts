import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/auth.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppEnv, SessionUser } from '#server/lib/http.ts';
import type { Auth } from './auth.ts';

/** The signed-in user of this request, or null: from the session cookie or an `Authorization: Bearer` JWT. */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  if (c.var.user !== undefined) return c.var.user;
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  let user: SessionUser | null;
  if (bearer) {
    user = await userFromJwt(c.var.deps.auth, bearer, c.var.deps.publicUrl);
  } else {
    const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
    user = session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null;
  }
  c.set('user', user);
  return user;
}

// The signing keys change rarely (no rotation configured); a token with an unknown key id reloads them.
const keySets = new WeakMap<Auth, { keys: JSONWebKeySet; verify: ReturnType<typeof createLocalJWKSet> }>();

async function loadKeys(auth: Auth, reload: boolean) {
  const cached = keySets.get(auth);
  if (cached && !reload) return cached;
  const keys = (await auth.api.getJwks()) as JSONWebKeySet;
  const entry = { keys, verify: createLocalJWKSet(keys) };
  keySets.set(auth, entry);
  return entry;
}

/** A short-lived API token (the jwt plugin's `/api/auth/token`), checked against our own JWKS. */
async function userFromJwt(auth: Auth, token: string, publicUrl: string): Promise<SessionUser | null> {
  const verifyWith = async (reload: boolean) => {
    const { verify } = await loadKeys(auth, reload);
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
  const { sub, email, name } = payload;
  if (typeof sub !== 'string' || typeof email !== 'string') return null;
  return { id: sub, email, name: typeof name === 'string' ? name : '' };
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
