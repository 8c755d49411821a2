import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '#server/db/schema/learning.ts';
import { bakeryJob } from '#tests/fixtures/job-post.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';

// A page on another origin of the same site (another port, a sibling subdomain) gets the session
// cookie sent along with its form posts (SameSite=Lax allows it), so the API must check where a
// state-changing request comes from. These routes take no body: a form of any type reaches them.

const OTHER_PORT = 'http://localhost:3001';
const SUBDOMAIN = 'http://jobs.localhost:3000';

let t: TestApp;
let company: { cookie: string; userId: string };
let student: { cookie: string; userId: string };
let jobId: string;
let courseId: string;
let conversationId: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await t.signUp({ fullName: 'Bagmati Bakery', verified: true });
  await t.request('/api/me/roles', { method: 'POST', json: { role: 'company' }, cookie: company.cookie });
  const job = await t.request('/api/company/jobs', {
    method: 'POST',
    json: bakeryJob('Baker'),
    cookie: company.cookie,
  });
  expect(job.status).toBe(201);
  jobId = ((await job.json()) as { id: string }).id;
  student = await t.signUp({ fullName: 'Asha Rai', verified: true });
  const [course] = await t.database.db
    .insert(courses)
    .values({ title: 'Bakery basics', description: 'Bread and cakes', duration: '4 weeks', category: 'Hospitality' })
    .returning({ id: courses.id });
  courseId = course!.id;
  const started = await t.request('/api/conversations', {
    method: 'POST',
    json: { participantId: company.userId },
    cookie: student.cookie,
  });
  conversationId = ((await started.json()) as { id: string }).id;
});

afterAll(() => t.close());

/** The five state-changing routes without a body, each with the account that may use it. */
const routes = () => [
  { name: 'close a job', path: `/api/company/jobs/${jobId}/close`, cookie: company.cookie },
  { name: 'reopen a job', path: `/api/company/jobs/${jobId}/reopen`, cookie: company.cookie },
  { name: 'mark all notifications read', path: '/api/notifications/read-all', cookie: student.cookie },
  { name: 'enrol', path: `/api/courses/${courseId}/enrol`, cookie: student.cookie },
  { name: 'mark a conversation read', path: `/api/conversations/${conversationId}/read`, cookie: company.cookie },
  { name: 'recommend courses', path: '/api/functions/recommend-courses', cookie: student.cookie },
];

/** A request with exactly these headers (no default Origin). */
const send = (method: string, path: string, headers: Record<string, string>, body?: string | Uint8Array<ArrayBuffer>) =>
  t.app.request(`${TEST_ORIGIN}${path}`, { method, headers, body });
const post = (path: string, headers: Record<string, string>, body?: string) => send('POST', path, headers, body);

async function expectRefused(response: Response, status: number, key: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; key: string } };
  expect(body.error.key).toBe(key);
}

describe('state-changing requests with the session cookie', () => {
  it('are refused from another port or a sibling subdomain, with or without a form body', async () => {
    for (const route of routes()) {
      for (const origin of [OTHER_PORT, SUBDOMAIN]) {
        const bodyless = await post(route.path, { cookie: route.cookie, origin });
        await expectRefused(bodyless, 403, 'errors.crossOrigin');
        // what an auto-submitting <form enctype="text/plain"> sends
        const form = await post(
          route.path,
          { cookie: route.cookie, origin, 'content-type': 'text/plain' },
          '{"a":"=b"}',
        );
        await expectRefused(form, 403, 'errors.crossOrigin');
      }
    }
    // and none of them acted: the job is still open
    const jobs = (await (await t.request('/api/company/jobs', { cookie: company.cookie })).json()) as Array<{
      id: string;
      isActive: boolean;
    }>;
    expect(jobs.find((job) => job.id === jobId)?.isActive).toBe(true);
  });

  it('are refused when the browser says the request is not from our origin and sends no Origin', async () => {
    const [close] = routes();
    const sameSite = await post(close!.path, { cookie: close!.cookie, 'sec-fetch-site': 'same-site' });
    await expectRefused(sameSite, 403, 'errors.crossOrigin');
    await expectRefused(await post(close!.path, { cookie: close!.cookie }), 403, 'errors.crossOrigin');
    await expectRefused(await post(close!.path, { cookie: close!.cookie, origin: 'null' }), 403, 'errors.crossOrigin');
  });

  it('are accepted from the public origin', async () => {
    for (const route of routes()) {
      const response = await post(route.path, { cookie: route.cookie, origin: TEST_ORIGIN });
      expect([200, 201], route.name).toContain(response.status);
    }
  });

  it('are accepted without an Origin when the browser says they come from our own origin', async () => {
    for (const route of routes()) {
      const response = await post(route.path, { cookie: route.cookie, 'sec-fetch-site': 'same-origin' });
      expect([200, 201], route.name).toContain(response.status);
    }
  });

  it('cover the auth endpoints too: signing out from another origin is refused', async () => {
    const victim = await t.signUp();
    const response = await post('/api/auth/sign-out', { cookie: victim.cookie, origin: OTHER_PORT });
    await expectRefused(response, 403, 'errors.crossOrigin');
    expect((await t.request('/api/me', { cookie: victim.cookie })).status).toBe(200);
    expect((await post('/api/auth/sign-out', { cookie: victim.cookie, origin: TEST_ORIGIN })).status).toBe(200);
    expect((await t.request('/api/me', { cookie: victim.cookie })).status).toBe(401);
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('lets the pages of a configured origin send signed-in requests, and no other', async () => {
    const admin = 'http://admin.localhost:3000';
    const configured = await createTestApp({ allowedOrigins: [admin] });
    try {
      const { cookie } = await configured.signUp();
      const from = (origin: string) =>
        configured.app.request(`${TEST_ORIGIN}/api/notifications/read-all`, {
          method: 'POST',
          headers: { cookie, origin },
        });
      expect((await from(admin)).status).toBe(200);
      expect((await from(SUBDOMAIN)).status).toBe(403);
    } finally {
      await configured.close();
    }
  });
});

describe('requests with a bearer token and no cookie', () => {
  it('are accepted from any origin: a token is never sent by the browser on its own', async () => {
    const response = await t.request('/api/auth/token', { cookie: student.cookie });
    const { token } = (await response.json()) as { token: string };
    for (const route of routes().filter((candidate) => candidate.cookie === student.cookie)) {
      const accepted = await post(route.path, { authorization: `Bearer ${token}`, origin: OTHER_PORT });
      expect([200, 201], route.name).toContain(accepted.status);
    }
  });
});

describe('request bodies', () => {
  it('must be JSON or multipart: a form-encoded or plain-text body is refused with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
      const response = await send(
        'PUT',
        '/api/me/active-role',
        { cookie: student.cookie, origin: TEST_ORIGIN, 'content-type': type },
        JSON.stringify({ role: 'student' }),
      );
      await expectRefused(response, 415, 'errors.unsupportedMediaType');
    }
    // the same body as JSON is taken
    const json = await t.request('/api/me/active-role', {
      method: 'PUT',
      json: { role: 'student' },
      cookie: student.cookie,
    });
    expect(json.status).not.toBe(415);
  });

  it('are refused as plain text on anonymous routes too', async () => {
    const response = await post(
      '/api/contact',
      { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
      JSON.stringify({ name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'Namaste' }),
    );
    await expectRefused(response, 415, 'errors.unsupportedMediaType');
  });

  it('may be raw file bytes on the upload routes, but not a form', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const labelled = await send(
      'POST',
      '/api/profile/avatar',
      { cookie: student.cookie, origin: TEST_ORIGIN, 'content-type': 'image/png' },
      png,
    );
    // past the origin and type checks: the image itself is what is wrong
    expect(labelled.status).toBe(400);
    const form = await send(
      'POST',
      '/api/profile/avatar',
      { cookie: student.cookie, origin: TEST_ORIGIN, 'content-type': 'text/plain' },
      png,
    );
    await expectRefused(form, 415, 'errors.unsupportedMediaType');
  });
});
