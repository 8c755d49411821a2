import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { LANGUAGE_COOKIE } from '#contract/language-cookie.ts';
import { englishMessage } from '#contract/messages.ts';
import { accounts, sessions, twoFactors, users, verifications } from '#server/db/schema/auth.ts';
import { notificationSettings } from '#server/db/schema/notifications.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { createTestApp, sessionCookie, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import { secretOf, setupCode, totpCode } from '#tests/fixtures/totp.ts';
import type { SecurityOverview } from '#contract/security.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInLimits: { perEmail: 1000, perClient: 10_000 } });
});
afterAll(() => t.close());

/** The files in the test app's object store that belong to `userId`. */
function filesOf(userId: string, dir = t.uploadsDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesOf(userId, path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
    .filter((file) => file.includes(userId));
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; key?: string } }).error;
}

/** The cookie jar after a response: its Set-Cookie values replace the ones of the same name. */
function withCookies(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/max-age=0/i.test(line) || pair.endsWith('=')) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

function signIn(email: string, password = TEST_PASSWORD, cookie?: string) {
  return t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password },
    ...(cookie ? { cookie } : {}),
  });
}

async function overview(cookie: string) {
  const response = await t.request('/api/account/security', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as SecurityOverview;
}

/** The link in the newest mail to `to`. */
function linkIn(to: string): string {
  const mail = t
    .outbox()
    .filter((m) => m.to === to)
    .at(-1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return link;
}

async function resetTokenFor(email: string): Promise<string> {
  const requested = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email } });
  expect(requested.status).toBe(200);
  const link = new URL(linkIn(email));
  expect(link.origin).toBe(TEST_ORIGIN);
  // the link passes through the API, which sends the browser on to the reset page with the token
  const landing = await t.request(link.pathname + link.search);
  expect(landing.status).toBe(302);
  const target = new URL(landing.headers.get('location')!, TEST_ORIGIN);
  expect(target.pathname).toBe('/reset-password');
  return target.searchParams.get('token')!;
}

describe('password reset', () => {
  it('mails a single-use link; the new password works and every old session ends', async () => {
    const { cookie, email } = await t.signUp();
    const other = sessionCookie(await signIn(email));
    const token = await resetTokenFor(email);

    const newPassword = 'pokhara-lakeside-77';
    const reset = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });
    expect(reset.status).toBe(200);

    expect((await t.request('/api/me', { cookie })).status).toBe(401);
    expect((await t.request('/api/me', { cookie: other })).status).toBe(401);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, newPassword)).status).toBe(200);

    const again = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'another-new-secret-9' },
    });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({ key: 'security.errors.linkInvalid' });
  });

  it('refuses an expired link', async () => {
    const { email } = await t.signUp();
    const token = await resetTokenFor(email);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'pokhara-lakeside-77' },
    });
    expect(reset.status).toBe(400);
    expect((await signIn(email)).status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.outbox().length;
    const response = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'nobody-here@example.com' },
    });
    expect(response.status).toBe(200);
    expect(t.outbox().length).toBe(before);
  });

  it('applies the sign-up password rules to the new password', async () => {
    const { email } = await t.signUp();
    const token = await resetTokenFor(email);
    const response = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'password123' },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      key: 'validation.passwordCommon',
      message: englishMessage('validation.passwordCommon'),
    });
  });

  it('limits reset mails per address', async () => {
    const { email } = await t.signUp();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('e-mail verification', () => {
  it('mails a link on sign-up that marks the e-mail verified', async () => {
    const { cookie, email, userId } = await t.signUp();
    expect((await overview(cookie)).emailVerified).toBe(false);
    const link = new URL(linkIn(email));
    expect(link.pathname).toBe('/api/auth/verify-email');
    const landing = await t.request(link.pathname + link.search);
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toMatch(/^\/verify-email/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.emailVerified).toBe(true);
  });

  it('resends on request, a few times at most; anonymous is refused', async () => {
    const { cookie, email } = await t.signUp();
    const before = t.outbox().filter((m) => m.to === email).length;
    const resend = () => t.request('/api/auth/send-verification-email', { method: 'POST', json: {}, cookie });
    expect((await resend()).status).toBe(200);
    expect(t.outbox().filter((m) => m.to === email).length).toBe(before + 1);
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const refused = await resend();
    expect(refused.status).toBe(429);
    // a mail limit, not a sign-in limit: the message says which
    expect((await errorOf(refused)).key).toBe('toast.tooManyEmails');
    expect((await t.request('/api/auth/send-verification-email', { method: 'POST', json: {} })).status).toBe(401);
  });

  it('writes the mail in Nepali when the browser asks for Nepali', async () => {
    const email = `nepali-${Date.now()}@example.com`;
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Sita Gurung', email, password: TEST_PASSWORD },
      headers: { 'accept-language': 'ne-NP,ne;q=0.9' },
    });
    const mail = t.outbox().find((m) => m.to === email);
    expect(mail?.subject).toBe('सिपालुका लागि आफ्नो इमेल पुष्टि गर्नुहोस्');
  });

  it('writes the mail in the page language, and the account keeps it for the mails that follow', async () => {
    const email = `nepali-page-${Date.now()}@example.com`;
    // a Nepali page on a phone whose browser is set to English
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Sita Gurung', email, password: TEST_PASSWORD },
      headers: { 'accept-language': 'en-US,en;q=0.9', cookie: `${LANGUAGE_COOKIE}=ne` },
    });
    const confirm = t.outbox().find((m) => m.to === email);
    expect(confirm?.subject).toBe('सिपालुका लागि आफ्नो इमेल पुष्टि गर्नुहोस्');
    expect(confirm?.text).toContain('नमस्ते Sita Gurung');
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [settings] = await t.database.db
      .select({ language: notificationSettings.mailLanguage })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, user!.id));
    expect(settings?.language).toBe('ne');
    // a reset asked for from an English browser still reaches a Nepali reader in Nepali
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email, redirectTo: '/reset-password' },
      headers: { 'accept-language': 'en-US' },
    });
    const reset = t
      .outbox()
      .filter((m) => m.to === email)
      .at(-1);
    expect(reset?.subject).toBe('तपाईंको सिपालु पासवर्ड रिसेट गर्नुहोस्');
  });
});

/** Turns two-factor on for a fresh user; returns the key, the backup codes and the new session cookie. */
async function withTwoFactor() {
  const user = await t.signUp();
  let cookie = user.cookie;
  const enable = await t.request('/api/auth/two-factor/enable', {
    method: 'POST',
    json: { password: TEST_PASSWORD },
    cookie,
  });
  expect(enable.status).toBe(200);
  cookie = withCookies(cookie, enable);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/Sipalu:/);
  expect(backupCodes).toHaveLength(10);
  const secret = secretOf(totpURI);
  // a code is accepted once: the setup takes the previous step's, so the tests' sign-ins can use the current one
  const confirm = await t.request('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    json: { code: await setupCode(secret) },
    cookie,
  });
  expect(confirm.status).toBe(200);
  cookie = withCookies(cookie, confirm);
  return { ...user, cookie, secret, backupCodes };
}

describe('two-factor (TOTP)', () => {
  it('is turned on with a code from the app and then asked for at sign-in', async () => {
    const { cookie, email, secret } = await withTwoFactor();
    expect((await overview(cookie)).twoFactorEnabled).toBe(true);

    const first = await signIn(email);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = sessionCookie(first);
    expect(pending).not.toMatch(/sipalu\.session_token=[^;]/);
    expect((await t.request('/api/me', { cookie: pending })).status).toBe(401);

    const wrong = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: totpCode(secret, Date.now() + 10 * 60_000) },
      cookie: pending,
    });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ key: 'security.errors.codeInvalid' });

    // typed on a Nepali keypad: the same code
    const nepaliDigits = (code: string) => code.replace(/[0-9]/g, (digit) => '०१२३४५६७८९'[Number(digit)]!);
    const second = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: nepaliDigits(totpCode(secret)) },
      cookie: pending,
    });
    expect(second.status).toBe(200);
    const signedIn = withCookies(pending, second);
    expect((await t.request('/api/me', { cookie: signedIn })).status).toBe(200);
  });

  /** A pending sign-in's code step. */
  function sendCode(pending: string, code: string) {
    return t.request('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code }, cookie: pending });
  }
  const wrongCode = (secret: string) => totpCode(secret, Date.now() + 10 * 60_000);

  it('signs in with a session Better Auth knows, and each pending sign-in makes one session', async () => {
    const { email, secret, userId } = await withTwoFactor();
    const pending = sessionCookie(await signIn(email));
    const answer = await sendCode(pending, totpCode(secret));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ user: { id: userId, email, twoFactorEnabled: true } });
    const setCookies = answer.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/sipalu\.session_token=[^;]+;.*Max-Age=2592000.*HttpOnly/);
    expect(setCookies).toMatch(/sipalu\.two_factor=;.*Max-Age=0/);
    const signedIn = withCookies(pending, answer);
    const known = await t.auth.api.getSession({ headers: new Headers({ cookie: signedIn }) });
    expect(known?.user.id).toBe(userId);
    const listed = (await overview(signedIn)).sessions;
    expect(listed.filter((session) => session.current)).toHaveLength(1);

    // the same pending sign-in, even with a fresh code, is used up
    const again = await sendCode(pending, totpCode(secret));
    expect(again.status).toBe(401);
    expect(await errorOf(again)).toMatchObject({ key: 'security.errors.codeExpired' });
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows).toHaveLength(2); // the setup's session and this one
  });

  it('asks a two-factor account for its code only after the right password', async () => {
    const { email, secret } = await withTwoFactor();
    const wrong = await signIn(email, 'not-my-password');
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toMatchObject({ key: 'toast.invalidCredentials' });
    expect(wrong.headers.getSetCookie().join('\n')).not.toMatch(/two_factor=[^;]/);
    // "don't remember me" is Better Auth's way through both steps
    const forgetful = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD, rememberMe: false },
    });
    expect(await forgetful.json()).toMatchObject({ twoFactorRedirect: true });
    const signedIn = await sendCode(sessionCookie(forgetful), totpCode(secret));
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.getSetCookie().find((line) => line.startsWith('sipalu.session_token='))).not.toMatch(
      /Max-Age/,
    );
  });

  it('allows five codes per pending sign-in, then asks for the password again', async () => {
    const { email, secret } = await withTwoFactor();
    const pending = sessionCookie(await signIn(email));
    for (let i = 0; i < 5; i++) expect((await sendCode(pending, wrongCode(secret))).status).toBe(400);
    const sixth = await sendCode(pending, totpCode(secret));
    expect(sixth.status).toBe(429);
    expect(await errorOf(sixth)).toMatchObject({ key: 'toast.tooManyAttempts' });
    expect((await sendCode(pending, totpCode(secret))).status).toBe(401);
    const fresh = sessionCookie(await signIn(email));
    expect((await sendCode(fresh, totpCode(secret))).status).toBe(200);
  });

  it('counts parallel guesses one by one, and parallel right codes make one session', async () => {
    const { email, secret, userId } = await withTwoFactor();
    const guessed = sessionCookie(await signIn(email));
    const guesses = await Promise.all(Array.from({ length: 8 }, () => sendCode(guessed, wrongCode(secret))));
    expect(guesses.filter((r) => r.status === 400)).toHaveLength(5);
    expect(guesses.filter((r) => r.status === 429).length).toBeGreaterThan(0);

    const before = await t.database.db.$count(sessions, eq(sessions.userId, userId));
    const pending = sessionCookie(await signIn(email));
    const answers = await Promise.all(Array.from({ length: 4 }, () => sendCode(pending, totpCode(secret))));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, userId))).toBe(before + 1);
  });

  it('locks the second factor for 15 minutes after ten wrong codes in a row', async () => {
    const { email, secret, userId } = await withTwoFactor();
    for (const tries of [5, 5]) {
      const pending = sessionCookie(await signIn(email));
      for (let i = 0; i < tries; i++) await sendCode(pending, wrongCode(secret));
    }
    const [factor] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
    expect(factor?.failedVerificationCount).toBe(10);
    expect(factor!.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    const locked = await sendCode(sessionCookie(await signIn(email)), totpCode(secret));
    expect(locked.status).toBe(429);

    // once the lock has run out, a right code signs in and clears the count
    await t.database.db
      .update(twoFactors)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(twoFactors.userId, userId));
    expect((await sendCode(sessionCookie(await signIn(email)), totpCode(secret))).status).toBe(200);
    const [cleared] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
    expect(cleared).toMatchObject({ failedVerificationCount: 0, lockedUntil: null });
  });

  it('refuses a forged pending sign-in', async () => {
    const { email, secret } = await withTwoFactor();
    const pending = sessionCookie(await signIn(email));
    // one character of the pending sign-in's name changed, its signature kept
    const forged = pending.replace(/(sipalu\.two_factor=2fa-)(.)/, (_, head: string, first: string) =>
      first === 'X' ? `${head}Y` : `${head}X`,
    );
    expect(forged).not.toBe(pending);
    const answer = await sendCode(forged, totpCode(secret));
    expect(answer.status).toBe(401);
    expect((await sendCode(pending, totpCode(secret))).status).toBe(200);
  });

  it('accepts each backup code once', async () => {
    const { email, backupCodes } = await withTwoFactor();
    const useBackup = async () => {
      const pending = sessionCookie(await signIn(email));
      return t.request('/api/auth/two-factor/verify-backup-code', {
        method: 'POST',
        json: { code: backupCodes[0] },
        cookie: pending,
      });
    };
    const first = await useBackup();
    expect(first.status).toBe(200);
    expect((await t.request('/api/me', { cookie: sessionCookie(first) })).status).toBe(200);
    expect((await useBackup()).status).toBe(400);
  });

  it('is turned off only with the password', async () => {
    const { cookie, email } = await withTwoFactor();
    const wrong = await t.request('/api/auth/two-factor/disable', {
      method: 'POST',
      json: { password: 'not-my-password' },
      cookie,
    });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ key: 'security.errors.wrongPassword' });
    const off = await t.request('/api/auth/two-factor/disable', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie,
    });
    expect(off.status).toBe(200);
    const plain = await signIn(email);
    expect(await plain.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await t.request('/api/me', { cookie: sessionCookie(plain) })).status).toBe(200);
  });

  it('refuses anonymous requests', async () => {
    const response = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
    });
    expect(response.status).toBe(401);
  });
});

describe('sessions', () => {
  it('lists where the user is signed in, current first, without tokens', async () => {
    const { cookie, email } = await t.signUp();
    await signIn(email);
    const { sessions: list } = await overview(cookie);
    expect(list).toHaveLength(2);
    expect(list[0]?.current).toBe(true);
    expect(list[1]?.current).toBe(false);
    expect(JSON.stringify(list)).not.toMatch(/token/i);
  });

  it('signs out another device; that device is refused on its next request', async () => {
    const { cookie, email } = await t.signUp();
    const phone = sessionCookie(await signIn(email));
    const other = (await overview(cookie)).sessions.find((s) => !s.current)!;
    const revoke = await t.request(`/api/account/sessions/${other.id}`, { method: 'DELETE', cookie });
    expect(revoke.status).toBe(204);
    expect((await t.request('/api/me', { cookie: phone })).status).toBe(401);
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
  });

  it("never signs out someone else's session", async () => {
    const owner = await t.signUp();
    const intruder = await t.signUp();
    const [mine] = (await overview(owner.cookie)).sessions;
    const response = await t.request(`/api/account/sessions/${mine!.id}`, {
      method: 'DELETE',
      cookie: intruder.cookie,
    });
    expect(response.status).toBe(404);
    expect((await t.request('/api/me', { cookie: owner.cookie })).status).toBe(200);
    expect((await t.request(`/api/account/sessions/${mine!.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await t.request('/api/account/security')).status).toBe(401);
  });

  it('"sign out all others" keeps only this device', async () => {
    const { cookie, email } = await t.signUp();
    const a = sessionCookie(await signIn(email));
    const b = sessionCookie(await signIn(email));
    const response = await t.request('/api/auth/revoke-other-sessions', { method: 'POST', json: {}, cookie });
    expect(response.status).toBe(200);
    for (const other of [a, b]) expect((await t.request('/api/me', { cookie: other })).status).toBe(401);
    expect((await overview(cookie)).sessions).toHaveLength(1);
  });

  it('changing the password needs the current one and ends the other sessions', async () => {
    const { cookie, email } = await t.signUp();
    const other = sessionCookie(await signIn(email));
    const wrong = await t.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'wrong-password-1', newPassword: 'annapurna-base-camp-5' },
      cookie,
    });
    expect(wrong.status).toBe(400);
    const common = await t.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: TEST_PASSWORD, newPassword: 'password123' },
      cookie,
    });
    expect(await errorOf(common)).toMatchObject({ key: 'validation.passwordCommon' });
    const changed = await t.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: TEST_PASSWORD, newPassword: 'annapurna-base-camp-5' },
      cookie,
    });
    expect(changed.status).toBe(200);
    expect((await t.request('/api/me', { cookie: other })).status).toBe(401);
    expect((await t.request('/api/me', { cookie: withCookies(cookie, changed) })).status).toBe(200);
  });
});

describe('sign-in methods', () => {
  it('lists the password method and refuses to unlink the last one', async () => {
    const { cookie } = await t.signUp();
    const { methods } = await overview(cookie);
    expect(methods.map((m) => m.providerId)).toEqual(['credential']);
    const response = await t.request('/api/auth/unlink-account', {
      method: 'POST',
      json: { accountId: methods[0]!.id },
      cookie,
    });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ key: 'security.errors.lastMethod' });
  });
});

describe('changing the e-mail', () => {
  it('needs the current password; the new address changes once its link is opened', async () => {
    const { cookie } = await t.signUp();
    const newEmail = `changed-${Date.now()}@example.com`;
    const none = await t.request('/api/auth/change-email', { method: 'POST', json: { newEmail }, cookie });
    expect(await errorOf(none)).toMatchObject({ key: 'validation.passwordRequired' });
    const wrong = await t.request('/api/auth/change-email', {
      method: 'POST',
      json: { newEmail, password: 'not-the-password' },
      cookie,
    });
    expect(await errorOf(wrong)).toMatchObject({ key: 'security.errors.wrongPassword' });
    const ok = await t.request('/api/auth/change-email', {
      method: 'POST',
      json: { newEmail, password: TEST_PASSWORD },
      cookie,
    });
    expect(ok.status).toBe(200);
    const link = new URL(linkIn(newEmail));
    await t.request(link.pathname + link.search, { cookie });
    expect((await overview(cookie)).email).toBe(newEmail);
    expect((await t.request('/api/auth/change-email', { method: 'POST', json: { newEmail } })).status).toBe(401);
  });
});

describe('API tokens (JWT)', () => {
  it('issues a short-lived token that verifies against the JWKS and works as a bearer', async () => {
    const { cookie, userId, email } = await t.signUp();
    const issued = await t.request('/api/auth/token', { cookie });
    expect(issued.status).toBe(200);
    const { token } = (await issued.json()) as { token: string };

    const jwks = (await (await t.request('/api/auth/jwks')).json()) as JSONWebKeySet;
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { issuer: TEST_ORIGIN, audience: TEST_ORIGIN });
    expect(payload.sub).toBe(userId);
    expect(payload.exp! - payload.iat!).toBe(15 * 60);

    const me = await t.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('refuses an expired, tampered or foreign token', async () => {
    const { userId, email } = await t.signUp();
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    const sid = session!.id;
    const now = Math.floor(Date.now() / 1000);
    const signed = await signWithServerKey({ sub: userId, email, sid, iat: now - 3600, exp: now - 60 });
    expect((await t.request('/api/me', { headers: { authorization: `Bearer ${signed}` } })).status).toBe(401);
    // a token that names no session, or the session of another account
    const sessionless = await signWithServerKey({ sub: userId, email, iat: now, exp: now + 600 });
    expect((await t.request('/api/me', { headers: { authorization: `Bearer ${sessionless}` } })).status).toBe(401);
    const other = await t.signUp();
    const [otherSession] = await t.database.db.select().from(sessions).where(eq(sessions.userId, other.userId));
    const borrowed = await signWithServerKey({ sub: userId, email, sid: otherSession!.id, iat: now, exp: now + 600 });
    expect((await t.request('/api/me', { headers: { authorization: `Bearer ${borrowed}` } })).status).toBe(401);
    const valid = await signWithServerKey({ sub: userId, email, sid, iat: now, exp: now + 600 });
    expect((await t.request('/api/me', { headers: { authorization: `Bearer ${valid}` } })).status).toBe(200);
    const tampered = `${valid.slice(0, -4)}AAAA`;
    expect((await t.request('/api/me', { headers: { authorization: `Bearer ${tampered}` } })).status).toBe(401);
    expect((await t.request('/api/me', { headers: { authorization: 'Bearer not.a.jwt' } })).status).toBe(401);
  });
});

describe('API reference', () => {
  it('documents the security endpoints', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/auth/request-password-reset',
      '/auth/two-factor/verify-totp',
      '/auth/token',
      '/auth/jwks',
      '/account/security',
      '/account/sessions/{id}',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
  });
});

describe('delete account', () => {
  it('needs the password, then removes the personal rows and ends the sessions', async () => {
    const { cookie, userId } = await t.signUp();
    const none = await t.request('/api/auth/delete-user', { method: 'POST', json: {}, cookie });
    expect(none.status).toBe(400);
    expect(await errorOf(none)).toMatchObject({ key: 'validation.passwordRequired' });
    const wrong = await t.request('/api/auth/delete-user', {
      method: 'POST',
      json: { password: 'wrong-one-123' },
      cookie,
    });
    expect(wrong.status).toBe(400);
    expect((await t.request('/api/me', { cookie })).status).toBe(200);

    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const uploaded = await t.request('/api/profile/avatar', {
      method: 'POST',
      body: photo,
      headers: { 'content-type': 'image/png' },
      cookie,
    });
    expect(uploaded.status).toBe(200);
    expect(filesOf(userId)).toHaveLength(2); // the picture and its small copy

    const deleted = await t.request('/api/auth/delete-user', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie,
    });
    expect(deleted.status).toBe(200);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
    expect(filesOf(userId)).toEqual([]);
    const db = t.database.db;
    for (const [table, column] of [
      [users, users.id],
      [profiles, profiles.id],
      [sessions, sessions.userId],
      [accounts, accounts.userId],
      [twoFactors, twoFactors.userId],
    ] as const) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(column, userId));
      expect(row?.count).toBe(0);
    }
  });

  it('refuses anonymous requests', async () => {
    const response = await t.request('/api/auth/delete-user', { method: 'POST', json: { password: TEST_PASSWORD } });
    expect(response.status).toBe(401);
  });
});

/** A token signed with the server's own key (the jwt plugin's server-side signJWT), with chosen times. */
async function signWithServerKey(payload: Record<string, unknown>): Promise<string> {
  const { token } = await t.auth.api.signJWT({ body: { payload: { ...payload, iss: TEST_ORIGIN, aud: TEST_ORIGIN } } });
  return token;
}
