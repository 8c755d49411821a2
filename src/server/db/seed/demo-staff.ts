import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { accounts, users } from '#server/db/schema/auth.ts';
import { staffMembers } from '#server/db/schema/trust.ts';
import { DEMO_STAFF } from './demo-accounts.ts';

/** Adds the demo staff member (README), as `npm run staff -- add` would after their sign-up. */
export async function seedDemoStaff(db: Db, passwordHash: string, now: Date): Promise<void> {
  const id = randomUUID();
  await db.insert(users).values({
    id,
    name: DEMO_STAFF.fullName,
    email: DEMO_STAFF.email,
    emailVerified: true,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(accounts).values({
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(staffMembers).values({ userId: id, grantedAt: now });
}
