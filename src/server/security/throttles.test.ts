import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PER_HOUR } from '#contract/contact.ts';
import { englishMessage } from '#contract/messages.ts';
import { SIGN_IN_LIMITS, SIGN_UP_LIMITS } from '#server/features/auth/auth-limits.ts';
import { createTestApp, sessionCookie, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import { testDatabaseUrl } from '#tests/setup/test-database.ts';

// Every limit holds for the whole deployment, not per process: two app instances on one database,
// each with its own throttle as two processes would have, share one count.

/** A second app process on the same database and mail server: its own throttle, the same data. */
async function anotherProcess(t: TestApp) {
  const other = await createTestApp({ database: t.database, mailer: t.deps.mailer, signUpLimits: SIGN_UP_LIMITS });
  const post = (path: string, json: unknown) => other.request(path, { method: 'POST', json });
  return { post, close: () => other.close() };
}

const serverUrl = testDatabaseUrl();

describe.skipIf(!serverUrl)('two processes on one PostgreSQL share every limit', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof anotherProcess>>;
  beforeAll(async () => {
    t = await createTestApp();
    other = await anotherProcess(t);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const post = (process: number, path: string, json: unknown) =>
    process % 2 === 0 ? t.request(path, { method: 'POST', json }) : other.post(path, json);

  it('refuses the 11th wrong sign-in for one e-mail, whichever process answers', async () => {
    const { email } = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await post(i, '/api/auth/sign-in/email', { email, password: 'wrong-password-0' })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // the right password waits too
    expect((await post(1, '/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(429);
  });

  it(`accepts ${CONTACT_MESSAGES_PER_HOUR} contact messages an hour from one client across processes`, async () => {
    const message = { name: 'Sunita Rai', email: 'sunita@example.com', subject: 'Batch', message: 'Evening batch?' };
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_MESSAGES_PER_HOUR; i++) statuses.push((await post(i, '/api/contact', message)).status);
    expect(statuses).toEqual([...Array<number>(CONTACT_MESSAGES_PER_HOUR).fill(201), 429]);
  });

  it('sends 3 reset mails per address across processes, then refuses', async () => {
    const { email } = await t.signUp();
    const before = t.outbox().length;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(i, '/api/auth/request-password-reset', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(
      t
        .outbox()
        .slice(before)
        .filter((mail) => mail.to === email),
    ).toHaveLength(3);
  });
});

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; key?: string; message: string } }).error;
}

describe('password checks of a signed-in user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const PER_MINUTE = SIGN_IN_LIMITS.perEmail;

  it(`refuses the password change after ${PER_MINUTE} wrong passwords, even with the right one`, async () => {
    const { cookie } = await t.signUp();
    const change = (currentPassword: string) =>
      t.request('/api/auth/change-password', {
        method: 'POST',
        json: { currentPassword, newPassword: 'annapurna-base-camp-5' },
        cookie,
      });
    for (let i = 0; i < PER_MINUTE; i++) expect((await change(`wrong-password-${i}`)).status).toBe(400);
    const refused = await change('wrong-password-x');
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({
      code: 'RATE_LIMITED',
      key: 'toast.tooManyAttempts',
      message: englishMessage('toast.tooManyAttempts'),
    });
    // the right password waits for the window too, and nothing changed
    expect((await change(TEST_PASSWORD)).status).toBe(429);
    const old = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: (await me(cookie)).email, password: TEST_PASSWORD },
    });
    expect(old.status).toBe(200);
  });

  it.each([
    ['turning on two-factor', '/api/auth/two-factor/enable', (password: string) => ({ password })],
    [
      'changing the e-mail',
      '/api/auth/change-email',
      (password: string) => ({ newEmail: 'new@example.com', password }),
    ],
    ['deleting the account', '/api/auth/delete-user', (password: string) => ({ password })],
  ])('limits the guesses when %s', async (_action, path, body) => {
    const { cookie } = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i <= PER_MINUTE; i++) {
      statuses.push((await t.request(path, { method: 'POST', json: body(`wrong-password-${i}`), cookie })).status);
    }
    expect(statuses.slice(0, PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await t.request(path, { method: 'POST', json: body(TEST_PASSWORD), cookie })).status).toBe(429);
    // the account is still there, with one factor
    expect(await me(cookie)).toMatchObject({ twoFactorEnabled: false });
  });

  async function me(cookie: string) {
    const response = await t.request('/api/account/security', { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as { email: string; twoFactorEnabled: boolean };
  }
});

describe('sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the real limits; one proxy in front lets each test pick the client's address
    t = await createTestApp({ signUpLimits: SIGN_UP_LIMITS, trustProxy: 1 });
  });
  afterAll(() => t.close());

  const signUp = (email: string, client: string) =>
    t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Sita Gurung', email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': client },
    });

  it(`lets one client address try ${SIGN_UP_LIMITS.perClient} sign-ups an hour, then asks it to wait`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_UP_LIMITS.perClient; i++) {
      statuses.push((await signUp(`classroom-${i}@example.com`, '198.51.100.1')).status);
    }
    expect(statuses).toEqual([...Array<number>(SIGN_UP_LIMITS.perClient).fill(200), 429]);
    // probing whether an address is registered is refused the same way
    const probe = await signUp('classroom-0@example.com', '198.51.100.1');
    expect(probe.status).toBe(429);
    expect(await errorOf(probe)).toMatchObject({ code: 'RATE_LIMITED', key: 'toast.tooManySignUps' });
    // another client is not held up
    expect((await signUp('elsewhere@example.com', '198.51.100.2')).status).toBe(200);
  });

  it(`answers ${SIGN_UP_LIMITS.perEmail} sign-ups an hour for one e-mail, from any address`, async () => {
    const email = 'probed@example.com';
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_UP_LIMITS.perEmail; i++) statuses.push((await signUp(email, `203.0.113.${i}`)).status);
    // the first creates the account, the next say "Account exists" (spec §8), the last is refused
    expect(statuses).toEqual([200, ...Array<number>(SIGN_UP_LIMITS.perEmail - 1).fill(409), 429]);
    const refused = await signUp(email, '203.0.113.200');
    expect(await errorOf(refused)).toMatchObject({ key: 'toast.tooManySignUps' });
    // the account made by the first sign-up still works
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: TEST_PASSWORD },
    });
    expect(sessionCookie(signIn)).toContain('sipalu.session_token=');
  });
});
