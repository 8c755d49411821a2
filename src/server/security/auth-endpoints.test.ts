import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessage } from '#contract/messages.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// /api/auth serves the Better Auth endpoints the app uses, behind our validation; the others
// Better Auth has (changing the user around our validation, listing raw session tokens…) answer 404.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; key?: string; message: string } }).error;
}

describe('Better Auth endpoints the app does not use', () => {
  it('update-user answers 404 and changes nothing', async () => {
    const { cookie } = await t.signUp({ fullName: 'Sita Gurung' });
    const answer = await t.request('/api/auth/update-user', {
      method: 'POST',
      json: { name: 'x'.repeat(5_000), image: 'javascript:alert(1)' },
      cookie,
    });
    expect(answer.status).toBe(404);
    expect(await errorOf(answer)).toMatchObject({
      code: 'NOT_FOUND',
      key: 'errors.notFound',
      message: englishMessage('errors.notFound'),
    });
    const me = (await (await t.request('/api/me', { cookie })).json()) as { user: { name: string } };
    expect(me.user.name).toBe('Sita Gurung');
  });

  it('list-sessions answers 404, without a token in sight', async () => {
    const { cookie } = await t.signUp();
    const answer = await t.request('/api/auth/list-sessions', { cookie });
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toMatch(/token/i);
  });

  it.each([
    ['GET', '/get-session'],
    ['POST', '/update-session'],
    ['POST', '/revoke-session'],
    ['POST', '/revoke-sessions'],
    ['GET', '/list-accounts'],
    ['GET', '/account-info'],
    ['POST', '/get-access-token'],
    ['POST', '/refresh-token'],
    ['POST', '/verify-password'],
    ['GET', '/delete-user/callback'],
    ['POST', '/two-factor/get-totp-uri'],
    ['POST', '/two-factor/generate-backup-codes'],
    ['POST', '/two-factor/send-otp'],
    ['POST', '/two-factor/verify-otp'],
    ['GET', '/ok'],
  ])('%s %s answers 404, signed in too', async (method, path) => {
    const { cookie } = await t.signUp();
    const answer = await t.request(`/api/auth${path}`, { method, cookie, ...(method === 'POST' ? { json: {} } : {}) });
    expect(answer.status).toBe(404);
  });
});

describe('Better Auth endpoints the app uses', () => {
  // what the web app, the mailed links, OAuth redirects and API clients call; answers vary with
  // the (empty) request, but none is 404
  it.each([
    ['POST', '/sign-up/email'],
    ['POST', '/sign-in/email'],
    ['POST', '/sign-in/social'],
    ['POST', '/link-social'],
    ['GET', '/callback/google'],
    ['POST', '/callback/google'],
    ['GET', '/error'],
    ['GET', '/verify-email'],
    ['POST', '/send-verification-email'],
    ['POST', '/request-password-reset'],
    ['GET', '/reset-password/not-a-token'],
    ['POST', '/reset-password'],
    ['POST', '/change-password'],
    ['POST', '/change-email'],
    ['POST', '/sign-out'],
    ['POST', '/revoke-other-sessions'],
    ['POST', '/unlink-account'],
    ['POST', '/delete-user'],
    ['POST', '/two-factor/enable'],
    ['POST', '/two-factor/disable'],
    ['POST', '/two-factor/verify-totp'],
    ['POST', '/two-factor/verify-backup-code'],
    ['GET', '/token'],
    ['GET', '/jwks'],
  ])('%s %s is served', async (method, path) => {
    const { cookie } = await t.signUp();
    const answer = await t.request(`/api/auth${path}`, { method, cookie, ...(method === 'POST' ? { json: {} } : {}) });
    expect(answer.status).not.toBe(404);
    expect(answer.status).toBeLessThan(500);
  });

  it('includes every endpoint the API reference documents', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/auth/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => [method.toUpperCase(), path] as const));
    expect(documented.length).toBeGreaterThan(10);
    for (const [method, path] of documented) {
      const answer = await t.request(`/api${path}`, { method, ...(method === 'POST' ? { json: {} } : {}) });
      expect(answer.status, `${method} ${path}`).not.toBe(404);
    }
  });
});
