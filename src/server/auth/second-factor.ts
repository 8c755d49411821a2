import type { Context } from 'hono';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/auth.ts';
import type { AppEnv } from '#server/lib/http.ts';
import { publishSessionsEnded } from '#server/lib/notify.ts';
import { sessionTokenOf, verifiedValue } from './session.ts';

// Which sessions passed the second factor (`sessions.two_factor_verified`, decision 038). Our code
// step writes it with the session; these mark the sessions Better Auth writes on the other paths
// that ask for a second factor, and end the other sessions when two-step verification is turned
// on or off.

/** The value a response sets for cookie `name` (URL-decoded), or null if it sets none or clears it. */
function cookieSetBy(response: Response, name: string): string | null {
  let value: string | null = null;
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';', 1)[0] ?? '';
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at) !== name) continue;
    const raw = pair.slice(at + 1);
    value = raw === '' ? null : decodeURIComponent(raw);
  }
  return value;
}

/** The token of the session a Better Auth answer signed in (its session cookie), or null. */
async function sessionTokenSetBy(c: Context<AppEnv>, response: Response): Promise<string | null> {
  const settings = await c.var.deps.authState.settings();
  return verifiedValue(cookieSetBy(response, settings.sessionCookieName) ?? undefined, settings.secret);
}

/**
 * Whether a Better Auth password sign-in was spared the code by a trusted device (a device that
 * passed it within 30 days): only then does it renew the trusted device's cookie.
 */
export async function trustedDeviceSignedIn(c: Context<AppEnv>, response: Response): Promise<boolean> {
  const settings = await c.var.deps.authState.settings();
  return response.ok && cookieSetBy(response, settings.trustDeviceCookieName) !== null;
}

/** Records that the session a successful Better Auth answer signed in passed the second factor. */
export async function markSecondFactor(c: Context<AppEnv>, response: Response): Promise<void> {
  const token = response.ok ? await sessionTokenSetBy(c, response) : null;
  if (!token) return;
  await c.var.deps.db.update(sessions).set({ twoFactorVerified: true }).where(eq(sessions.token, token));
}

/**
 * Two-step verification was just turned on (`secondFactor`: the request proved a code) or off:
 * every other session of the user ends, with the API tokens issued for them and their event
 * streams, so no session signed in under the old rule outlives the change. The session kept is
 * the one the answer set (Better Auth replaces the session), or else the request's own.
 */
export async function keepOnlyThisSession(
  c: Context<AppEnv>,
  userId: string,
  response: Response,
  secondFactor: boolean,
): Promise<void> {
  if (!response.ok) return;
  const token = (await sessionTokenSetBy(c, response)) ?? (await sessionTokenOf(c));
  const ended = await endOtherSessions(c.var.deps.db, userId, token, secondFactor);
  if (ended.length > 0) await publishSessionsEnded(c.var.deps, { userId, sessionIds: ended });
}

/** Marks session `token` and deletes the user's others (all of them without a token), in one transaction. */
function endOtherSessions(db: Db, userId: string, token: string | null, secondFactor: boolean): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (token) {
      await tx
        .update(sessions)
        .set({ twoFactorVerified: secondFactor })
        .where(and(eq(sessions.userId, userId), eq(sessions.token, token)));
    }
    const ended = await tx
      .delete(sessions)
      .where(token ? and(eq(sessions.userId, userId), ne(sessions.token, token)) : eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    return ended.map((row) => row.id);
  });
}
