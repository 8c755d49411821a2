import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accounts, sessions, users } from '#server/db/schema/auth.ts';
import { AppError } from '#server/lib/app-error.ts';
import { canonicalAddress, USER_AGENT_MAX } from '#server/lib/client-address.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { publishSessionsEnded } from '#server/lib/notify.ts';
import type { SecurityOverview } from '#contract/security.ts';

/** The account's security state: verification, two-factor, linked methods and live sessions. */
export async function securityOverview(
  db: Db,
  userId: string,
  currentSessionId: string,
  available: SecurityOverview['available'],
): Promise<SecurityOverview> {
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
  const [methods, live] = await Promise.all([
    db
      .select({ id: accounts.id, providerId: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .orderBy(accounts.createdAt),
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.updatedAt))
      .limit(50),
  ]);
  return {
    ...user,
    methods: methods.map((method) => ({
      id: method.id,
      providerId: method.providerId,
      linkedAt: method.createdAt.toISOString(),
    })),
    available,
    sessions: live
      .map((session) => ({
        id: session.id,
        // rows written before addresses and agents were ours to record may hold anything
        userAgent: session.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        ipAddress: session.ipAddress ? canonicalAddress(session.ipAddress) : null,
        createdAt: session.createdAt.toISOString(),
        lastUsedAt: session.updatedAt.toISOString(),
        current: session.id === currentSessionId,
      }))
      // the current device first
      .sort((a, b) => Number(b.current) - Number(a.current)),
  };
}

/** Ends one of the user's own sessions, and its event streams; someone else's is "not found". */
export async function revokeSession(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  userId: string,
  sessionId: string,
): Promise<void> {
  const deleted = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'security.errors.sessionNotFound');
  await publishSessionsEnded(deps, { userId, sessionIds: [sessionId] });
}
