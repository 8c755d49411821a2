import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, users } from '#server/db/schema/auth.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { createTestApp, sessionCookie, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';
import { CookieJar, startOidcProvider, type TestOidcProvider } from '#tests/fixtures/oidc-provider.ts';

// Google-like and LinkedIn-like sign-in against a real OpenID provider on loopback: the browser's
// steps (authorization request, login form, consent form) and the server's code exchange and
// ID-token check all go over HTTP.

let oidc: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  oidc = await startOidcProvider({
    redirectUris: [`${TEST_ORIGIN}/api/auth/callback/google`, `${TEST_ORIGIN}/api/auth/callback/linkedin`],
  });
  const client = { clientId: oidc.clientId, clientSecret: oidc.clientSecret, issuer: oidc.issuer };
  t = await createTestApp({ google: client, linkedin: client });
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

/** Follows provider redirects and submits its login and consent forms until it sends the browser back to us. */
async function throughProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let init: RequestInit = { method: 'GET' };
  for (let hop = 0; hop < 15; hop++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header(url) },
    });
    jar.store(url, response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin === TEST_ORIGIN) return next;
      url = next.toString();
      init = { method: 'GET' };
      continue;
    }
    expect(response.status).toBe(200);
    const html = await response.text();
    const action = new URL(/<form[^>]*action="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'), url).toString();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)![1]!;
    const form = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) });
    url = action;
    init = { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('the provider never sent the browser back');
}

/** Starts a social sign-in as the web app does and completes it; returns where we land and the cookie. */
async function signInWith(provider: 'google' | 'linkedin', login: string, cookie?: string) {
  const start = await t.request('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider, callbackURL: '/dashboard', newUserCallbackURL: '/choose-role', errorCallbackURL: '/auth' },
    ...(cookie ? { cookie } : {}),
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const back = await throughProvider(url, login);
  const started = performance.now();
  const callback = await t.request(back.pathname + back.search, { cookie: sessionCookie(start) });
  const callbackMs = performance.now() - started;
  expect(callback.status).toBe(302);
  return {
    authorizationUrl: new URL(url),
    location: callback.headers.get('location')!,
    cookie: sessionCookie(callback),
    callbackMs,
  };
}

/** Opens the verification link mailed to `email`. */
async function verifyEmail(email: string) {
  const mail = t
    .outbox()
    .filter((m) => m.to === email)
    .at(-1);
  const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
  expect((await t.request(link.pathname + link.search)).status).toBe(302);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  expect(row?.emailVerified).toBe(true);
}

describe('sign-in with an OpenID provider', () => {
  it('Google: offline access with consent; a new user lands on /choose-role with a profile, then /dashboard', async () => {
    const first = await signInWith('google', 'asha');
    expect(first.authorizationUrl.origin).toBe(oidc.issuer);
    expect(first.authorizationUrl.searchParams.get('access_type')).toBe('offline');
    expect(first.authorizationUrl.searchParams.get('prompt')).toBe('consent');
    expect(first.location).toBe('/choose-role');

    const me = await t.request('/api/me', { cookie: first.cookie });
    expect(me.status).toBe(200);
    const body = (await me.json()) as { user: { email: string; id: string }; profile: { fullName: string } };
    expect(body.user.email).toBe('asha@example.com');
    expect(body.profile.fullName).toBe('Asha Test');
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, body.user.id));
    expect(account).toMatchObject({ providerId: 'google', accountId: 'asha' });
    expect(account?.refreshToken).toBeTruthy();

    const again = await signInWith('google', 'asha');
    expect(again.location).toBe('/dashboard');
    // the first callback also fetched the provider's keys; a usual one is within the budget
    expect(again.callbackMs).toBeLessThan(500);
  });

  it('LinkedIn: asks for openid profile email', async () => {
    const result = await signInWith('linkedin', 'bikash');
    expect(result.authorizationUrl.searchParams.get('scope')?.split(' ').sort()).toEqual([
      'email',
      'openid',
      'profile',
    ]);
    expect(result.location).toBe('/choose-role');
    expect((await t.request('/api/me', { cookie: result.cookie })).status).toBe(200);
  });

  it('joins an existing password account only when both sides have verified the e-mail', async () => {
    const verified = await t.signUp({ email: 'chandra@example.com' });
    // an unverified local account is not joined: someone may have registered another person's address
    expect((await signInWith('google', 'chandra')).location).toMatch(/^\/auth\?error=/);
    await verifyEmail('chandra@example.com');
    const linked = await signInWith('google', 'chandra');
    expect(linked.location).toBe('/dashboard');
    const rows = await t.database.db.select().from(accounts).where(eq(accounts.userId, verified.userId));
    expect(rows.map((row) => row.providerId).sort()).toEqual(['credential', 'google']);

    await t.signUp({ email: 'unverified-dev@example.com' });
    const refused = await signInWith('google', 'unverified-dev');
    expect(refused.location).toMatch(/^\/auth\?error=/);
    expect(refused.cookie).not.toMatch(/session_token=[^;]/);
  });

  it('unlinks a provider while another method remains, never the last one', async () => {
    const { cookie } = await signInWith('linkedin', 'deepa');
    const rows = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, 'deepa@example.com'));
    const last = await t.request('/api/auth/unlink-account', {
      method: 'POST',
      json: { accountId: rows[0]!.id },
      cookie,
    });
    expect(last.status).toBe(409);

    const user = await t.signUp({ email: 'esha@example.com' });
    await verifyEmail('esha@example.com');
    await signInWith('google', 'esha');
    const methods = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.userId));
    const googleRow = methods.find((m) => m.providerId === 'google')!;
    const unlink = await t.request('/api/auth/unlink-account', {
      method: 'POST',
      json: { accountId: googleRow.id },
      cookie: user.cookie,
    });
    expect(unlink.status).toBe(200);
    const left = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.userId));
    expect(left.map((m) => m.providerId)).toEqual(['credential']);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(profile).toBeTruthy();
  });
});
