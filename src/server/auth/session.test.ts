import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/auth.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// The session cookie is checked without Better Auth's endpoint (session.ts); these pin that it
// refuses what Better Auth refuses and still lets Better Auth extend an active session.

const DAY = 86_400_000;

describe('session cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.request('/api/me', { cookie });
  const tokenOf = (cookie: string) => decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;

  it('signs in the owner of a valid cookie', async () => {
    const { cookie, userId } = await t.signUp();
    const response = await me(cookie);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(userId);
  });

  it('refuses a forged or tampered cookie', async () => {
    const { cookie } = await t.signUp();
    const token = tokenOf(cookie);
    const forged = `sipalu.session_token=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect((await me(forged)).status).toBe(401);
    expect((await me(`sipalu.session_token=${encodeURIComponent(token)}`)).status).toBe(401);
    // Change the token's first character to one it is not, keeping the signature.
    const tampered = cookie.replace(
      /session_token=(.)/,
      (_, first: string) => `session_token=${first === 'x' ? 'y' : 'x'}`,
    );
    expect((await me(tampered)).status).toBe(401);
  });

  it('refuses a revoked or expired session', async () => {
    const revoked = await t.signUp();
    await t.database.db.delete(sessions).where(eq(sessions.token, tokenOf(revoked.cookie)));
    expect((await me(revoked.cookie)).status).toBe(401);

    const expired = await t.signUp();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, tokenOf(expired.cookie)));
    expect((await me(expired.cookie)).status).toBe(401);
  });

  it('extends a session in use once a day', async () => {
    const { cookie } = await t.signUp();
    const token = tokenOf(cookie);
    // last extended two days ago: 28 of its 30 days left
    const old = new Date(Date.now() + 28 * DAY);
    await t.database.db.update(sessions).set({ expiresAt: old }).where(eq(sessions.token, token));
    expect((await me(cookie)).status).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);

    // extended less than a day ago: left alone
    const recent = new Date(Date.now() + 29.5 * DAY);
    await t.database.db.update(sessions).set({ expiresAt: recent }).where(eq(sessions.token, token));
    expect((await me(cookie)).status).toBe(200);
    const [again] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(again!.expiresAt.getTime()).toBe(recent.getTime());
  });
});
