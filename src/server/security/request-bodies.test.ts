import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth.ts';
import { JSON_MAX_DEPTH } from '#server/lib/read-body.ts';
import { servedApp } from '#tests/fixtures/served-app.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';

// What the API does with a body before any route reads it (app.ts, lib/read-body.ts): JSON nested
// too deeply or too large is refused without parsing it, and /api/auth takes small bodies and
// passes on only the fields Better Auth needs. Each case runs twice: in process (a web Request) and
// over HTTP as the process serves it (Node's own request stream, read without web streams).

/** `levels` arrays, one inside the other. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
/** A JSON object with `fields` and `levels` nested arrays (the object counting as one level) under `deep`. */
const withDeep = (fields: Record<string, unknown>, levels: number) =>
  `${JSON.stringify(fields).slice(0, -1)},"deep":${nested(levels - 1)}}`;

let t: TestApp;
let served: Awaited<ReturnType<typeof servedApp>>;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  served = await servedApp(t);
  base = served.base;
});
afterAll(async () => {
  await served.close();
  await t.close();
});

type Post = (path: string, body: string, cookie?: string) => Promise<Response>;

const inProcess: Post = (path, body, cookie) =>
  t.request(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    ...(cookie ? { cookie } : {}),
  });

/** The same POST over a real connection; every other one sent chunked, declaring no length. */
let sent = 0;
const overHttp: Post = (path, body, cookie) =>
  new Promise((resolve, reject) => {
    const chunked = sent++ % 2 === 1;
    const headers = {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(Buffer.byteLength(body)) }),
      ...(cookie ? { cookie } : {}),
    };
    const request = httpRequest(`${base}${path}`, { method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: response.statusCode })));
    });
    // a server that refused the body may stop reading it before it is all sent
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)));
    request.end(body);
  });

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

const SIGN_IN = { email: 'nobody@example.com', password: TEST_PASSWORD };

describe.each([
  ['in process', inProcess],
  ['over HTTP', overHttp],
] as const)('%s', (_transport, postJson) => {
  describe('deeply nested JSON', () => {
    it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/two-factor/verify-totp'])(
      '%s answers 100,000 levels under one key, and 1,000, with a 4xx that says why',
      async (path) => {
        const { cookie } = await t.signUp();
        for (const levels of [100_000, 1_000]) {
          for (const who of [undefined, cookie]) {
            const response = await postJson(path, withDeep(SIGN_IN, levels), who);
            expect(response.status).toBe(levels > 5_000 ? 413 : 400);
            expect((await errorOf(response)).message).toMatch(levels > 5_000 ? /too large/ : /nests deeper than 64/);
          }
        }
      },
    );

    it(`takes ${JSON_MAX_DEPTH} levels and refuses ${JSON_MAX_DEPTH + 1}, counting no bracket inside a string`, async () => {
      const deepest = await postJson('/api/auth/sign-in/email', withDeep(SIGN_IN, JSON_MAX_DEPTH));
      expect(deepest.status).toBe(401);
      const tooDeep = await postJson('/api/auth/sign-in/email', withDeep(SIGN_IN, JSON_MAX_DEPTH + 1));
      expect(tooDeep.status).toBe(400);
      expect(await errorOf(tooDeep)).toMatchObject({ code: 'VALIDATION_ERROR' });
      const bracketsInText = JSON.stringify({ email: SIGN_IN.email, password: `\\"${'[{'.repeat(60)}"` });
      expect((await postJson('/api/auth/sign-in/email', bracketsInText)).status).toBe(401);
    });

    it('refuses nesting on every other JSON route too, before it is parsed', async () => {
      const { cookie } = await t.signUp();
      const contact = {
        name: 'Sita',
        email: 'sita@example.com',
        subject: 'Courses',
        message: 'Namaste, a question about courses.',
      };
      const response = await postJson('/api/contact', withDeep(contact, 400_000));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toMatch(/nests deeper than 64/);
      const signedIn = await postJson('/api/me/roles', nested(400_000), cookie);
      expect(signedIn.status).toBe(400);
      // the same body, shallow, is read as before
      expect((await postJson('/api/contact', JSON.stringify(contact))).status).toBe(201);
    });
  });

  describe('/api/auth bodies', () => {
    it('takes at most 16 KB', async () => {
      const small = await postJson('/api/auth/sign-in/email', JSON.stringify({ ...SIGN_IN, note: 'x'.repeat(12_000) }));
      expect(small.status).toBe(401);
      const large = await postJson('/api/auth/sign-in/email', JSON.stringify({ ...SIGN_IN, note: 'x'.repeat(20_000) }));
      expect(large.status).toBe(413);
    });

    it('passes on only the fields of a sign-up: an image given with it is not stored', async () => {
      const email = `image-${randomUUID()}@example.com`;
      const response = await postJson(
        '/api/auth/sign-up/email',
        JSON.stringify({ name: 'Hari Thapa', email, password: TEST_PASSWORD, image: 'javascript:alert(1)' }),
      );
      expect(response.status).toBe(200);
      const [user] = await t.database.db.select({ image: users.image }).from(users).where(eq(users.email, email));
      expect(user).toEqual({ image: null });
    });
  });
});
