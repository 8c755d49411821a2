import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { generateRandomString, symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
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
/** Better Auth's session for "don't remember me" (its cookie ends with the browser). */
const DONT_REMEMBER_MS = 24 * 60 * 60_000;
/** How long "trust this device" spares the code (Better Auth's default). */
const TRUSTED_DEVICE_MS = 30 * 24 * 60 * 60_000;
/** RFC 6238 as authenticator apps use it: 6 digits, 30-second steps. */
const CODE_FORMAT = /^[0-9]{6}$/;
const STEP_MS = 30_000;

// Better Auth's two-factor sign-in costs 21 queries over its two steps (its password step writes
// a session and deletes it again; its code step reads and deletes row by row), which made the
// two-step sign-in twice as slow as a plain one. These functions do the same in four statements,
// on Better Auth's own model: the signed `two_factor` cookie naming a `2fa-…` verification row and
// its attempt counter, the same limits, a session row and signed cookies as Better Auth writes
// them. The password step leaves to Better Auth (answers null) any account without two-factor, a
// trusted device and "don't remember me". Every code step of a sign-in is ours: Better Auth's
// checks neither a code's reuse nor its lock in one statement. Better Auth only confirms a
// signed-in user's setup, after `acceptSetupCode`.

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

/**
 * The code step of every sign-in: an authenticator code for a pending sign-in becomes a session.
 * Each code checked counts toward the account's lock before it is checked, a malformed one too; a
 * code is accepted once (its time step must be later than the last accepted one).
 */
export async function finishTwoFactorSignIn(c: Context<AppEnv>, body: Record<string, unknown>): Promise<Response> {
  const { db, auth } = c.var.deps;
  const settings = await authSettingsOf(auth);
  const challenge = verifiedValue(getCookie(c, settings.twoFactorCookieName), settings.secret);
  if (!challenge) throw new AppError('UNAUTHORIZED', 'security.errors.codeExpired');
  const names = { challenge, attemptsOf: `2fa-attempts-${challenge}` };
  const statements = statementsOf(db);

  const [pending] = await statements.pending.execute(names);
  if (!pending) throw new AppError('UNAUTHORIZED', 'security.errors.codeExpired');
  if (pending.attempt === null) {
    // this pending sign-in has had its codes: the password is asked again
    await statements.dropPending.execute(names);
    expire(c, settings.twoFactorCookieName, settings);
    throw new AppError('RATE_LIMITED', 'toast.tooManyAttempts');
  }
  if (pending.counted === null) throw new AppError('RATE_LIMITED', 'toast.tooManyAttempts');

  // from here on, every refusal has been counted
  const step = await acceptedStep(body.code, pending.secret, pending.lastUsedStep, settings);
  const dontRemember = verifiedValue(getCookie(c, settings.dontRememberCookieName), settings.secret) !== null;
  const [session] = await statements.signIn.execute({
    ...names,
    factorId: pending.factorId,
    step,
    userId: pending.user.id,
    token: generateRandomString(32, 'a-z', 'A-Z', '0-9'),
    expiresAt: new Date(Date.now() + (dontRemember ? DONT_REMEMBER_MS : settings.expiresInMs)).toISOString(),
    ipAddress: clientIp(c),
    userAgent: userAgentOf(c),
  });
  if (!session) {
    // another request, at the same moment, used this code (the pending sign-in is left) or this pending sign-in
    const [left] = await db
      .select({ id: verifications.id })
      .from(verifications)
      .where(eq(verifications.identifier, challenge));
    if (left) throw new AppError('VALIDATION_ERROR', 'security.errors.codeUsed');
    throw new AppError('UNAUTHORIZED', 'security.errors.codeExpired');
  }

  // "don't remember me": a cookie that ends with the browser (its own cookie stays, as Better Auth keeps it)
  setCookie(c, settings.sessionCookieName, signedValue(session.token, settings.secret), {
    ...cookieOptions(settings),
    ...(dontRemember ? {} : { maxAge: settings.expiresInMs / 1000 }),
  });
  expire(c, settings.twoFactorCookieName, settings);
  if (body.trustDevice === true) await trustDevice(c, settings, pending.user.id);
  return c.json({ token: session.token, user: pending.user });
}

/**
 * A signed-in user's code confirming the two-factor setup, checked and its step recorded before
 * Better Auth turns two-factor on, so the code cannot sign in afterwards. Throws if refused.
 */
export async function acceptSetupCode(c: Context<AppEnv>, userId: string, code: unknown): Promise<void> {
  const { db, auth } = c.var.deps;
  const [factor] = await db
    .select({ id: twoFactors.id, secret: twoFactors.secret, lastUsedStep: twoFactors.lastUsedStep })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  // nothing being set up: Better Auth answers
  if (!factor) return;
  const step = await acceptedStep(code, factor.secret, factor.lastUsedStep, await authSettingsOf(auth));
  const [recorded] = await db
    .update(twoFactors)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactors.id, factor.id), or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step))))
    .returning({ id: twoFactors.id });
  if (!recorded) throw new AppError('VALIDATION_ERROR', 'security.errors.codeUsed');
}

/**
 * The request's headers without the pending sign-in's cookie: what Better Auth's verify-totp gets,
 * so that it can confirm a setup but never complete a sign-in.
 */
export async function withoutPendingSignIn(c: Context<AppEnv>): Promise<Headers> {
  const { twoFactorCookieName } = await authSettingsOf(c.var.deps.auth);
  const headers = new Headers(c.req.raw.headers);
  const kept = (headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && pair.slice(0, pair.indexOf('=')) !== twoFactorCookieName);
  headers.set('cookie', kept.join('; '));
  return headers;
}

/** Better Auth's cookie attributes: httpOnly, SameSite=Lax, path /, Secure over HTTPS. */
function cookieOptions(settings: AuthSettings) {
  return { path: '/', httpOnly: true, secure: settings.secureCookies, sameSite: 'Lax' } as const;
}

function expire(c: Context<AppEnv>, name: string, settings: AuthSettings) {
  deleteCookie(c, name, cookieOptions(settings));
}

/**
 * "Trust this device", written as Better Auth's two-factor plugin writes it (and reads it at the
 * next sign-in, which then skips the code): a `trust-device-…` verification row and a signed cookie
 * `HMAC-SHA256(secret, "<user id>!<row>")!<row>`.
 */
async function trustDevice(c: Context<AppEnv>, settings: AuthSettings, userId: string) {
  const identifier = `trust-device-${generateRandomString(32)}`;
  const token = createHmac('sha256', settings.secret).update(`${userId}!${identifier}`).digest('base64url');
  await c.var.deps.db
    .insert(verifications)
    .values({ identifier, value: userId, expiresAt: new Date(Date.now() + TRUSTED_DEVICE_MS) });
  setCookie(c, settings.trustDeviceCookieName, signedValue(`${token}!${identifier}`, settings.secret), {
    ...cookieOptions(settings),
    maxAge: TRUSTED_DEVICE_MS / 1000,
  });
  // a trusted device is remembered
  expire(c, settings.dontRememberCookieName, settings);
}

/**
 * The time step of a right code not used before, or the refusal: RFC 6238 as Better Auth checks
 * it (HMAC-SHA1, one step either side), after the code's shape.
 */
async function acceptedStep(
  code: unknown,
  encryptedSecret: string,
  lastUsedStep: number | null,
  settings: AuthSettings,
): Promise<number> {
  // other digits (full-width, Devanagari) and lengths are wrong codes, not errors
  if (typeof code !== 'string' || !CODE_FORMAT.test(code)) {
    throw new AppError('VALIDATION_ERROR', 'security.validation.codeInvalid');
  }
  // the key is the secret's UTF-8 bytes (Better Auth's own secrets; Sipalu imports none)
  const secret = await symmetricDecrypt({ key: settings.secretConfig, data: encryptedSecret });
  const given = Buffer.from(code);
  const now = Math.floor(Date.now() / STEP_MS);
  let matched: number | null = null;
  for (let step = now - 1; step <= now + 1; step++) {
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(step));
    const digest = createHmac('sha1', secret).update(counter).digest();
    const at = digest[digest.length - 1]! & 0x0f;
    const expected = String((digest.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, '0');
    // every step is compared, so the time taken does not tell which one matched
    if (timingSafeEqual(given, Buffer.from(expected))) matched = step;
  }
  if (matched === null) throw new AppError('VALIDATION_ERROR', 'security.errors.codeInvalid');
  if (lastUsedStep !== null && matched <= lastUsedStep) {
    throw new AppError('VALIDATION_ERROR', 'security.errors.codeUsed');
  }
  return matched;
}

/** The address recorded with a session, as for Better Auth's own: the client's, when it is one. */
function clientIp(c: Context<AppEnv>): string {
  const address = clientAddress(c);
  return isIP(address) ? address : '';
}
