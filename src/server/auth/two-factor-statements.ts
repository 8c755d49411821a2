import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accounts, sessions, twoFactors, users, verifications } from '#server/db/schema/auth.ts';

// Better Auth's two-factor rules: 5 codes per pending sign-in; 10 wrong codes in a row lock the
// account's second factor for 15 minutes.
const CODES_PER_SIGN_IN = 5;
const FAILURES_BEFORE_LOCK = 10;
const LOCK = sql`interval '15 minutes'`;

// The four statements of the two-factor sign-in (two-factor-sign-in.ts says why they are ours).

const { placeholder } = sql;

/**
 * The statements of both steps, built once per app (createDeps) and then run with their values:
 * building a query with Drizzle cost as much event-loop time as running it on the embedded database.
 */
export function prepareTwoFactorStatements(db: Db) {
  // the account's password step: an account with a password and a confirmed authenticator
  const account = db
    .select({ userId: users.id, hash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .innerJoin(twoFactors, and(eq(twoFactors.userId, users.id), eq(twoFactors.verified, true)))
    .where(and(eq(users.email, placeholder('email')), eq(users.twoFactorEnabled, true)))
    .prepare('two_factor_account');

  // the pending sign-in and its attempt counter, as Better Auth writes them
  const startPending = db
    .insert(verifications)
    .values([
      { identifier: placeholder('challenge'), value: placeholder('userId'), expiresAt: placeholder('expiresAt') },
      { identifier: placeholder('attemptsOf'), value: '0', expiresAt: placeholder('expiresAt') },
    ])
    .prepare('two_factor_start');

  // counting the attempt before checking the code: parallel guesses each use one up
  const attempt = db.$with('attempt').as(
    db
      .update(verifications)
      .set({ value: sql`(${verifications.value}::int + 1)::text`, updatedAt: sql`now()` })
      .where(
        and(
          eq(verifications.identifier, placeholder('attemptsOf')),
          gt(verifications.expiresAt, sql`now()`),
          sql`case when ${verifications.value} ~ '^[0-9]+$' then ${verifications.value}::int else ${CODES_PER_SIGN_IN} end < ${CODES_PER_SIGN_IN}`,
        ),
      )
      .returning({ count: verifications.value }),
  );
  // The account's count, taken before the code is checked and in the statement that decides whether
  // it may be: however many processes guess at once, 10 codes are checked before the lock. A right
  // code clears it again (signIn).
  const lockExpired = sql`${twoFactors.lockedUntil} <= now()`;
  // an expired lock starts the count again, as Better Auth's does
  const failures = sql`case when ${lockExpired} then 0 else ${twoFactors.failedVerificationCount} end + 1`;
  const counted = db.$with('counted').as(
    db
      .update(twoFactors)
      .set({
        failedVerificationCount: failures,
        lockedUntil: sql`case when ${failures} >= ${FAILURES_BEFORE_LOCK} then now() + ${LOCK} end`,
      })
      .where(
        and(
          sql`${twoFactors.userId} = (select ${verifications.value}::uuid from ${verifications} where ${verifications.identifier} = ${placeholder('challenge')} and ${verifications.expiresAt} > now())`,
          eq(twoFactors.verified, true),
          or(isNull(twoFactors.lockedUntil), lockExpired),
          // a pending sign-in out of codes checks none
          sql`exists (select 1 from ${attempt})`,
        ),
      )
      .returning({ id: twoFactors.id }),
  );
  const pending = db
    .with(attempt, counted)
    .select({
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        image: users.image,
        twoFactorEnabled: users.twoFactorEnabled,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      },
      factorId: twoFactors.id,
      secret: twoFactors.secret,
      lastUsedStep: twoFactors.lastUsedStep,
      attempt: attempt.count,
      counted: counted.id,
    })
    .from(verifications)
    .innerJoin(users, sql`${users.id}::text = ${verifications.value}`)
    .innerJoin(twoFactors, and(eq(twoFactors.userId, users.id), eq(twoFactors.verified, true)))
    .leftJoin(attempt, sql`true`)
    .leftJoin(counted, sql`true`)
    .where(and(eq(verifications.identifier, placeholder('challenge')), gt(verifications.expiresAt, sql`now()`)))
    .prepare('two_factor_pending');

  const dropPending = db
    .delete(verifications)
    .where(inArray(verifications.identifier, [placeholder('challenge'), placeholder('attemptsOf')]))
    .prepare('two_factor_drop');

  // One statement: the code's time step is recorded only if it is later than the last one accepted
  // (a code signs in once, even sent twice at once through two processes) and the count cleared;
  // only then the pending sign-in is used up (one challenge makes one session) and the session written.
  const stepped = db.$with('stepped').as(
    db
      .update(twoFactors)
      .set({ lastUsedStep: sql`${placeholder('step')}::int`, failedVerificationCount: 0, lockedUntil: null })
      .where(
        and(
          eq(twoFactors.id, placeholder('factorId')),
          or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, sql`${placeholder('step')}::int`)),
        ),
      )
      .returning({ id: twoFactors.id }),
  );
  const consumed = db.$with('consumed').as(
    db
      .delete(verifications)
      .where(
        and(
          inArray(verifications.identifier, [placeholder('challenge'), placeholder('attemptsOf')]),
          sql`exists (select 1 from ${stepped})`,
        ),
      )
      .returning({ identifier: verifications.identifier, value: verifications.value }),
  );
  const signIn = db
    .with(stepped, consumed)
    .insert(sessions)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          expiresAt: sql`${placeholder('expiresAt')}::timestamptz`.as('expires_at'),
          token: sql`${placeholder('token')}`.as('token'),
          createdAt: sql`now()`.as('created_at'),
          updatedAt: sql`now()`.as('updated_at'),
          ipAddress: sql`${placeholder('ipAddress')}`.as('ip_address'),
          userAgent: sql`${placeholder('userAgent')}`.as('user_agent'),
          userId: sql`${placeholder('userId')}::uuid`.as('user_id'),
          // the code was checked: this session passed the second factor
          twoFactorVerified: sql`true`.as('two_factor_verified'),
        })
        .from(consumed)
        .where(
          and(
            sql`${consumed.identifier} = ${placeholder('challenge')}`,
            sql`${consumed.value} = ${placeholder('userId')}`,
          ),
        ),
    )
    .returning({ token: sessions.token })
    .prepare('two_factor_sign_in');

  return { account, startPending, pending, dropPending, signIn };
}

export type TwoFactorStatements = ReturnType<typeof prepareTwoFactorStatements>;
