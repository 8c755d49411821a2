import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { AppError } from '#server/lib/app-error.ts';
import type { AppEnv, SessionUser } from '#server/lib/http.ts';

/** The signed-in user of this request, or null; read once per request from the session cookie. */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  if (c.var.user !== undefined) return c.var.user;
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  const user = session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null;
  c.set('user', user);
  return user;
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
