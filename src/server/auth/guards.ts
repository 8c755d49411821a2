import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '#server/db/client.ts';
import { userRoles } from '#server/db/schema/roles.ts';
import { staffMembers } from '#server/db/schema/trust.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppEnv, SessionUser } from '#server/lib/http.ts';
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

/**
 * Whether the user is staff (granted only by `npm run staff`). It grants nothing by itself (`/api/me`
 * reads it for the menus): staff powers go through `requireStaff` or `actsAsStaff`, which also ask
 * for the second factor.
 */
export async function isStaff(db: Db, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(eq(staffMembers.userId, userId));
  return member !== undefined;
}

/**
 * Whether this request may use staff powers: staff, signed in with the second factor. For a route
 * that also serves others (an owner reading their own document); staff-only routes use `requireStaff`.
 */
export async function actsAsStaff(db: Db, user: SessionUser): Promise<boolean> {
  return user.secondFactor && (await isStaff(db, user.id));
}

/**
 * Refuses everyone but staff with 403, and staff too unless this session passed the second factor
 * (decision 038): a console that can suspend accounts is not guarded by a password alone, and an
 * account's two-factor sign-in says nothing of a session signed in before it was on. `GET /staff/me`
 * is the one staff route without the second check, so the console can ask for it. Use after `requireUser`.
 */
export function requireStaff({ twoFactor = true }: { twoFactor?: boolean } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = userOf(c);
    if (!(await isStaff(c.var.deps.db, user.id))) throw new AppError('FORBIDDEN', 'errors.forbidden');
    if (twoFactor && !user.secondFactor) throw new AppError('FORBIDDEN', 'staff.errors.twoFactorRequired');
    await next();
  });
}
