import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import type { Me } from '#contract/api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async (response: Response) => (await response.json()) as Me & { error: { code: string; message: string } };

describe('/api/me', () => {
  it('says whether the account is staff, so the menus can link the console', async () => {
    const member = await t.signUp();
    expect((await json(await t.request('/api/me', { cookie: member.cookie }))).isStaff).toBe(false);
    // before the second factor too: the console itself then asks for it
    const staff = await t.signUpStaff({ twoFactor: false });
    expect((await json(await t.request('/api/me', { cookie: staff.cookie }))).isStaff).toBe(true);
  });
});

describe('roles', () => {
  it('adds a first role, which becomes the active one', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ roles: ['company'], activeRole: 'company' });
  });

  it('keeps onboarding going after the first role: the profile is not complete yet', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request('/api/me/roles', { method: 'POST', json: { role: 'student' }, cookie });
    expect((await json(response)).profile.profileComplete).toBe(false);
  });

  it.each([
    ['company', true],
    ['student', true],
    ['professional', false],
    ['institution', false],
  ] as const)('adding %s as a further role marks the profile complete: %s', async (role, complete) => {
    const { cookie } = await t.signUp();
    const first = role === 'student' ? 'company' : 'student';
    await t.request('/api/me/roles', { method: 'POST', json: { role: first }, cookie });
    const response = await t.request('/api/me/roles', { method: 'POST', json: { role }, cookie });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ activeRole: role, profile: { profileComplete: complete } });
  });

  it('refuses a role the user already holds with 409 and leaves the roles as they were', async () => {
    const { cookie } = await t.signUp();
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'student' }, cookie });
    const again = await t.request('/api/me/roles', { method: 'POST', json: { role: 'student' }, cookie });
    expect(again.status).toBe(409);
    expect((await json(again)).error.code).toBe('ROLE_ALREADY_HELD');
    expect(await json(await t.request('/api/me', { cookie }))).toMatchObject({
      roles: ['student'],
      activeRole: 'student',
    });
  });

  it('holds several roles and switches between them', async () => {
    const { cookie } = await t.signUp();
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'institution' }, cookie });
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'professional' }, cookie });
    const switched = await t.request('/api/me/active-role', { method: 'PUT', json: { role: 'institution' }, cookie });
    expect(switched.status).toBe(200);
    expect(await json(switched)).toMatchObject({ roles: ['professional', 'institution'], activeRole: 'institution' });
  });

  it('refuses to switch to a role the user does not hold (403) and keeps the active role', async () => {
    const { cookie } = await t.signUp();
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'student' }, cookie });
    const response = await t.request('/api/me/active-role', { method: 'PUT', json: { role: 'company' }, cookie });
    expect(response.status).toBe(403);
    expect((await json(response)).error.code).toBe('ROLE_NOT_HELD');
    expect((await json(await t.request('/api/me', { cookie }))).activeRole).toBe('student');
  });

  it.each([
    [{ role: 'admin' }, 'Unknown role. Choose student, professional, company or institution.'],
    [{ role: 7 }, 'Unknown role. Choose student, professional, company or institution.'],
    [{}, 'Unknown role. Choose student, professional, company or institution.'],
  ])('refuses %j with 400 and changes nothing', async (body, message) => {
    const { cookie } = await t.signUp();
    for (const [method, path] of [
      ['POST', '/api/me/roles'],
      ['PUT', '/api/me/active-role'],
    ] as const) {
      const response = await t.request(path, { method, json: body, cookie });
      expect(response.status).toBe(400);
      expect((await json(response)).error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect((await json(await t.request('/api/me', { cookie }))).roles).toEqual([]);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request('/api/me/roles', {
      method: 'POST',
      body: '{role:',
      cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).error.code).toBe('VALIDATION_ERROR');
  });
});

describe('the account', () => {
  it('says whether the e-mail is verified: not at sign-up, yes once the mailed link is opened', async () => {
    const { cookie, email } = await t.signUp();
    const before = await json(await t.request('/api/me', { cookie }));
    expect(before.user).toMatchObject({ email, emailVerified: false });
    await t.verifyEmail(email);
    const after = await json(await t.request('/api/me', { cookie }));
    expect(after.user).toMatchObject({ email, emailVerified: true });
  });
});

describe('authorization', () => {
  const endpoints = [
    ['GET', '/api/me', undefined],
    ['POST', '/api/me/roles', { role: 'student' }],
    ['PUT', '/api/me/active-role', { role: 'student' }],
  ] as const;

  it.each(endpoints)('%s %s refuses an anonymous visitor with 401', async (method, path, body) => {
    const response = await t.request(path, { method, json: body });
    expect(response.status).toBe(401);
  });

  it('a forged or expired session cookie is anonymous', async () => {
    const response = await t.request('/api/me', { cookie: 'sipalu.session_token=forged.value' });
    expect(response.status).toBe(401);
  });

  it("one user's changes never touch another's roles", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie: alice.cookie });
    // Bob cannot act as Alice's role, and his own account is unchanged
    const response = await t.request('/api/me/active-role', {
      method: 'PUT',
      json: { role: 'company' },
      cookie: bob.cookie,
    });
    expect(response.status).toBe(403);
    expect(await json(await t.request('/api/me', { cookie: bob.cookie }))).toMatchObject({
      roles: [],
      activeRole: null,
    });
    expect(await json(await t.request('/api/me', { cookie: alice.cookie }))).toMatchObject({
      roles: ['company'],
      activeRole: 'company',
    });
  });
});
