import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PER_HOUR } from '#contract/contact.ts';
import type { SecurityOverview } from '#contract/security.ts';
import { IN_PROCESS_CLIENT, resolveClientAddress, USER_AGENT_MAX } from '#server/lib/client-address.ts';
import { createTestApp, sessionCookie, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import { secretOf, totpCode } from '#tests/fixtures/totp.ts';

// The client's address is the socket's peer; X-Forwarded-For counts only as far as TRUST_PROXY
// says proxies of ours wrote it. Throttles and the sessions list both see that address.

describe('the client address', () => {
  const resolve = (forwardedFor: string | undefined, trustedProxies: number, socket = '10.0.0.5') =>
    resolveClientAddress({ socket, forwardedFor, trustedProxies });

  it('is the socket’s peer when no proxy is trusted, whatever the client forwards', () => {
    expect(resolve('203.0.113.7', 0)).toBe('10.0.0.5');
    expect(resolve(undefined, 0)).toBe('10.0.0.5');
    // an in-process request (tests) has no socket
    expect(resolveClientAddress({ socket: undefined, forwardedFor: '203.0.113.7', trustedProxies: 0 })).toBe(
      IN_PROCESS_CLIENT,
    );
  });

  it('is the entry as many places left of the peer as proxies are trusted', () => {
    // the client sent "1.1.1.1"; our one proxy appended the address it was reached from
    expect(resolve('1.1.1.1, 203.0.113.7', 1)).toBe('203.0.113.7');
    // two proxies: a CDN appended the client, our balancer appended the CDN
    expect(resolve('1.1.1.1, 203.0.113.7, 198.51.100.20', 2)).toBe('203.0.113.7');
    // a request that skipped a proxy: the left-most entry
    expect(resolve('203.0.113.7', 2)).toBe('203.0.113.7');
  });

  it('falls back to the peer for a malformed entry, and writes each address one way', () => {
    expect(resolve('1.1.1.1, not-an-address', 1)).toBe('10.0.0.5');
    expect(resolve('', 1)).toBe('10.0.0.5');
    expect(resolve('2001:DB8:0:0:0:0:0:1', 1)).toBe('2001:db8::1');
    expect(resolve(undefined, 0, '::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});

/** The app on a real loopback socket, as clients reach it. */
async function listen(t: TestApp): Promise<{ base: string; server: ServerType }> {
  let server!: ServerType;
  const port = await new Promise<number>((done) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => done(info.port));
  });
  return { base: `http://127.0.0.1:${port}`, server };
}

const FORGED = '203.0.113.66';

describe.each([
  ['no proxy trusted', 0, '127.0.0.1'],
  ['one proxy trusted', 1, FORGED],
])('over a socket, %s', (_name, trustProxy, expected) => {
  let t: TestApp;
  let base: string;
  let server: ServerType;
  beforeAll(async () => {
    t = await createTestApp(trustProxy ? { trustProxy } : {});
    ({ base, server } = await listen(t));
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await t.close();
  });

  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(json),
    });

  it(`lists a session with the address ${expected} and a user agent of a sane length`, async () => {
    const { email } = await t.signUp();
    const agent = `Mozilla/5.0 ${'x'.repeat(10_000)}`;
    const signIn = await post(
      '/api/auth/sign-in/email',
      { email, password: TEST_PASSWORD },
      { 'x-forwarded-for': FORGED, 'user-agent': agent },
    );
    expect(signIn.status).toBe(200);
    const response = await fetch(`${base}/api/account/security`, { headers: { cookie: sessionCookie(signIn) } });
    const { sessions } = (await response.json()) as SecurityOverview;
    const current = sessions.find((session) => session.current)!;
    expect(current.ipAddress).toBe(expected);
    expect(current.userAgent).toBe(agent.slice(0, USER_AGENT_MAX));
  });

  it(`records ${expected} for a two-factor sign-in too`, async () => {
    const { cookie, email } = await t.signUp();
    const enable = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      json: { password: TEST_PASSWORD },
      cookie,
    });
    const secret = secretOf(((await enable.json()) as { totpURI: string }).totpURI);
    const confirmed = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      json: { code: totpCode(secret) },
      cookie: `${cookie}; ${sessionCookie(enable)}`,
    });
    expect(confirmed.status).toBe(200);

    const forged = { 'x-forwarded-for': FORGED };
    const password = await post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD }, forged);
    expect(await password.json()).toMatchObject({ twoFactorRedirect: true });
    // the next time step's code: the one just used to confirm may not be accepted twice
    const code = await post(
      '/api/auth/two-factor/verify-totp',
      { code: totpCode(secret, Date.now() + 30_000) },
      { ...forged, cookie: sessionCookie(password) },
    );
    expect(code.status).toBe(200);
    const response = await fetch(`${base}/api/account/security`, { headers: { cookie: sessionCookie(code) } });
    const { sessions } = (await response.json()) as SecurityOverview;
    expect(sessions.find((session) => session.current)?.ipAddress).toBe(expected);
  });

  it.runIf(trustProxy === 0)('counts a client’s contact messages whatever it forwards', async () => {
    const message = { name: 'Sunita Rai', email: 'sunita@example.com', subject: 'Batch', message: 'Evening batch?' };
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_MESSAGES_PER_HOUR; i++) {
      statuses.push((await post('/api/contact', message, { 'x-forwarded-for': `198.51.100.${i}` })).status);
    }
    expect(statuses).toEqual([...Array<number>(CONTACT_MESSAGES_PER_HOUR).fill(201), 429]);
  });
});
