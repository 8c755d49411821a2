import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { generateRandomString, symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { twoFactors, verifications } from '#server/db/schema/auth.ts';
import { AppError } from '#server/lib/app-error.ts';
import { clientAddress, userAgentOf } from '#server/lib/client-address.ts';
import type { AppEnv } from '#server/lib/http.ts';
import { verifyPassword } from './password.ts';
import { isSuspended, SUSPENDED_KEY } from './suspension.ts';
import { signedValue, verifiedValue, type AuthSettings } from './session.ts';

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

/**
 * The password step of a two-factor account: checks the password and starts a pending sign-in
 * instead of a session. One query more than Better Auth's for an account without two-factor.
 */
export async function startTwoFactorSignIn(
  c: Context<AppEnv>,
  input: { email: string; password: string; rememberMe?: unknown },
): Promise<Response | null> {
  const { authState } = c.var.deps;
  const settings = await authState.settings();
  if (input.rememberMe === false || getCookie(c, settings.trustDeviceCookieName)) return null;
  const statements = c.var.deps.twoFactorStatements;
  const [account] = await statements.account.execute({ email: input.email.toLowerCase() });
  if (!account?.hash) return null;
  if (!(await verifyPassword({ hash: account.hash, password: input.password }))) {
    throw new AppError('INVALID_CREDENTIALS', 'toast.invalidCredentials');
  }
  if (await isSuspended(c.var.deps.db, account.userId)) throw new AppError('FORBIDDEN', SUSPENDED_KEY);
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
  const { db, authState } = c.var.deps;
  const settings = await authState.settings();
  const challenge = verifiedValue(getCookie(c, settings.twoFactorCookieName), settings.secret);
  if (!challenge) throw new AppError('UNAUTHORIZED', 'security.errors.codeExpired');
  const names = { challenge, attemptsOf: `2fa-attempts-${challenge}` };
  const statements = c.var.deps.twoFactorStatements;

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
  // suspended after the password step: the code must not make a session
  if (await isSuspended(db, pending.user.id)) throw new AppError('FORBIDDEN', SUSPENDED_KEY);
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
 * Better Auth turns two-factor on, so the code cannot sign in afterwards. Throws if refused;
 * answers whether it confirms a setup (rather than an authenticator confirmed before).
 */
export async function acceptSetupCode(c: Context<AppEnv>, userId: string, code: unknown): Promise<boolean> {
  const { db, authState } = c.var.deps;
  const [factor] = await db
    .select({
      id: twoFactors.id,
      secret: twoFactors.secret,
      lastUsedStep: twoFactors.lastUsedStep,
      verified: twoFactors.verified,
    })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  // nothing being set up: Better Auth answers
  if (!factor) return false;
  const step = await acceptedStep(code, factor.secret, factor.lastUsedStep, await authState.settings());
  const [recorded] = await db
    .update(twoFactors)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactors.id, factor.id), or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step))))
    .returning({ id: twoFactors.id });
  if (!recorded) throw new AppError('VALIDATION_ERROR', 'security.errors.codeUsed');
  return !factor.verified;
}

/**
 * The request's headers without the pending sign-in's cookie: what Better Auth's verify-totp gets,
 * so that it can confirm a setup but never complete a sign-in.
 */
export async function withoutPendingSignIn(c: Context<AppEnv>): Promise<Headers> {
  const { twoFactorCookieName } = await c.var.deps.authState.settings();
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
