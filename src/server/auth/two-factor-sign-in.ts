import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { generateRandomString, symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accounts, sessions, twoFactors, users, verifications } from '#server/db/schema/auth.ts';
import { AppError } from '#server/lib/app-error.ts';
import { clientAddress, userAgentOf } from '#server/lib/client-address.ts';
import type { AppEnv } from '#server/lib/http.ts';
import { verifyPassword } from './password.ts';
import { authSettingsOf, signedValue, verifiedValue, type AuthSettings } from './session.ts';

// Better Auth's two-factor rules: 5 codes per pending sign-in; 10 wrong codes in a row lock the
// account's second factor for 15 minutes.
const CODES_PER_SIGN_IN = 5;
const FAILURES_BEFORE_LOCK = 10;
const LOCK = sql`interval '15 minutes'`;
/** How long a pending sign-in waits for its code (Better Auth's default). */
const PENDING_MS = 10 * 60_000;

// Better Auth's two-factor sign-in costs 21 queries over its two steps (its password step writes
// a session and deletes it again; its code step reads and deletes row by row), which made the
// two-step sign-in twice as slow as a plain one. These two functions do the same in four
// statements, on Better Auth's own model: the signed `two_factor` cookie naming a `2fa-…`
// verification row and its attempt counter, the same limits, a session row and a signed cookie
// as Better Auth writes them. What they do not handle they leave to Better Auth (they answer
// null): any account without two-factor, a trusted device, "don't remember me", a signed-in user
// confirming the setup.

const { placeholder } = sql;

/**
 * The statements of both steps, built once per database and then run with their values: building a
 * query with Drizzle cost as much event-loop time as running it on the embedded database.
 */
function prepareStatements(db: Db) {
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
  const pending = db
    .with(attempt)
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
      lockedUntil: twoFactors.lockedUntil,
      attempt: attempt.count,
    })
    .from(verifications)
    .innerJoin(users, sql`${users.id}::text = ${verifications.value}`)
    .innerJoin(twoFactors, and(eq(twoFactors.userId, users.id), eq(twoFactors.verified, true)))
    .leftJoin(attempt, sql`true`)
    .where(and(eq(verifications.identifier, placeholder('challenge')), gt(verifications.expiresAt, sql`now()`)))
    .prepare('two_factor_pending');

  const dropPending = db
    .delete(verifications)
    .where(inArray(verifications.identifier, [placeholder('challenge'), placeholder('attemptsOf')]))
    .prepare('two_factor_drop');

  // an expired lock starts the count again, as Better Auth's does
  const count = sql`case when ${twoFactors.lockedUntil} <= now() then 0 else ${twoFactors.failedVerificationCount} end + 1`;
  const countFailure = db
    .update(twoFactors)
    .set({
      failedVerificationCount: count,
      lockedUntil: sql`case when ${count} >= ${FAILURES_BEFORE_LOCK} then now() + ${LOCK} when ${twoFactors.lockedUntil} <= now() then null else ${twoFactors.lockedUntil} end`,
    })
    .where(eq(twoFactors.id, placeholder('factorId')))
    .prepare('two_factor_failure');

  // One statement: the pending sign-in is used up (a second request with the same cookie finds
  // nothing, so one challenge makes one session), the failure count cleared, the session written.
  const consumed = db.$with('consumed').as(
    db
      .delete(verifications)
      .where(inArray(verifications.identifier, [placeholder('challenge'), placeholder('attemptsOf')]))
      .returning({ identifier: verifications.identifier, value: verifications.value }),
  );
  const cleared = db.$with('cleared').as(
    db
      .update(twoFactors)
      .set({ failedVerificationCount: 0, lockedUntil: null })
      .where(
        and(
          eq(twoFactors.id, placeholder('factorId')),
          sql`exists (select 1 from ${consumed} where ${consumed.identifier} = ${placeholder('challenge')})`,
        ),
      )
      .returning({ id: twoFactors.id }),
  );
  const signIn = db
    .with(consumed, cleared)
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

  return { account, startPending, pending, dropPending, countFailure, signIn };
}

const statements = new WeakMap<Db, ReturnType<typeof prepareStatements>>();

function statementsOf(db: Db) {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = prepareStatements(db);
    statements.set(db, prepared);
  }
  return prepared;
}

/**
 * The password step of a two-factor account: checks the password and starts a pending sign-in
 * instead of a session. One query more than Better Auth's for an account without two-factor.
 */
export async function startTwoFactorSignIn(
  c: Context<AppEnv>,
  input: { email: string; password: string; rememberMe?: unknown },
): Promise<Response | null> {
  const { db, auth } = c.var.deps;
  const settings = await authSettingsOf(auth);
  if (input.rememberMe === false || getCookie(c, settings.trustDeviceCookieName)) return null;
  const statements = statementsOf(db);
  const [account] = await statements.account.execute({ email: input.email.toLowerCase() });
  if (!account?.hash) return null;
  if (!(await verifyPassword({ hash: account.hash, password: input.password }))) {
    throw new AppError('INVALID_CREDENTIALS', 'toast.invalidCredentials');
  }
  const challenge = `2fa-${generateRandomString(20)}`;
  await statements.startPending.execute({
    challenge,
    attemptsOf: `2fa-attempts-${challenge}`,
    userId: account.userId,
    expiresAt: new Date(Date.now() + PENDING_MS),
  });
  // a browser signed in before holds that session's cookies no longer
  for (const name of [settings.sessionCookieName, settings.sessionDataCookieName]) expire(c, name, settings);
  setCookie(c, settings.twoFactorCookieName, signedValue(challenge, settings.secret), {
    ...cookieOptions(settings),
    maxAge: PENDING_MS / 1000,
  });
  return c.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
}

/** The code step: an authenticator code for a pending sign-in becomes a session. */
export async function finishTwoFactorSignIn(
  c: Context<AppEnv>,
  body: Record<string, unknown>,
): Promise<Response | null> {
  const { db, auth } = c.var.deps;
  const settings = await authSettingsOf(auth);
  const code = body.code;
  if (typeof code !== 'string' || body.trustDevice === true) return null;
  if (getCookie(c, settings.sessionCookieName) || getCookie(c, settings.dontRememberCookieName)) return null;
  const challenge = verifiedValue(getCookie(c, settings.twoFactorCookieName), settings.secret);
  if (!challenge) return null;
  const names = { challenge, attemptsOf: `2fa-attempts-${challenge}` };
  const statements = statementsOf(db);

  const [pending] = await statements.pending.execute(names);
  if (!pending) throw new AppError('UNAUTHORIZED', 'security.errors.codeExpired');
  if (pending.lockedUntil && pending.lockedUntil.getTime() > Date.now()) {
    throw new AppError('RATE_LIMITED', 'toast.tooManyAttempts');
  }
  if (pending.attempt === null) {
    // this pending sign-in has had its codes: the password is asked again
    await statements.dropPending.execute(names);
    expire(c, settings.twoFactorCookieName, settings);
    throw new AppError('RATE_LIMITED', 'toast.tooManyAttempts');
  }

  if (!(await codeMatches(code, pending.secret, settings.secretConfig))) {
    await statements.countFailure.execute({ factorId: pending.factorId });
    throw new AppError('VALIDATION_ERROR', 'security.errors.codeInvalid');
  }

  const [session] = await statements.signIn.execute({
    ...names,
    factorId: pending.factorId,
    userId: pending.user.id,
    token: generateRandomString(32, 'a-z', 'A-Z', '0-9'),
    expiresAt: new Date(Date.now() + settings.expiresInMs).toISOString(),
    ipAddress: clientIp(c),
    userAgent: userAgentOf(c),
  });
  if (!session) throw new AppError('UNAUTHORIZED', 'security.errors.codeExpired');

  setCookie(c, settings.sessionCookieName, signedValue(session.token, settings.secret), {
    ...cookieOptions(settings),
    maxAge: settings.expiresInMs / 1000,
  });
  expire(c, settings.twoFactorCookieName, settings);
  return c.json({ token: session.token, user: pending.user });
}

/** Better Auth's cookie attributes: httpOnly, SameSite=Lax, path /, Secure over HTTPS. */
function cookieOptions(settings: AuthSettings) {
  return { path: '/', httpOnly: true, secure: settings.secureCookies, sameSite: 'Lax' } as const;
}

function expire(c: Context<AppEnv>, name: string, settings: AuthSettings) {
  deleteCookie(c, name, cookieOptions(settings));
}

/** RFC 6238 as Better Auth checks it: 6 digits, 30-second steps, one step either side. */
async function codeMatches(code: string, encryptedSecret: string, key: Parameters<typeof symmetricDecrypt>[0]['key']) {
  // the key is the secret's UTF-8 bytes (Better Auth's own secrets; Sipalu imports none)
  const secret = await symmetricDecrypt({ key, data: encryptedSecret });
  const given = Buffer.from(code.padEnd(6).slice(0, 6));
  const step = Math.floor(Date.now() / 30_000);
  let matched = false;
  for (let offset = -1; offset <= 1; offset++) {
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(step + offset));
    const digest = createHmac('sha1', secret).update(counter).digest();
    const at = digest[digest.length - 1]! & 0x0f;
    const expected = String((digest.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, '0');
    // every step is compared, so the time taken does not tell which one matched
    matched = timingSafeEqual(given, Buffer.from(expected)) || matched;
  }
  return matched && code.length === 6;
}

/** The address recorded with a session, as for Better Auth's own: the client's, when it is one. */
function clientIp(c: Context<AppEnv>): string {
  const address = clientAddress(c);
  return isIP(address) ? address : '';
}
