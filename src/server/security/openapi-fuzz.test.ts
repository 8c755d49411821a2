import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import { ROLES } from '#contract/roles.ts';
import {
  mutationsOf,
  sampleOf,
  type OpenApiDocument,
  type Operation,
  type Schema,
} from '#tests/fixtures/openapi-samples.ts';

// Every operation of the published OpenAPI document, called by a signed-in user holding every role
// with valid and malformed input (control characters, zero-width text, wrong types, huge values,
// odd path ids, arrays nested 1,000 to 500,000 deep). A user's mistake is a 4xx: no input may produce a 5xx.

/** Operations that would end the fuzzing user's session or account; their own tests cover them. */
const SKIPPED = new Set([
  'post /api/auth/sign-out',
  'post /api/auth/delete-user',
  'post /api/auth/revoke-sessions',
  'post /api/auth/revoke-other-sessions',
  'post /api/auth/change-password',
  'post /api/auth/reset-password',
  'post /api/auth/change-email',
  'post /api/auth/two-factor/enable',
  'post /api/auth/two-factor/disable',
  'delete /api/account/sessions/{id}',
]);

const PATH_IDS = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%00', '..%2F..%2Fetc', 'x'.repeat(300)];
const QUERY_VALUES = ['a\u0000b', '\u0007', '-1', '99999999999999999999', 'x'.repeat(5000), '%', '\u200b'];

/** Arrays in arrays, `levels` deep, beside the fields of a valid body: costly to parse and to serialise. */
const nestedUnder = (body: string | undefined, levels: number) => {
  const fields = body?.startsWith('{') && body !== '{}' ? `${body.slice(1, -1)},` : '';
  return `{${fields}"deep":${'['.repeat(levels)}${']'.repeat(levels)}}`;
};
const NESTED_MEGABYTE = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;

let app: TestApp;
let cookie: string;
let spec: OpenApiDocument;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await app.signUp({ verified: true }));
  for (const role of ROLES) await app.request('/api/me/roles', { method: 'POST', cookie, json: { role } });
  spec = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
});
afterAll(() => app.close());

interface Call {
  label: string;
  path: string;
  method: string;
  body?: string | Uint8Array;
  contentType?: string;
}

/** Ids of what the fuzzing user created (a job, a service…), so id-taking operations reach their handlers. */
const knownIds = new Set<string>();
const UUID = /"id":"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/g;

function callsOf(path: string, method: string, operation: Operation): Call[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((param) => param.in === 'path');
  const query = params.filter((param) => param.in === 'query');
  const fill = (id: string) => path.replace(/\{[^}]+\}/g, id);
  const validPath = fill(PATH_IDS[0]!);
  const calls: Call[] = [];
  const ids = pathParams.length > 0 ? [...PATH_IDS, ...knownIds] : [PATH_IDS[0]!];
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  const binary = operation.requestBody?.content?.['application/octet-stream'];
  const validBody = jsonSchema ? JSON.stringify(sampleOf(jsonSchema, spec)) : undefined;
  const base = { method, contentType: jsonSchema ? 'application/json' : undefined };

  for (const id of ids) calls.push({ ...base, label: `path id ${id.slice(0, 20)}`, path: fill(id), body: validBody });
  for (const param of query) {
    for (const value of QUERY_VALUES) {
      calls.push({
        ...base,
        label: `query ${param.name}=${JSON.stringify(value.slice(0, 12))}`,
        path: `${validPath}?${param.name}=${encodeURIComponent(value)}`,
        body: validBody,
      });
    }
  }
  if (jsonSchema) {
    for (const [label, body] of mutationsOf(jsonSchema as Schema, spec)) {
      calls.push({ ...base, label, path: validPath, body: JSON.stringify(body) });
    }
    calls.push({ ...base, label: 'malformed JSON', path: validPath, body: '{"a":' });
    for (const levels of [1_000, 100_000]) {
      calls.push({
        ...base,
        label: `${levels} levels under one key`,
        path: validPath,
        body: nestedUnder(validBody, levels),
      });
    }
    calls.push({ ...base, label: '1 MB of nested arrays', path: validPath, body: NESTED_MEGABYTE });
  }
  if (binary) {
    const bytes: [string, Uint8Array][] = [
      ['empty file', new Uint8Array()],
      ['random bytes', Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251)],
      ['a PDF header only', new TextEncoder().encode('%PDF-1.7\n')],
      ['a zip header only', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0])],
    ];
    for (const [label, body] of bytes)
      calls.push({ method, label, path: validPath, body, contentType: 'application/octet-stream' });
  }
  return calls;
}

async function send(call: Call): Promise<Response> {
  const response = await app.request(`/api${call.path}`, {
    method: call.method,
    cookie,
    ...(call.body !== undefined ? { body: call.body } : {}),
    ...(call.contentType ? { headers: { 'content-type': call.contentType } } : {}),
  });
  // live-update streams stay open: only the status matters
  if (response.headers.get('content-type')?.includes('text/event-stream')) await response.body?.cancel();
  return response;
}

function operations(): [string, string, string, Operation][] {
  return Object.entries(spec.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .map(([method, operation]): [string, string, string, Operation] => [
        `${method} /api${path}`,
        path,
        method,
        operation,
      ])
      .filter(([key]) => !SKIPPED.has(key)),
  );
}

it('answers every operation with a status below 500, whatever the input', async () => {
  // first what a well-behaved client sends, keeping the ids of what it creates
  for (const [, path, method, operation] of operations()) {
    if (path.includes('{')) continue;
    const response = await send(callsOf(path, method.toUpperCase(), operation)[0]!);
    if (response.ok && response.headers.get('content-type')?.includes('json')) {
      for (const [, id] of (await response.text()).matchAll(UUID)) if (knownIds.size < 8) knownIds.add(id!);
    }
  }
  expect(knownIds.size).toBeGreaterThan(2);

  const failures: string[] = [];
  let sent = 0;
  for (const [key, path, method, operation] of operations()) {
    for (const call of callsOf(path, method.toUpperCase(), operation)) {
      const response = await send(call);
      await response.body?.cancel().catch(() => undefined);
      sent += 1;
      if (response.status >= 500) failures.push(`${key} (${call.label}) → ${response.status}`);
    }
  }
  expect(sent).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
  // the user was signed in throughout, so every call reached past authentication
  expect((await app.request('/api/me', { cookie })).status).toBe(200);
}, 240_000);
