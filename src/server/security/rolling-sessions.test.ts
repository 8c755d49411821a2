import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '#server/db/schema/auth.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// A session in use is extended once a day (Better Auth's updateAge); the browser must hear of it,
// or an active user is signed out 30 days after signing in.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;
const SESSION_MS = 30 * DAY_MS;

/** Makes the user's session look signed in `days` ago: due for its daily extension. Returns its end. */
async function signedInDaysAgo(userId: string, days: number): Promise<Date> {
  const signedInAt = Date.now() - days * DAY_MS;
  const expiresAt = new Date(signedInAt + SESSION_MS);
  await t.database.db
    .update(sessions)
    .set({ createdAt: new Date(signedInAt), updatedAt: new Date(signedInAt), expiresAt })
    .where(eq(sessions.userId, userId));
  return expiresAt;
}

/** When the browser's session cookie ends after this response, or null if the response leaves it. */
function cookieEnd(response: Response, sentAt: number): Date | null {
  const line = response.headers.getSetCookie().find((l) => l.startsWith('sipalu.session_token='));
  if (!line) return null;
  const maxAge = /;\s*Max-Age=(\d+)/i.exec(line)?.[1];
  const expires = /;\s*Expires=([^;]+)/i.exec(line)?.[1];
  if (maxAge) return new Date(sentAt + Number(maxAge) * 1000);
  return expires ? new Date(expires) : null;
}

describe('a session in use', () => {
  it('is extended in the database and in the browser once a day', async () => {
    const { cookie, userId } = await t.signUp();
    const before = await signedInDaysAgo(userId, 2);

    const sentAt = Date.now();
    const answer = await t.request('/api/me', { cookie });
    expect(answer.status).toBe(200);
    const end = cookieEnd(answer, sentAt);
    expect(end).not.toBeNull();
    // the same session, now ending 30 days from this request instead of 30 days after signing in
    expect(end!.getTime()).toBeGreaterThan(before.getTime() + DAY_MS);
    expect(answer.headers.getSetCookie().find((l) => l.startsWith('sipalu.session_token='))).toContain(
      cookie.match(/sipalu\.session_token=([^.;]+)/)![1],
    );
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(before.getTime() + DAY_MS);

    // extended for today: the next request leaves the cookie alone
    const next = await t.request('/api/me', { cookie });
    expect(next.status).toBe(200);
    expect(cookieEnd(next, Date.now())).toBeNull();
  });

  it('is extended in the browser whatever answers the request, an error too', async () => {
    const { cookie, userId } = await t.signUp();
    const before = await signedInDaysAgo(userId, 3);
    const sentAt = Date.now();
    const answer = await t.request('/api/me/active-role', { method: 'PUT', json: { role: 'no-such-role' }, cookie });
    expect(answer.status).toBe(400);
    expect(cookieEnd(answer, sentAt)!.getTime()).toBeGreaterThan(before.getTime() + DAY_MS);
  });
});
