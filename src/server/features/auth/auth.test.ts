import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { englishMessage } from '#contract/messages.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { users } from '#server/db/schema/auth.ts';
import { createTestApp, sessionCookie, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInLimits: { perEmail: 3, perClient: 100 } });
});
afterAll(() => t.close());

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; key?: string } }).error;
}

describe('sign-up', () => {
  it('creates the account, keeps the full name and signs the user in', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: '  Ramesh Thapa ', email: '  Ramesh@Example.com ', password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toContain('sipalu.session_token=');
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    const me = await t.request('/api/me', { cookie });
    expect(me.status).toBe(200);
    const body = (await me.json()) as {
      user: { email: string; name: string };
      roles: string[];
      profile: { fullName: string };
    };
    expect(body.user).toMatchObject({ email: 'ramesh@example.com', name: 'Ramesh Thapa' });
    expect(body.roles).toEqual([]);
    expect(body.profile.fullName).toBe('Ramesh Thapa');
  });

  it('stores the password as an argon2id hash', async () => {
    const { userId } = await t.signUp();
    const rows = await t.database.db.query.accounts.findMany({ where: (a, { eq: equal }) => equal(a.userId, userId) });
    expect(rows[0]?.password).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{ name: 'Sita Gurung', email: 'not-an-email', password: TEST_PASSWORD }, 'validation.emailInvalid'],
    [{ name: 'Sita Gurung', email: 'sita@example.com', password: '12345' }, 'validation.passwordMin'],
    [{ name: ' S ', email: 'sita@example.com', password: TEST_PASSWORD }, 'validation.fullNameRequired'],
    [{ name: 'S'.repeat(101), email: 'sita@example.com', password: TEST_PASSWORD }, 'validation.fullNameTooLong'],
    [{ name: 'Sita Gurung', email: `${'a'.repeat(250)}@x.com`, password: TEST_PASSWORD }, 'validation.emailTooLong'],
    [{ name: 'Sita Gurung', email: 'sita@example.com', password: 'password123' }, 'validation.passwordCommon'],
    [{ name: 42, email: 'sita@example.com', password: TEST_PASSWORD }, 'validation.fullNameRequired'],
  ])('refuses %j with the spec message', async (json, key) => {
    const response = await t.request('/api/auth/sign-up/email', { method: 'POST', json });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'VALIDATION_ERROR', key, message: englishMessage(key) });
  });

  it('answers malformed JSON with 400 and creates nothing', async () => {
    const before = await t.database.db.$count(users);
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: '{"name": "Sita",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('The request body is not valid JSON');
    expect(await t.database.db.$count(users)).toBe(before);
  });

  it('refuses a second account for the same e-mail as "Account exists"', async () => {
    const { email } = await t.signUp();
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Someone Else', email: email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: 'This email is already registered. Please sign in instead.',
    });
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and out again', async () => {
    const { email } = await t.signUp({ fullName: 'Bikash Tamang' });
    const response = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect((await t.request('/api/me', { cookie })).status).toBe(200);

    const out = await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie });
    expect(out.status).toBe(200);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail alike: "Invalid credentials"', async () => {
    const { email } = await t.signUp();
    for (const json of [
      { email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: TEST_PASSWORD },
    ]) {
      const response = await t.request('/api/auth/sign-in/email', { method: 'POST', json });
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Please check your email and password.',
      });
    }
  });

  it('validates sign-in input', async () => {
    const empty = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'a@b.co', password: '' },
    });
    expect(await errorOf(empty)).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Password is required' });
    const bad = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'nope', password: 'x' } });
    expect(await errorOf(bad)).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid email address' });
  });

  it('throttles repeated attempts on one account with 429 and a clear message', async () => {
    const { email } = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: 'wrong-password' },
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect((await errorOf(response)).message).toBe(
          'Too many sign-in attempts. Please wait a minute and try again.',
        );
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('profile row', () => {
  it('starts a profile with the sign-up full name, not yet complete', async () => {
    const { userId } = await t.signUp({ fullName: 'Anjali Rai' });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ fullName: 'Anjali Rai', profileComplete: false });
  });
});

describe('social sign-in', () => {
  it('refuses a provider that is not configured', async () => {
    const response = await t.request('/api/auth/sign-in/social', {
      method: 'POST',
      json: { provider: 'google', callbackURL: '/choose-role' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('sends a configured LinkedIn sign-in to LinkedIn with the OpenID scopes', async () => {
    const withLinkedIn = await createTestApp({ linkedin: { clientId: 'sipalu-test', clientSecret: 'secret' } });
    try {
      const response = await withLinkedIn.request('/api/auth/sign-in/social', {
        method: 'POST',
        json: { provider: 'linkedin', callbackURL: '/dashboard' },
      });
      expect(response.status).toBe(200);
      const url = new URL(((await response.json()) as { url: string }).url);
      expect(url.origin).toBe('https://www.linkedin.com');
      expect(url.searchParams.get('client_id')).toBe('sipalu-test');
      expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
      expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/linkedin');
    } finally {
      await withLinkedIn.close();
    }
  });
});
