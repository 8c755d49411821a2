import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSmtpMailer } from '#server/lib/mailer/mailer.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';

// The production mail path: the SMTP mailer talking to a real SMTP server on loopback.

const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`) });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('sends the reset link over SMTP; the link from the received mail sets a new password', async () => {
  const { email } = await t.signUp();
  const requested = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email } });
  expect(requested.status).toBe(200);

  const mail = received.filter((m) => m.to.includes(email)).at(-1);
  expect(mail?.raw).toMatch(/Subject: Reset your Sipalu password/);
  // quoted-printable may fold long lines; unfold before looking for the link
  const body = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = new URL(/http:\/\/localhost:3000\/api\/auth\/reset-password\/[^\s"<]+/.exec(body)![0]);
  const landing = await t.request(link.pathname + link.search);
  const token = new URL(landing.headers.get('location')!, TEST_ORIGIN).searchParams.get('token')!;

  const reset = await t.request('/api/auth/reset-password', {
    method: 'POST',
    json: { token, newPassword: 'mustang-trek-2083' },
  });
  expect(reset.status).toBe(200);
  const signIn = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: 'mustang-trek-2083' },
  });
  expect(signIn.status).toBe(200);
});
