import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';

// Signed-in answers are kept by no cache (lib/private-answers.ts); anonymous public answers keep
// the caching their route gave them (decision 011).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cacheControlOf = async (response: Response) => {
  await response.body?.cancel();
  return response.headers.get('cache-control');
};

describe('Cache-Control', () => {
  it('is private, no-store on every answer to a signed-in user: data, claims, errors', async () => {
    const { cookie } = await t.signUp({ verified: true });
    for (const path of ['/api/me', '/api/verification/requests', '/api/home', `/api/jobs/${randomUUID()}`]) {
      expect({ path, cacheControl: await cacheControlOf(await t.request(path, { cookie })) }).toEqual({
        path,
        cacheControl: 'private, no-store',
      });
    }
    const refused = await t.request('/api/me/roles', { method: 'POST', cookie, json: { role: 'nobody' } });
    expect(refused.status).toBe(400);
    expect(await cacheControlOf(refused)).toBe('private, no-store');
  });

  it('is private, no-store on an answer that signs in, and on a bearer token call', async () => {
    const { email, cookie } = await t.signUp();
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    expect(await cacheControlOf(signIn)).toBe('private, no-store');
    const { token } = (await (await t.request('/api/auth/token', { cookie })).json()) as { token: string };
    const me = await t.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await cacheControlOf(me)).toBe('private, no-store');
  });

  it('leaves anonymous answers as their route made them', async () => {
    expect(await cacheControlOf(await t.request('/api/home'))).toBe('public, max-age=60');
    expect(await cacheControlOf(await t.request('/api/jobs'))).toBeNull();
  });
});
