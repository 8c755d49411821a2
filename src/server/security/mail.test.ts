import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_LIMITS } from '#server/features/auth/auth-limits.ts';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';

// Account e-mails go only where the account owner asked, and no faster than a person would ask:
// verification links per address they go to and per client asking.

let t: TestApp;
beforeAll(async () => {
  // one proxy in front lets each test pick the client's address
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());

const resend = (cookie: string, client: string) =>
  t.request('/api/auth/send-verification-email', {
    method: 'POST',
    json: {},
    cookie,
    headers: { 'x-forwarded-for': client },
  });

const verificationMailsTo = (email: string) =>
  t.outbox().filter((mail) => mail.to === email && mail.text.includes('/api/auth/verify-email')).length;

describe('verification mail', () => {
  it(`is sent ${MAIL_LIMITS.perAddress.max} times per address in a window, from any client`, async () => {
    const { cookie, email } = await t.signUp();
    const atSignUp = verificationMailsTo(email);
    const statuses: number[] = [];
    for (let i = 0; i <= MAIL_LIMITS.perAddress.max; i++) statuses.push((await resend(cookie, `192.0.2.${i}`)).status);
    expect(statuses).toEqual([...Array<number>(MAIL_LIMITS.perAddress.max).fill(200), 429]);
    expect(verificationMailsTo(email)).toBe(atSignUp + MAIL_LIMITS.perAddress.max);
  });

  it(`is sent ${MAIL_LIMITS.perClient.max} times per client in a window, whatever the addresses`, async () => {
    const accounts = [];
    for (let i = 0; i <= MAIL_LIMITS.perClient.max; i++) accounts.push(await t.signUp());
    const statuses: number[] = [];
    for (const { cookie } of accounts) statuses.push((await resend(cookie, '198.51.100.9')).status);
    expect(statuses).toEqual([...Array<number>(MAIL_LIMITS.perClient.max).fill(200), 429]);
    const last = accounts.at(-1)!;
    expect(verificationMailsTo(last.email)).toBe(1); // the sign-up's own
    // the same account from another client is served
    expect((await resend(last.cookie, '198.51.100.10')).status).toBe(200);
  });

  it('goes to a new e-mail address no faster than to the account’s own', async () => {
    const { cookie } = await t.signUp();
    const newEmail = `moving-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i <= MAIL_LIMITS.perAddress.max; i++) {
      const response = await t.request('/api/auth/change-email', {
        method: 'POST',
        json: { newEmail, password: 'kathmandu-valley-42' },
        cookie,
        headers: { 'x-forwarded-for': `192.0.2.${100 + i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(MAIL_LIMITS.perAddress.max).fill(200), 429]);
    expect(verificationMailsTo(newEmail)).toBe(MAIL_LIMITS.perAddress.max);
  });
});
