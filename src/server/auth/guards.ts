import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '#server/db/client.ts';
import { userRoles } from '#server/db/schema/roles.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppEnv } from '#server/lib/http.ts';
import type { Role } from '#contract/roles.ts';
import { userOf } from './session.ts';

// Guards a route declares in its createRoute({ middleware: [...] }), next to what they guard.
// requireUser and requireVerifiedEmail live in session.ts, with the session they read.

/** Whether the user holds `role` (one account may hold several). */
export async function holdsRole(db: Db, userId: string, role: Role): Promise<boolean> {
  const [held] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  return held !== undefined;
}

/**
 * Refuses anyone who does not hold `role` with `refusal`: each feature words it its own way
 * (jobsApi.companyRoleRequired, services.professionalOnly…). Services call it next to their queries.
 */
export async function assertRole(db: Db, userId: string, role: Role, refusal: () => AppError): Promise<void> {
  if (!(await holdsRole(db, userId, role))) throw refusal();
}

/** Refuses (403 by default) a signed-in user without `role`. Use after `requireUser`. */
export function requireRole(role: Role, refusal = () => new AppError('FORBIDDEN', 'errors.forbidden')) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await assertRole(c.var.deps.db, userOf(c).id, role, refusal);
    await next();
  });
}
