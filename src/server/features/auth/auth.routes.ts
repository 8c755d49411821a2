import { isIP } from 'node:net';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { AppError, type ErrorCode } from '#server/lib/app-error.ts';
import { clientAddress, userAgentOf } from '#server/lib/client-address.ts';
import type { AppDeps, AppEnv } from '#server/lib/http.ts';
import { currentUser } from '#server/auth/session.ts';
import { accounts } from '#server/db/schema/auth.ts';
import { and, eq } from 'drizzle-orm';
import { SignInInput, SignUpInput } from '#contract/auth.ts';
import { latinDigits } from '#contract/typed-digits.ts';
import { ChangeEmailInput, ChangePasswordInput, ForgotPasswordInput, ResetPasswordInput } from '#contract/security.ts';
import { verifyPassword } from '#server/auth/password.ts';
import { AUTH_PAGES } from '#server/auth/auth.ts';
import { SUSPENDED_CODE, SUSPENDED_KEY } from '#server/auth/suspension.ts';
import {
  acceptSetupCode,
  finishTwoFactorSignIn,
  startTwoFactorSignIn,
  withoutPendingSignIn,
} from '#server/auth/two-factor-sign-in.ts';
import { keepOnlyThisSession, markSecondFactor, trustedDeviceSignedIn } from '#server/auth/second-factor.ts';
import type { Hit } from '#server/lib/throttle.ts';
import { authThrottles } from './auth-limits.ts';

/** Better Auth's error codes, answered in the API's own error shape and words. */
const AUTH_ERRORS: Record<string, { code: ErrorCode; key: string }> = {
  USER_ALREADY_EXISTS: { code: 'USER_ALREADY_EXISTS', key: 'toast.accountExists' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'USER_ALREADY_EXISTS', key: 'toast.accountExists' },
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', key: 'toast.invalidCredentials' },
  INVALID_EMAIL: { code: 'VALIDATION_ERROR', key: 'validation.emailInvalid' },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION_ERROR', key: 'validation.passwordMin' },
  PASSWORD_TOO_LONG: { code: 'VALIDATION_ERROR', key: 'validation.passwordTooLong' },
  INVALID_PASSWORD: { code: 'VALIDATION_ERROR', key: 'security.errors.wrongPassword' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: 'VALIDATION_ERROR', key: 'security.errors.noPassword' },
  INVALID_TOKEN: { code: 'VALIDATION_ERROR', key: 'security.errors.linkInvalid' },
  TOKEN_EXPIRED: { code: 'VALIDATION_ERROR', key: 'security.errors.linkInvalid' },
  FAILED_TO_UNLINK_LAST_ACCOUNT: { code: 'CONFLICT', key: 'security.errors.lastMethod' },
  SESSION_EXPIRED: { code: 'FORBIDDEN', key: 'security.errors.signInAgain' },
  INVALID_CODE: { code: 'VALIDATION_ERROR', key: 'security.errors.codeInvalid' },
  INVALID_BACKUP_CODE: { code: 'VALIDATION_ERROR', key: 'security.errors.codeInvalid' },
  INVALID_TWO_FACTOR_COOKIE: { code: 'UNAUTHORIZED', key: 'security.errors.codeExpired' },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: 'RATE_LIMITED', key: 'toast.tooManyAttempts' },
  ACCOUNT_TEMPORARILY_LOCKED: { code: 'RATE_LIMITED', key: 'toast.tooManyAttempts' },
  TOTP_ALREADY_ENABLED: { code: 'CONFLICT', key: 'security.errors.totpAlreadyOn' },
  [SUSPENDED_CODE]: { code: 'FORBIDDEN', key: SUSPENDED_KEY },
};

/**
 * /api/auth/*: Better Auth behind the spec's validation (the same zod schemas as the forms),
 * throttles every process shares, and one error shape for the web app.
 */
export function createAuthRoutes(deps: AppDeps) {
  const throttles = authThrottles(deps);

  /** Records the hits; over any limit, the request is refused with `key`. */
  async function throttle(c: Context<AppEnv>, hits: Hit[], key = 'toast.tooManyAttempts') {
    if (!(await c.var.deps.throttle.takeAll(hits))) throw new AppError('RATE_LIMITED', key);
  }

  /** The signed-in user, once their password checks are within the sign-in limit. */
  async function passwordCheckOf(c: Context<AppEnv>) {
    const user = await currentUser(c);
    if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
    // counted before the check: a right guess past the limit is refused like a wrong one
    await throttle(c, throttles.passwordCheck(user.id));
    return user;
  }

  return new Hono<AppEnv>()
    .post('/sign-up/email', async (c) => {
      const body = await readJson(c);
      const input = validate(SignUpInput, { ...body, fullName: body.name });
      // the answer tells whether the e-mail has an account (spec §8): how often one may ask is limited;
      // this also bounds the verification mails sign-ups send, per address and per client
      await throttle(c, throttles.signUp(clientAddress(c), input.email.toLowerCase()), 'toast.tooManySignUps');
      return forward(c, {
        name: input.fullName,
        email: input.email,
        password: input.password,
        callbackURL: AUTH_PAGES.verifyEmail,
      });
    })
    .post('/sign-in/email', async (c) => {
      const body = await readJson(c);
      const input = validate(SignInInput, body);
      await throttle(c, throttles.signIn(clientAddress(c), input.email.toLowerCase()));
      // a two-factor account's password step is ours (two statements); every other sign-in is Better Auth's
      const credentials = {
        ...pick(body, ['rememberMe', 'callbackURL']),
        email: input.email,
        password: input.password,
      };
      const started = await startTwoFactorSignIn(c, credentials);
      if (started) return started;
      const response = await forward(c, credentials);
      // a device trusted after a code is spared it: its session counts as having passed the second factor
      if (await trustedDeviceSignedIn(c, response)) await markSecondFactor(c, response);
      return response;
    })
    .post('/two-factor/verify-totp', async (c) => {
      await throttle(c, throttles.code(clientAddress(c)));
      const body = withLatinCode(pick(await readJson(c), ['code', 'trustDevice']));
      // every sign-in's code step is ours (two statements); a signed-in user confirming the setup is
      // Better Auth's once the code is accepted here, and never with the pending sign-in's cookie
      const user = await currentUser(c);
      if (!user) return finishTwoFactorSignIn(c, body);
      const turningOn = await acceptSetupCode(c, user.id, body.code);
      const response = await forward(c, body, await withoutPendingSignIn(c));
      // the session that turns two-step on has just given a code; the others signed in without one
      if (turningOn) await keepOnlyThisSession(c, user.id, response, true);
      return response;
    })
    .post('/two-factor/verify-backup-code', async (c) => {
      await throttle(c, throttles.code(clientAddress(c)));
      const signedIn = await currentUser(c);
      const response = await forward(c, withLatinCode(pick(await readJson(c), ['code', 'trustDevice'])));
      // a sign-in's backup code is its second factor (a signed-in user checking one gains nothing)
      if (!signedIn) await markSecondFactor(c, response);
      return response;
    })
    .post('/two-factor/enable', async (c) => {
      const body = pick(await readJson(c), ['password']);
      // Better Auth checks the password too; ours counts toward the sign-in limit
      await passwordCheckOf(c);
      // the authenticator is turned on only when its first code is confirmed (verify-totp)
      return forward(c, body);
    })
    .post('/two-factor/disable', async (c) => {
      const body = pick(await readJson(c), ['password']);
      const user = await passwordCheckOf(c);
      const response = await forward(c, body);
      // every other session ends; the one kept has no second factor to count any more
      await keepOnlyThisSession(c, user.id, response, false);
      return response;
    })
    .post('/request-password-reset', async (c) => {
      const input = validate(ForgotPasswordInput, await readJson(c));
      await throttle(c, throttles.mail('reset', clientAddress(c), input.email.toLowerCase()), 'toast.tooManyEmails');
      // the answer is the same whether or not the address has an account
      return forward(c, { email: input.email, redirectTo: AUTH_PAGES.resetPassword });
    })
    .post('/reset-password', async (c) => {
      const input = validate(ResetPasswordInput, await readJson(c));
      return forward(c, { token: input.token, newPassword: input.newPassword });
    })
    .post('/change-password', async (c) => {
      const input = validate(ChangePasswordInput, await readJson(c));
      const user = await passwordCheckOf(c);
      // a changed password ends every other session (spec §7)
      const response = await forward(c, { ...input, revokeOtherSessions: true });
      // the session that replaces this one keeps its second factor
      if (user.secondFactor) await markSecondFactor(c, response);
      return response;
    })
    .post('/change-email', async (c) => {
      const input = validate(ChangeEmailInput, await readJson(c));
      const user = await passwordCheckOf(c);
      // changing the e-mail needs the current password (spec §7), where the account has one
      const [credential] = await c.var.deps.db
        .select({ hash: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
      if (credential?.hash) {
        if (!input.password) throw new AppError('VALIDATION_ERROR', 'validation.passwordRequired');
        if (!(await verifyPassword({ hash: credential.hash, password: input.password }))) {
          throw new AppError('VALIDATION_ERROR', 'security.errors.wrongPassword');
        }
      }
      // the new address is mailed a verification link
      await throttle(
        c,
        throttles.mail('verify', clientAddress(c), input.newEmail.toLowerCase()),
        'toast.tooManyEmails',
      );
      return forward(c, { newEmail: input.newEmail, callbackURL: AUTH_PAGES.verifyEmail });
    })
    .post('/delete-user', async (c) => {
      const body = await readJson(c);
      const user = await passwordCheckOf(c);
      // an account with a password confirms with it; an OAuth-only one with a recent sign-in
      const [credential] = await c.var.deps.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
      if (credential && (typeof body.password !== 'string' || body.password === '')) {
        throw new AppError('VALIDATION_ERROR', 'validation.passwordRequired');
      }
      return forward(c, typeof body.password === 'string' && body.password ? { password: body.password } : {});
    })
    .post('/send-verification-email', async (c) => {
      const user = await currentUser(c);
      if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
      await throttle(c, throttles.mail('verify', clientAddress(c), user.email.toLowerCase()), 'toast.tooManyEmails');
      return forward(c, { email: user.email, callbackURL: AUTH_PAGES.verifyEmail });
    })
    .route('/', usedAsItIs())
    .all('/*', () => {
      throw new AppError('NOT_FOUND', 'errors.notFound');
    });
}

/**
 * The rest of Better Auth that the web app, the mailed links, OAuth providers and API clients use.
 * Not the others: update-user would skip our validation of the name and picture (they change
 * through the profile), list-sessions and get-session answer raw session tokens, and so on.
 */
function usedAsItIs() {
  return (
    new Hono<AppEnv>()
      .post('/sign-in/social', async (c) => forward(c, pick(await readJson(c), OAUTH_START)))
      .post('/link-social', async (c) => forward(c, pick(await readJson(c), OAUTH_START)))
      .on(['GET', 'POST'], '/callback/:providerId', (c) => forward(c))
      // where Better Auth sends an OAuth failure it cannot send back to the page that started it
      .get('/error', (c) => forward(c))
      .get('/verify-email', (c) => forward(c))
      .get('/reset-password/:token', (c) => forward(c))
      .post('/sign-out', (c) => forward(c, {}))
      .post('/revoke-other-sessions', (c) => forward(c, {}))
      .post('/unlink-account', async (c) => forward(c, pick(await readJson(c), ['providerId', 'accountId'])))
      // two-factor enable and disable pass through the password-checked routes above
      .get('/token', (c) => forward(c))
      .get('/jwks', (c) => forward(c))
  );
}

/** The fields of an OAuth start the web app sends (sign-in/social, link-social). */
const OAUTH_START = ['provider', 'callbackURL', 'newUserCallbackURL', 'errorCallbackURL'];

type JsonObject = Record<string, unknown>;

/** The JSON object sent (its size and depth were checked before the route: app.ts). */
async function readJson(c: Context<AppEnv>): Promise<JsonObject> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('VALIDATION_ERROR', 'validation.invalidJson');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION_ERROR', 'validation.invalidRequest');
  }
  return body as JsonObject;
}

/**
 * Only the given fields of a body, as Better Auth gets it: it would store or act on any other field
 * it knows (an `image` on sign-up), and serialising what nobody reads costs time.
 */
/** A code typed on a Nepali keypad (१२३४५६) is the same code: Better Auth compares Latin digits. */
function withLatinCode(body: JsonObject): JsonObject {
  return typeof body.code === 'string' ? { ...body, code: latinDigits(body.code) } : body;
}

function pick(body: JsonObject, names: readonly string[]): JsonObject {
  return Object.fromEntries(names.filter((name) => body[name] !== undefined).map((name) => [name, body[name]]));
}

function validate<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError('VALIDATION_ERROR', result.error.issues[0]?.message ?? 'validation.invalidRequest');
  }
  return result.data;
}

/**
 * The request as Better Auth gets it: a cleaned body, if given, and the headers it writes into a
 * new session row. It reads the address from X-Forwarded-For, so that header is set to ours and
 * never left as the client sent it; the user agent is cut to a length worth keeping.
 */
function requestForAuth(c: Context<AppEnv>, body: JsonObject | undefined, requestHeaders: Headers): Request {
  const raw = c.req.raw;
  const headers = new Headers(requestHeaders);
  const client = clientAddress(c);
  if (isIP(client)) headers.set('x-forwarded-for', client);
  else headers.delete('x-forwarded-for');
  if (headers.has('user-agent')) headers.set('user-agent', userAgentOf(c));
  if (body) {
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
  }
  return new Request(raw.url, {
    method: raw.method,
    headers,
    body: body ? JSON.stringify(body) : raw.body,
    // a streamed body (one not replaced) is passed on as it is read
    duplex: 'half',
  } as RequestInit);
}

/** Hands the request (with a cleaned body or headers, if given) to Better Auth and rewrites its errors. */
async function forward(
  c: Context<AppEnv>,
  body?: JsonObject,
  requestHeaders: Headers = c.req.raw.headers,
): Promise<Response> {
  const request = requestForAuth(c, body, requestHeaders);
  const response = await c.var.deps.auth.handler(request);
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) {
    return response;
  }
  const payload = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const known = payload.code ? AUTH_ERRORS[payload.code] : undefined;
  const error = known ? new AppError(known.code, known.key) : null;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (error) {
    return Response.json(error.toBody(c.var.requestId), { status: error.status, headers });
  }
  const code = payload.code ?? (response.status >= 500 ? 'INTERNAL' : 'AUTH_ERROR');
  return Response.json(
    { error: { code, message: payload.message ?? 'Authentication failed', requestId: c.var.requestId } },
    { status: response.status, headers },
  );
}
