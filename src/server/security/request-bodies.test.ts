import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth.ts';
import { JSON_MAX_DEPTH } from '#server/lib/read-body.ts';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#tests/fixtures/test-app.ts';
import type { OpenApiDocument } from '#tests/fixtures/openapi-samples.ts';

// What the API does with a body before any route reads it (app.ts, lib/read-body.ts): JSON nested
// too deeply or too large is refused without parsing it, /api/auth takes small bodies and passes on
// only the fields Better Auth needs, and a body nobody read closes its connection.

/** `levels` arrays, one inside the other. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
/** A JSON object with `fields` and `levels` nested arrays (the object counting as one level) under `deep`. */
const withDeep = (fields: Record<string, unknown>, levels: number) =>
  `${JSON.stringify(fields).slice(0, -1)},"deep":${nested(levels - 1)}}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const postJson = (path: string, body: string, cookie?: string) =>
  t.request(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    ...(cookie ? { cookie } : {}),
  });

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

const SIGN_IN = { email: 'nobody@example.com', password: TEST_PASSWORD };

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

describe('upload bodies nobody reads, over a socket', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    port = await new Promise<number>((done) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => done(info.port));
    });
  });
  afterAll(() => new Promise((done) => server.close(done)));

  /** Posts `bytes` raw bytes on a keep-alive connection; the answer's status and Connection header. */
  const upload = (path: string, bytes: number, cookie?: string) =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const agent = new http.Agent({ keepAlive: true });
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          agent,
          headers: {
            origin: TEST_ORIGIN,
            'content-type': 'application/octet-stream',
            'content-length': bytes,
            ...(cookie ? { cookie } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            agent.destroy();
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
          });
        },
      );
      // the server may stop reading once it has answered
      request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)));
      request.end(Buffer.alloc(bytes, 7));
    });

  it('answers a video for a missing service with 404 and Connection: close', async () => {
    const { cookie } = await t.signUp({ verified: true });
    for (const bytes of [100_000, 900_000]) {
      expect(await upload(`/api/services/${randomUUID()}/videos?name=a.mp4`, bytes, cookie)).toEqual({
        status: 404,
        connection: 'close',
      });
    }
  });

  it('closes the connection after refusing any upload route unread (no session: 401)', async () => {
    const spec = (await (await t.request('/api/openapi.json')).json()) as OpenApiDocument;
    const uploads = Object.entries(spec.paths).flatMap(([path, byMethod]) =>
      Object.values(byMethod)
        .filter((operation) => operation.requestBody?.content && !operation.requestBody.content['application/json'])
        .map(() => path.replace(/\{[^}]+\}/g, randomUUID())),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(6);
    for (const path of uploads) {
      expect({ path, ...(await upload(`/api${path}`, 300_000)) }).toEqual({ path, status: 401, connection: 'close' });
    }
  });

  it('keeps the connection of an answered JSON request open', async () => {
    const small = await upload('/api/health', 0);
    expect(small.connection).toBe('keep-alive');
  });
});
