import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffMe } from '#contract/staff.ts';
import { users } from '#server/db/schema/auth.ts';
import { createTestApp, sessionCookie, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import { secretOf, setupCode, totpCode } from '#tests/fixtures/totp.ts';

// The staff console asks each session for the second factor (decision 038): an account's
// two-step verification says nothing of a session signed in with a password alone, before it was
// turned on. Turning it on or off ends the account's other sessions and their API tokens.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STAFF_ROUTES = ['/api/staff/overview', '/api/staff/audit'];

/** `cookie` with the cookies `response` sets (a cleared one removed), as a browser keeps them. */
function withCookies(cookie: string, response: Response): string {
  const jar = new Map(cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (pair === `${name}=`) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

function signIn(email: string, cookie?: string) {
  return t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: TEST_PASSWORD },
    ...(cookie ? { cookie } : {}),
  });
}

/** Turns two-step verification on as Account Security does: the password, then the app's first code. */
async function turnOnTwoFactor(cookie: string) {
  const enable = await t.request('/api/auth/two-factor/enable', {
    method: 'POST',
    json: { password: TEST_PASSWORD },
    cookie,
  });
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  const confirm = await t.request('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    json: { code: await setupCode(secret) },
    cookie,
  });
  expect(confirm.status).toBe(200);
  return { cookie: withCookies(cookie, confirm), secret, backupCodes };
}

async function status(path: string, auth: { cookie: string } | { headers: Record<string, string> }) {
  return (await t.request(path, auth)).status;
}

async function errorKey(path: string, cookie: string) {
  const response = await t.request(path, { cookie });
  return ((await response.json()) as { error: { key?: string } }).error.key;
}

describe('the second factor of staff sessions', () => {
  it('ends the sessions and API tokens signed in with a password alone when two-step verification is turned on', async () => {
    const staff = await t.signUpStaff({ twoFactor: false });
    const other = sessionCookie(await signIn(staff.email));
    const issued = await t.request('/api/auth/token', { cookie: other });
    const bearer = { authorization: `Bearer ${((await issued.json()) as { token: string }).token}` };
    expect(await status('/api/me', { headers: bearer })).toBe(200);

    const { cookie } = await turnOnTwoFactor(staff.cookie);

    for (const path of STAFF_ROUTES) {
      // the session that turned it on gave a code: the console opens, as for the demo staff member
      expect(await status(path, { cookie }), path).toBe(200);
      expect(await status(path, { cookie: other }), path).toBe(401);
      expect(await status(path, { headers: bearer }), path).toBe(401);
    }
    expect(await status('/api/me', { cookie: other })).toBe(401);
    expect(await status('/api/me', { headers: bearer })).toBe(401);
  });

  it('refuses a session that did not pass the second factor, though the account has it on', async () => {
    const staff = await t.signUpStaff({ twoFactor: false });
    // as a session signed in before two-step was turned on, or through a provider that asks no code
    await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, staff.userId));
    for (const path of STAFF_ROUTES) {
      expect(await status(path, { cookie: staff.cookie }), path).toBe(403);
      expect(await errorKey(path, staff.cookie), path).toBe('staff.errors.twoFactorRequired');
    }
    // the console asks, so it can tell them to sign in again with their code
    const me = await t.request('/api/staff/me', { cookie: staff.cookie });
    expect(StaffMe.parse(await me.json())).toEqual({
      email: staff.email,
      twoFactorEnabled: true,
      secondFactorPassed: false,
    });
  });

  it('opens to a sign-in with a code, a trusted device or a backup code, and keeps it through a password change', async () => {
    const staff = await t.signUpStaff({ twoFactor: false });
    const { secret, backupCodes } = await turnOnTwoFactor(staff.cookie);

    const pending = sessionCookie(await signIn(staff.email));
    expect(await status('/api/staff/overview', { cookie: pending })).toBe(401);
    const coded = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: totpCode(secret), trustDevice: true },
      cookie: pending,
    });
    expect(coded.status).toBe(200);
    const withCode = withCookies(pending, coded);
    expect(await status('/api/staff/overview', { cookie: withCode })).toBe(200);

    // the device trusted at that sign-in is spared the code next time
    const trustCookie = withCode.split('; ').find((pair) => pair.startsWith('sipalu.trust_device='));
    expect(trustCookie).toBeDefined();
    const trusted = await signIn(staff.email, trustCookie);
    expect(trusted.status).toBe(200);
    expect(await status('/api/staff/overview', { cookie: withCookies(trustCookie!, trusted) })).toBe(200);

    const pendingAgain = sessionCookie(await signIn(staff.email));
    const backup = await t.request('/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      json: { code: backupCodes[0] },
      cookie: pendingAgain,
    });
    expect(backup.status).toBe(200);
    expect(await status('/api/staff/overview', { cookie: withCookies(pendingAgain, backup) })).toBe(200);

    // a new password replaces the session: the new one keeps the second factor it had
    const changed = await t.request('/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: TEST_PASSWORD, newPassword: `${TEST_PASSWORD}-new` },
      cookie: withCode,
    });
    expect(changed.status).toBe(200);
    expect(await status('/api/staff/overview', { cookie: withCookies(withCode, changed) })).toBe(200);
  });

  it('ends the other sessions when two-step verification is turned off, and closes the console', async () => {
    const staff = await t.signUpStaff({ twoFactor: false });
    const { cookie: before, secret } = await turnOnTwoFactor(staff.cookie);
    const pending = sessionCookie(await signIn(staff.email));
    const coded = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: totpCode(secret) },
      cookie: pending,
    });
    const cookie = withCookies(pending, coded);
    expect(await status('/api/staff/overview', { cookie: before })).toBe(200);

    const off = await t.request('/api/auth/two-factor/disable', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie,
    });
    expect(off.status).toBe(200);
    const after = withCookies(cookie, off);
    expect(await status('/api/me', { cookie: before })).toBe(401);
    expect(await status('/api/me', { cookie: after })).toBe(200);
    expect(await status('/api/staff/overview', { cookie: after })).toBe(403);
    expect(await errorKey('/api/staff/overview', after)).toBe('staff.errors.twoFactorRequired');
  });
});
