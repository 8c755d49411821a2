import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/auth.ts';

/** What the session queries read of a session and its user (one join, no extra query). */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  sessionId: sessions.id,
  // a session that passed the second factor counts only while the account keeps it on
  secondFactor: sql<boolean>`(${sessions.twoFactorVerified} and ${users.twoFactorEnabled})`,
};

/**
 * The session cookie's lookup, prepared once per app (createDeps): every signed-in request runs
 * it, and building it with Drizzle cost about as much event-loop time as running it.
 */
export function prepareSessionStatement(db: Db) {
  return db
    .select({ ...sessionUserColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_user');
}

export type SessionStatement = ReturnType<typeof prepareSessionStatement>;
