import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, twoFactors } from '#server/db/schema/auth.ts';
import { createTestApp, sessionCookie, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import { secretOf, totpCode, withTwoFactor } from '#tests/fixtures/totp.ts';
import { testDatabaseUrl } from '#tests/setup/test-database.ts';

// Authenticator codes at sign-in, as an attacker who knows the password would try them: malformed
// codes, a code seen once (shoulder, phishing page, log), and guesses spread over processes.

const limits = { perEmail: 1000, perClient: 10_000 };
let t: TestApp;
/** A second app on the same database, as a second process behind a load balancer. */
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInLimits: limits });
  other = await createTestApp({ signInLimits: limits, database: t.database });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const STEP_MS = 30_000;

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; key?: string } }).error;
}

/** The password step: the pending sign-in's cookies. */
async function startSignIn(email: string, app = t, extra: Record<string, unknown> = {}) {
  const response = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: TEST_PASSWORD, ...extra },
  });
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  return sessionCookie(response);
}

function sendCode(pending: string, code: string, app = t, extra: Record<string, unknown> = {}) {
  return app.request('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    json: { code, ...extra },
    cookie: pending,
  });
}

const wrongCode = (secret: string) => totpCode(secret, Date.now() + 10 * 60_000);

async function factorOf(userId: string) {
  const [factor] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  return factor!;
}

describe('malformed codes', () => {
  it('answer 400, never 500, and each counts toward the lock', async () => {
    const { email, secret, userId } = await withTwoFactor(t);
    const malformed = ['ééé', '１２３４５６'];
    for (let round = 0; round < 2; round++) {
      const pending = await startSignIn(email);
      for (let i = 0; i < 5; i++) {
        const answer = await sendCode(pending, malformed[i % 2]!);
        expect(answer.status).toBe(400);
        expect(await errorOf(answer)).toMatchObject({ code: 'VALIDATION_ERROR' });
      }
    }
    const factor = await factorOf(userId);
    expect(factor.failedVerificationCount).toBe(10);
    expect(factor.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    // the lock holds against the right code too
    expect((await sendCode(await startSignIn(email), totpCode(secret))).status).toBe(429);
  });

  it('answer 400 when confirming the setup, too', async () => {
    const user = await t.signUp();
    const enable = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie: user.cookie,
    });
    const cookie = sessionCookie(enable) || user.cookie;
    for (const code of ['ééé', '１２３４５６']) {
      const answer = await t.request('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code }, cookie });
      expect(answer.status).toBe(400);
    }
  });
});

describe('a code already accepted', () => {
  it('is refused at the next sign-in, and so is any code of an earlier step', async () => {
    const { email, secret, userId } = await withTwoFactor(t);
    const code = totpCode(secret);
    expect((await sendCode(await startSignIn(email), code)).status).toBe(200);
    const sessionsBefore = await t.database.db.$count(sessions, eq(sessions.userId, userId));

    const replay = await sendCode(await startSignIn(email), code);
    expect(replay.status).toBe(400);
    expect(await errorOf(replay)).toMatchObject({ key: 'security.errors.codeUsed' });
    // through the other process, with "don't remember me" or "trust this device" just the same
    expect((await sendCode(await startSignIn(email, other), code, other)).status).toBe(400);
    const forgetful = await startSignIn(email, t, { rememberMe: false });
    expect((await sendCode(forgetful, code)).status).toBe(400);
    expect((await sendCode(await startSignIn(email), code, t, { trustDevice: true })).status).toBe(400);

    // the next step's code is new, and after it the current one is too old
    expect((await sendCode(await startSignIn(email), totpCode(secret, Date.now() + STEP_MS))).status).toBe(200);
    expect((await sendCode(await startSignIn(email), code)).status).toBe(400);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, userId))).toBe(sessionsBefore + 1);
  });

  it('is refused at sign-in after it confirmed the setup', async () => {
    const user = await t.signUp();
    const enable = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie: user.cookie,
    });
    const secret = secretOf(((await enable.json()) as { totpURI: string }).totpURI);
    const code = totpCode(secret);
    const confirm = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code },
      cookie: sessionCookie(enable) || user.cookie,
    });
    expect(confirm.status).toBe(200);
    expect((await sendCode(await startSignIn(user.email), code)).status).toBe(400);
  });

  it('makes one session when sent on two pending sign-ins at once, on two processes', async () => {
    const { email, secret, userId } = await withTwoFactor(t);
    const before = await t.database.db.$count(sessions, eq(sessions.userId, userId));
    const pendings = [await startSignIn(email), await startSignIn(email, other)];
    const code = totpCode(secret);
    const answers = await Promise.all([sendCode(pendings[0]!, code), sendCode(pendings[1]!, code, other)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, userId))).toBe(before + 1);
  });
});

describe('the lock', () => {
  // with PGlite the two apps share one connection, so this is what one process sees
  it(`checks at most ten codes, even sent at once through two processes${testDatabaseUrl() ? '' : ' (embedded database)'}`, async () => {
    const { email, secret, userId } = await withTwoFactor(t);
    // four pending sign-ins of five codes each, half through each process
    const pendings = await Promise.all(
      [t, t, other, other].map(async (app) => ({ app, cookie: await startSignIn(email, app) })),
    );
    const answers = await Promise.all(
      pendings.flatMap(({ app, cookie }) => Array.from({ length: 5 }, () => sendCode(cookie, wrongCode(secret), app))),
    );
    const statuses = answers.map((r) => r.status);
    // a 400 is a code that was checked; the rest were refused by the lock unchecked
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    const factor = await factorOf(userId);
    expect(factor.failedVerificationCount).toBe(10);
    expect(factor.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    for (const app of [t, other]) {
      expect((await sendCode(await startSignIn(email, app), totpCode(secret), app)).status).toBe(429);
    }
  });
});

describe('the code step', () => {
  it('is never completed by Better Auth, whose checks are not these, even with an API token sent along', async () => {
    const victim = await withTwoFactor(t);
    const intruder = await t.signUp();
    const { token } = (await (await t.request('/api/auth/token', { cookie: intruder.cookie })).json()) as {
      token: string;
    };
    const before = await t.database.db.$count(sessions, eq(sessions.userId, victim.userId));
    const answer = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: totpCode(victim.secret), trustDevice: true },
      cookie: await startSignIn(victim.email),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).not.toBe(200);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, victim.userId))).toBe(before);
  });
});

describe('trusting the device', () => {
  it('signs in with the code once, then without it on that device', async () => {
    const { email, secret } = await withTwoFactor(t);
    const pending = await startSignIn(email);
    const trusted = await sendCode(pending, totpCode(secret), t, { trustDevice: true });
    expect(trusted.status).toBe(200);
    const trustCookie = trusted.headers.getSetCookie().find((line) => line.startsWith('sipalu.trust_device='));
    expect(trustCookie).toMatch(/Max-Age=2592000/);
    const again = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD },
      cookie: trustCookie!.split(';')[0],
    });
    expect(again.status).toBe(200);
    expect(await again.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await t.request('/api/me', { cookie: sessionCookie(again) })).status).toBe(200);
  });
});
