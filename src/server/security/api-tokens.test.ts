import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';

// API tokens (15-minute JWTs from /api/auth/token) end with the session they were issued for.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInLimits: { perEmail: 1000, perClient: 10_000 } });
});
afterAll(() => t.close());

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

async function tokenFor(cookie: string): Promise<string> {
  const issued = await t.request('/api/auth/token', { cookie });
  expect(issued.status).toBe(200);
  return ((await issued.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.request('/api/me', { headers: bearer(token) });

/** Every file in the test app's object store. */
function storedFiles(dir = t.uploadsDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storedFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('an API token', () => {
  it('works while its session lasts, and not after signing out', async () => {
    const { cookie, email } = await t.signUp();
    const token = await tokenFor(cookie);
    const answer = await me(token);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { user: { email: string } }).user.email).toBe(email);

    expect((await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('stops working when a password reset ends the sessions', async () => {
    const { cookie, email } = await t.signUp();
    const token = await tokenFor(cookie);
    expect((await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email } })).status).toBe(200);
    const link = new URL(
      t
        .outbox()
        .filter((mail) => mail.to === email)
        .at(-1)!
        .text.match(/https?:\/\/\S+/)![0],
    );
    const landing = await t.request(link.pathname + link.search);
    const resetToken = new URL(landing.headers.get('location')!, TEST_ORIGIN).searchParams.get('token')!;
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token: resetToken, newPassword: 'pokhara-lakeside-77' },
    });
    expect(reset.status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it('of a deleted account answers 401 to reads and writes, and stores nothing', async () => {
    const { cookie } = await t.signUp();
    const token = await tokenFor(cookie);
    expect((await me(token)).status).toBe(200);
    const deleted = await t.request('/api/auth/delete-user', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie,
    });
    expect(deleted.status).toBe(200);

    const filesBefore = storedFiles();
    expect((await me(token)).status).toBe(401);
    const upload = await t.request('/api/resumes', { method: 'POST', body: PDF, headers: bearer(token) });
    expect(upload.status).toBe(401);
    const write = await t.request('/api/me/active-role', {
      method: 'PUT',
      json: { role: 'learner' },
      headers: bearer(token),
    });
    expect(write.status).toBe(401);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('of another session of the same account keeps working when one device signs out', async () => {
    const { cookie, email } = await t.signUp();
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD },
    });
    const laptop = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const phoneToken = await tokenFor(cookie);
    const laptopToken = await tokenFor(laptop);
    await t.request('/api/auth/sign-out', { method: 'POST', json: {}, cookie });
    expect((await me(phoneToken)).status).toBe(401);
    expect((await me(laptopToken)).status).toBe(200);
  });
});
