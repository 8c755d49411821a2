import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, twoFactors, verifications } from '#server/db/schema/auth.ts';
import type { AppEnv } from '#server/lib/http.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import { totpCode, withTwoFactor } from '#tests/fixtures/totp.ts';
import { authSettingsOf, signedValue, verifiedValue, type AuthSettings } from './session.ts';
import { finishTwoFactorSignIn, startTwoFactorSignIn } from './two-factor-sign-in.ts';

// session.ts and two-factor-sign-in.ts read and write Better Auth's private formats: its signed
// cookies, the session cookie, the two-factor plugin's `two_factor` cookie and `2fa-…` verification
// rows, its encrypted TOTP secrets and its attempt limits. Nothing in Better Auth's public API
// promises them, so these tests hold the installed version to them. When one fails after an
// upgrade, follow "On every Better Auth upgrade" in docs/decisions/014-two-factor-sign-in.md.

const RECHECK =
  'Better Auth changed a private format that session.ts or two-factor-sign-in.ts relies on; re-check them ' +
  'as "On every Better Auth upgrade" in docs/decisions/014-two-factor-sign-in.md says';
const ROOT = path.resolve(import.meta.dirname, '../../..');
// what two-factor-sign-in.ts assumes of Better Auth's two-factor plugin
const PENDING_SECONDS = 600;
const CODES_PER_SIGN_IN = 5;
const FAILURES_BEFORE_LOCK = 10;
const LOCK_SECONDS = 15 * 60;

let t: TestApp;
let settings: AuthSettings;
/** Our two steps alone, without the routes around them (which fall back to Better Auth). */
let ours: Hono<AppEnv>;

beforeAll(async () => {
  t = await createTestApp();
  settings = await authSettingsOf(t.auth);
  const { deps } = t;
  ours = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    .post('/sign-in', async (c) => (await startTwoFactorSignIn(c, await c.req.json())) ?? c.json({ ours: false }))
    .post('/verify', async (c) => (await finishTwoFactorSignIn(c, await c.req.json())) ?? c.json({ ours: false }));
});

afterAll(() => t.close());

/** A request straight to Better Auth, as its own endpoints answer it. */
const betterAuth = (route: string, json: unknown, cookie?: string) =>
  t.auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(json),
    }),
  );

const ourStep = (route: '/sign-in' | '/verify', json: unknown, cookie?: string) =>
  ours.request(`${TEST_ORIGIN}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(json),
  });

interface SetCookie {
  /** The cookie's value as the browser keeps it (URL-decoded, as Hono's getCookie reads it). */
  value: string;
  /** Its attributes, lower-cased: `httponly`, `max-age=600`… */
  attributes: string[];
  /** `name=value` as the browser sends it back. */
  header: string;
}

function setCookie(response: Response, name: string): SetCookie | undefined {
  const line = response.headers.getSetCookie().find((candidate) => candidate.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return {
    value: decodeURIComponent(pair!.slice(name.length + 1)),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
    header: pair!,
  };
}

/** The pending sign-in a password step answered with: its cookie and its two verification rows. */
async function expectPendingSignIn(response: Response, userId: string, who: string) {
  expect(response.status, who).toBe(200);
  expect(await response.json(), `${RECHECK}: ${who}'s password step answer`).toMatchObject({ twoFactorRedirect: true });
  const cookie = setCookie(response, settings.twoFactorCookieName);
  expect(cookie, `${RECHECK}: ${who} sets no "${settings.twoFactorCookieName}" cookie`).toBeDefined();
  expect(cookie!.attributes, `${RECHECK}: ${who}'s two_factor cookie attributes`).toEqual(
    expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', `max-age=${PENDING_SECONDS}`]),
  );
  const challenge = verifiedValue(cookie!.value, settings.secret);
  expect(challenge, `${RECHECK}: ${who}'s two_factor cookie is not signed as signedValue() signs`).not.toBeNull();
  expect(challenge, `${RECHECK}: ${who}'s pending sign-in identifier`).toMatch(/^2fa-[A-Za-z0-9_-]{20}$/);
  const rows = await t.database.db
    .select()
    .from(verifications)
    .where(inArray(verifications.identifier, [challenge!, `2fa-attempts-${challenge}`]));
  const byIdentifier = Object.fromEntries(rows.map((row) => [row.identifier, row]));
  expect(
    { pending: byIdentifier[challenge!]?.value, attempts: byIdentifier[`2fa-attempts-${challenge}`]?.value },
    `${RECHECK}: ${who}'s verification rows (user id, attempt counter)`,
  ).toEqual({ pending: userId, attempts: '0' });
  for (const row of rows) {
    expect(Math.abs(row.expiresAt.getTime() - (Date.now() + PENDING_SECONDS * 1000))).toBeLessThan(30_000);
  }
  return cookie!;
}

/** The session a code step answered with, as Better Auth itself reads it. */
async function expectSession(response: Response, userId: string, who: string) {
  expect(response.status, `${RECHECK}: ${who}'s code step`).toBe(200);
  const cookie = setCookie(response, settings.sessionCookieName);
  expect(cookie, `${RECHECK}: ${who} sets no "${settings.sessionCookieName}" cookie`).toBeDefined();
  const session = await t.auth.api.getSession({ headers: new Headers({ cookie: cookie!.header }) });
  expect(session?.user.id, `${RECHECK}: Better Auth does not accept the session ${who} wrote`).toBe(userId);
}

describe('the installed Better Auth', () => {
  it('is the exact version package.json pins', () => {
    const read = <T>(file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
    const pinned = read<{ dependencies: Record<string, string> }>('package.json').dependencies['better-auth'];
    const lock = read<{ packages: Record<string, { version?: string; dependencies?: Record<string, string> }> }>(
      'package-lock.json',
    );
    const locked = lock.packages['node_modules/better-auth']?.version;
    const lockedRange = lock.packages['']?.dependencies?.['better-auth'];
    const installed = read<{ version: string }>('node_modules/better-auth/package.json').version;
    const message =
      'better-auth must stay pinned to one exact version (package.json, package-lock.json and node_modules agree): ' +
      'session.ts and two-factor-sign-in.ts rely on its private formats; upgrade it on purpose, as ' +
      'docs/decisions/014-two-factor-sign-in.md says';
    expect(pinned, message).toMatch(/^\d+\.\d+\.\d+$/);
    expect(lockedRange, message).toBe(pinned);
    expect(locked, message).toBe(pinned);
    expect(installed, message).toBe(pinned);
  });

  it('signs its session cookie as signedValue() does, naming the session token stored in the database', async () => {
    const email = `formats-${Date.now()}@example.com`;
    const response = await betterAuth('/sign-up/email', { name: 'Gita Thapa', email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    const cookie = setCookie(response, settings.sessionCookieName);
    expect(cookie, `${RECHECK}: no "${settings.sessionCookieName}" cookie`).toBeDefined();
    const token = verifiedValue(cookie!.value, settings.secret);
    expect(token, `${RECHECK}: verifiedValue() rejects Better Auth's signed session cookie`).not.toBeNull();
    expect(signedValue(token!, settings.secret), `${RECHECK}: signedValue() signs differently`).toBe(cookie!.value);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token!));
    expect(row, `${RECHECK}: the signed value is not the sessions.token`).toBeDefined();
    expect(cookie!.attributes, `${RECHECK}: session cookie attributes`).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', `max-age=${settings.expiresInMs / 1000}`]),
    );
  });
});

describe('two-factor sign-in', () => {
  it('a sign-in Better Auth starts is finished by our code step', async () => {
    const { email, userId, secret } = await withTwoFactor(t);
    const cookie = await expectPendingSignIn(
      await betterAuth('/sign-in/email', { email, password: TEST_PASSWORD }),
      userId,
      'Better Auth',
    );
    const finished = await ourStep('/verify', { code: totpCode(secret) }, cookie.header);
    // a wrong code here means our check cannot read Better Auth's stored secret (symmetricDecrypt)
    expect(await finished.clone().json(), `${RECHECK}: our code step did not take the sign-in`).not.toEqual({
      ours: false,
    });
    await expectSession(finished, userId, 'our code step');
  });

  it('a sign-in our password step starts is written as Better Auth writes it, and Better Auth finishes it', async () => {
    const { email, userId, secret } = await withTwoFactor(t);
    const cookie = await expectPendingSignIn(
      await ourStep('/sign-in', { email, password: TEST_PASSWORD }),
      userId,
      'our password step',
    );
    await expectSession(
      await betterAuth('/two-factor/verify-totp', { code: totpCode(secret) }, cookie.header),
      userId,
      'Better Auth',
    );
  });

  it(`allows ${CODES_PER_SIGN_IN} codes per pending sign-in and locks after ${FAILURES_BEFORE_LOCK} wrong codes in a row`, async () => {
    const { email, userId, secret } = await withTwoFactor(t);
    const wrongCode = () => totpCode(secret, Date.now() + 10 * 60_000);
    const codes = async (count: number) => {
      const start = await betterAuth('/sign-in/email', { email, password: TEST_PASSWORD });
      const cookie = setCookie(start, settings.twoFactorCookieName)!.header;
      const answers: string[] = [];
      for (let i = 0; i < count; i++) {
        const answer = await betterAuth('/two-factor/verify-totp', { code: wrongCode() }, cookie);
        answers.push(((await answer.json()) as { code?: string }).code ?? String(answer.status));
      }
      return answers;
    };
    expect(await codes(CODES_PER_SIGN_IN + 1), `${RECHECK}: codes per pending sign-in`).toEqual([
      ...Array<string>(CODES_PER_SIGN_IN).fill('INVALID_CODE'),
      'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
    ]);
    await codes(FAILURES_BEFORE_LOCK - CODES_PER_SIGN_IN);
    const [factor] = await t.database.db
      .select()
      .from(twoFactors)
      .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, true)));
    expect(factor?.failedVerificationCount, `${RECHECK}: failures counted per account`).toBe(FAILURES_BEFORE_LOCK);
    const lockedFor = ((factor?.lockedUntil?.getTime() ?? 0) - Date.now()) / 1000;
    expect(Math.abs(lockedFor - LOCK_SECONDS), `${RECHECK}: lock after ${FAILURES_BEFORE_LOCK} failures`).toBeLessThan(
      30,
    );
  });
});
