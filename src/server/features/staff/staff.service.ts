import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { staffMembers } from '#server/db/schema/trust.ts';
import type { SessionUser } from '#server/lib/http.ts';
import type { StaffMe } from '#contract/staff.ts';

/** Who the signed-in staff member is, whether their two-factor sign-in is on, and whether this session passed it. */
export async function getStaffMe(db: Db, user: SessionUser): Promise<StaffMe> {
  const [row] = await db
    .select({ email: users.email, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, user.id));
  return {
    email: row?.email ?? '',
    twoFactorEnabled: row?.twoFactorEnabled ?? false,
    secondFactorPassed: user.secondFactor,
  };
}

export type StaffChange = { ok: true; email: string } | { ok: false; reason: 'unknown-email' };

async function userIdOf(db: Db, email: string): Promise<string | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user?.id;
}

/** Makes the account with `email` staff (`npm run staff -- add`); granting twice changes nothing. */
export async function grantStaff(db: Db, email: string): Promise<StaffChange & { already?: boolean }> {
  const userId = await userIdOf(db, email);
  if (!userId) return { ok: false, reason: 'unknown-email' };
  const rows = await db.insert(staffMembers).values({ userId }).onConflictDoNothing().returning();
  return { ok: true, email: email.trim().toLowerCase(), already: rows.length === 0 };
}

/** Takes staff away from the account with `email` (`npm run staff -- remove`). */
export async function revokeStaff(db: Db, email: string): Promise<StaffChange & { wasStaff?: boolean }> {
  const userId = await userIdOf(db, email);
  if (!userId) return { ok: false, reason: 'unknown-email' };
  const rows = await db.delete(staffMembers).where(eq(staffMembers.userId, userId)).returning();
  return { ok: true, email: email.trim().toLowerCase(), wasStaff: rows.length > 0 };
}

/** Every staff member, oldest grant first (`npm run staff -- list`). */
export async function listStaff(
  db: Db,
): Promise<{ email: string; name: string; twoFactorEnabled: boolean; grantedAt: Date }[]> {
  return db
    .select({
      email: users.email,
      name: users.name,
      twoFactorEnabled: users.twoFactorEnabled,
      grantedAt: staffMembers.grantedAt,
    })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(staffMembers.grantedAt);
}
