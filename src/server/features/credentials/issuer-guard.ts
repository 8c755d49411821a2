import { createMiddleware } from 'hono/factory';
import { holdsRole } from '#server/auth/guards.ts';
import { userOf } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppEnv } from '#server/lib/http.ts';

// Who issues credentials: institutions for their programs (decision 048) and professionals for
// their training services (decision 055).

/** Refuses (403) anyone who holds neither the institution nor the professional role. */
export async function assertIssuer(db: Db, userId: string): Promise<void> {
  if ((await holdsRole(db, userId, 'institution')) || (await holdsRole(db, userId, 'professional'))) return;
  throw new AppError('FORBIDDEN', 'errors.forbidden');
}

/** `assertIssuer` as a route guard. Use after `requireUser`. */
export const requireIssuer = createMiddleware<AppEnv>(async (c, next) => {
  await assertIssuer(c.var.deps.db, userOf(c).id);
  await next();
});
