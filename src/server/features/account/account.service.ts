import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { activeSessions, userRoles } from '#server/db/schema/roles.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { assertRole, isStaff } from '#server/auth/guards.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { SessionUser } from '#server/lib/http.ts';
import { ROLES, type Role } from '#contract/roles.ts';
import type { Me } from '#contract/api.ts';

/** Roles added after the first that go straight to their dashboard. */
const ROLES_WITHOUT_SETUP: ReadonlySet<Role> = new Set(['student', 'company']);

/** The signed-in account with its roles, active role and profile summary. */
export async function getMe(db: Db, user: SessionUser): Promise<Me> {
  const [roleRows, active, profile, account, staff] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id)),
    db.select({ role: activeSessions.activeRole }).from(activeSessions).where(eq(activeSessions.userId, user.id)),
    db
      .select({
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
        profileComplete: profiles.profileComplete,
      })
      .from(profiles)
      .where(eq(profiles.id, user.id)),
    // read here, not from the session: an API token carries no verification state
    db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, user.id)),
    isStaff(db, user.id),
  ]);
  const held = new Set(roleRows.map((row) => row.role));
  return {
    user: { id: user.id, email: user.email, name: user.name, emailVerified: account[0]?.emailVerified ?? false },
    // in the spec's order, whatever order they were added in
    roles: ROLES.filter((role) => held.has(role)),
    activeRole: active[0]?.role ?? null,
    profile: profile[0] ?? { fullName: user.name || null, avatarUrl: null, profileComplete: false },
    isStaff: staff,
  };
}

/**
 * Adds a role the user does not hold yet and makes it the active one (409 when already held).
 * The first role starts onboarding (profile setup). A later student or company role needs no
 * setup of its own, so it marks the profile complete (spec §4 Adding a role).
 */
export async function addRole(db: Db, userId: string, role: Role): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const held = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
      await tx.insert(userRoles).values({ userId, role });
      await tx
        .insert(activeSessions)
        .values({ userId, activeRole: role })
        .onConflictDoUpdate({ target: activeSessions.userId, set: { activeRole: role, updatedAt: new Date() } });
      if (held.length > 0 && ROLES_WITHOUT_SETUP.has(role)) {
        await tx.update(profiles).set({ profileComplete: true }).where(eq(profiles.id, userId));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ROLE_ALREADY_HELD', 'errors.roleAlreadyHeld');
    throw error;
  }
}

/** set_active_role: switches to a role the user holds (403 otherwise). */
export async function setActiveRole(db: Db, userId: string, role: Role): Promise<void> {
  await assertRole(db, userId, role, () => new AppError('ROLE_NOT_HELD', 'errors.roleNotHeld'));
  await db
    .insert(activeSessions)
    .values({ userId, activeRole: role })
    .onConflictDoUpdate({ target: activeSessions.userId, set: { activeRole: role, updatedAt: new Date() } });
}
