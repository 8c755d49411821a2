import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/fixtures/test-app.ts';
import type { Logger } from './logger.ts';

// The access log and GET /metrics (lib/access-log.ts, lib/metrics.ts) through the real app.

const TOKEN = 'metrics-token-metrics-token-metrics-42';
let t: TestApp;
const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
const capture =
  (level: string) =>
  (message: string, fields: Record<string, unknown> = {}) =>
    void lines.push({ level, message, fields });
const logger: Logger = {
  debug: capture('debug'),
  info: capture('info'),
  warn: capture('warn'),
  error: capture('error'),
};

beforeAll(async () => {
  t = await createTestApp();
  // the app reads both from its deps on every request
  t.deps.logger = logger;
  t.deps.metricsToken = TOKEN;
});
afterAll(() => t.close());

const scrape = async () => {
  const response = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
};

describe('access log', () => {
  it('writes one line per request with the route pattern and the user, never the path, query or e-mail', async () => {
    const { cookie, email, userId } = await t.signUp();
    const jobId = randomUUID();
    lines.length = 0;
    const response = await t.request(`/api/jobs/${jobId}?q=secret-search`, { cookie });
    const requests = lines.filter((line) => line.message === 'request');
    expect(requests).toHaveLength(1);
    const [line] = requests;
    expect(line?.level).toBe('info');
    expect(line?.fields).toMatchObject({
      requestId: response.headers.get('x-request-id'),
      method: 'GET',
      route: '/api/jobs/:id',
      status: response.status,
      userId,
    });
    expect(line?.fields.durationMs).toEqual(expect.any(Number));
    const length = response.headers.get('content-length');
    if (length) expect(line?.fields.bytes).toBe(Number(length));
    const text = JSON.stringify(lines);
    for (const secret of [jobId, 'secret-search', email, cookie.split('=')[1] ?? cookie]) {
      expect(text).not.toContain(secret);
    }
  });

  it('logs health checks at debug, and requests without a user without userId', async () => {
    lines.length = 0;
    await t.request('/api/health');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'debug',
        message: 'request',
        fields: expect.objectContaining({ route: '/api/health' }),
      }),
    ]);
    expect(lines[0]?.fields).not.toHaveProperty('userId');
  });
});

describe('error log', () => {
  it('names the route pattern and the failed statement, never the ids of the path or the values sent', async () => {
    const staff = await t.signUpStaff();
    const { userId } = await t.signUp();
    const reason = `Sold fake certificates ${randomUUID()}`;
    // the database refuses the write, as it would when full
    await t.database.db.execute(sql`
      create function refuse_suspension() returns trigger language plpgsql
      as $$ begin raise exception 'could not extend file'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_suspension before insert on account_suspensions
      for each row execute function refuse_suspension()`);
    lines.length = 0;
    try {
      const response = await t.request(`/api/staff/accounts/${userId}/suspend?note=${reason.slice(0, 4)}`, {
        method: 'POST',
        cookie: staff.cookie,
        json: { reason },
      });
      expect(response.status).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_suspension on account_suspensions`);
      await t.database.db.execute(sql`drop function refuse_suspension`);
    }
    const failed = lines.find((line) => line.message === 'request failed');
    expect(failed?.fields).toMatchObject({ method: 'POST', route: '/api/staff/accounts/:userId/suspend' });
    expect(failed?.fields.error).toMatch(/insert into "account_suspensions"/);
    expect(failed?.fields.error).toMatch(/could not extend file/);
    const text = JSON.stringify(lines);
    for (const secret of [reason, userId]) expect(text).not.toContain(secret);
  });
});

describe('GET /metrics', () => {
  it('is off (404) without METRICS_TOKEN, and 401 without the right bearer token', async () => {
    t.deps.metricsToken = undefined;
    expect((await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    t.deps.metricsToken = TOKEN;
    expect((await t.request('/metrics')).status).toBe(401);
    expect((await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await t.request('/metrics', { headers: { authorization: TOKEN } })).status).toBe(401);
  });

  it('is not part of the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((path) => path.includes('metrics'))).toBe(false);
  });

  it('answers Prometheus text: HELP and TYPE for each family, then `name{labels} value` lines', async () => {
    const text = await scrape();
    const sample = /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? -?[0-9.e+-]+$/;
    const declared = new Set<string>();
    for (const line of text.trimEnd().split('\n')) {
      const meta = /^# (HELP|TYPE) (\S+) (.+)$/.exec(line);
      if (meta) {
        if (meta[1] === 'TYPE') expect(['counter', 'gauge', 'histogram', 'summary']).toContain(meta[3]);
        declared.add(meta[2] ?? '');
        continue;
      }
      expect(line).toMatch(sample);
      const name = line.split(/[{ ]/)[0] ?? '';
      expect(declared.has(name) || declared.has(name.replace(/_(bucket|sum|count)$/, ''))).toBe(true);
    }
    for (const family of [
      'sipalu_event_loop_delay_seconds',
      'sipalu_sse_streams_open',
      'sipalu_public_cache_hits_total',
    ]) {
      expect(text).toContain(`# TYPE ${family}`);
    }
  });

  it('counts a request under its method, route pattern and status class', async () => {
    const series = 'sipalu_http_requests_total{method="GET",route="/api/courses/:id",status="4xx"}';
    const count = (text: string) =>
      Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    const before = count(await scrape());
    await t.request(`/api/courses/${randomUUID()}`);
    const after = await scrape();
    expect(count(after)).toBe(before + 1);
    expect(after).toContain(
      'sipalu_http_request_duration_seconds_bucket{method="GET",route="/api/courses/:id",status="4xx",le="+Inf"}',
    );
  });
});
