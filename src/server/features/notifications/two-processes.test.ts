import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '#contract/live-events.ts';
import { startServerProcess, stopServerProcesses, verifyEmailOf } from '#tests/fixtures/server-process.ts';
import { sessionCookie } from '#tests/fixtures/test-app.ts';
import { TEMPLATE_DB_NAME, testDatabaseUrl } from '#tests/setup/test-database.ts';

// Two real server processes (src/server/main.ts) on one PostgreSQL database, as behind a load
// balancer: a message sent through one reaches a stream held by the other (LISTEN/NOTIFY).
// Runs only against a PostgreSQL server (TEST_DATABASE_URL); the embedded database is one process.

const serverUrl = testDatabaseUrl();
const PUBLIC_URL = 'http://localhost:3999';

const startProcess = (databaseUrl: string, dataDir: string) =>
  startServerProcess({
    DATABASE_URL: databaseUrl,
    PUBLIC_URL,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'two-processes-secret-two-processes-secret',
    SEED_DEMO: 'false',
  });

const post = (base: string, route: string, body: unknown, cookie?: string) =>
  fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', () => {
  const name = `sipalu_test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-two-'));
  const children: ChildProcess[] = [];
  let first: string;
  let second: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB_NAME}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const [a, b] = await Promise.all([startProcess(url.toString(), dataDir), startProcess(url.toString(), dataDir)]);
    children.push(a.child, b.child);
    first = a.base;
    second = b.base;
  });

  afterAll(async () => {
    await stopServerProcesses(children);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a message sent through one process arrives on a stream held by the other', async () => {
    const signUp = async (base: string, fullName: string) => {
      const email = `${randomBytes(5).toString('hex')}@example.com`;
      const response = await post(base, '/api/auth/sign-up/email', {
        name: fullName,
        email,
        password: 'kathmandu-valley-42',
      });
      expect(response.status).toBe(200);
      const { user } = (await response.json()) as { user: { id: string } };
      // starting a conversation needs a verified e-mail
      await verifyEmailOf(base, dataDir, email);
      return { cookie: sessionCookie(response), userId: user.id };
    };
    const student = await signUp(first, 'Asha Rai');
    const plumber = await signUp(second, 'Bikash Shrestha');

    const controller = new AbortController();
    const stream = await fetch(`${second}/api/events`, {
      headers: { cookie: plumber.cookie },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    await reader.read(); // connected

    const started = await post(first, '/api/conversations', { participantId: plumber.userId }, student.cookie);
    const { id: conversationId } = (await started.json()) as { id: string };
    const sent = await post(
      first,
      `/api/conversations/${conversationId}/messages`,
      { content: 'Namaste!' },
      student.cookie,
    );
    expect(sent.status).toBe(201);
    const { id: messageId } = (await sent.json()) as { id: string };

    let text = '';
    const deadline = Date.now() + 5_000;
    while (!text.includes('data: ') && Date.now() < deadline) {
      const { value } = await reader.read();
      text += decoder.decode(value, { stream: true });
    }
    const data = text
      .split('\n')
      .find((line) => line.startsWith('data: '))
      ?.slice(6);
    expect(JSON.parse(data ?? 'null') as LiveEvent).toEqual({ type: 'message', id: messageId, conversationId });
    controller.abort();

    // and the other process reads the same conversation
    const thread = await fetch(`${second}/api/conversations/${conversationId}/messages`, {
      headers: { cookie: plumber.cookie },
    });
    expect(((await thread.json()) as { items: { content: string }[] }).items.map((item) => item.content)).toEqual([
      'Namaste!',
    ]);
  });

  it('signing out through one process ends the stream the other holds for that session', async () => {
    const response = await post(first, '/api/auth/sign-up/email', {
      name: 'Shared Laptop',
      email: `${randomBytes(5).toString('hex')}@example.com`,
      password: 'kathmandu-valley-42',
    });
    const cookie = sessionCookie(response);
    const stream = await fetch(`${second}/api/events`, { headers: { cookie } });
    const reader = stream.body!.getReader();
    await reader.read(); // connected
    expect((await post(first, '/api/auth/sign-out', {}, cookie)).status).toBe(200);
    // the stream ends (a heartbeat comes only every 25 s, so any frame now would be an event)
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text).not.toContain('data: ');
  });

  it('a stopping process ends its open streams instead of waiting for them', async () => {
    const child = children[1]!;
    const response = await post(second, '/api/auth/sign-up/email', {
      name: 'Open Tab',
      email: `${randomBytes(5).toString('hex')}@example.com`,
      password: 'kathmandu-valley-42',
    });
    const stream = await fetch(`${second}/api/events`, { headers: { cookie: sessionCookie(response) } });
    const reader = stream.body!.getReader();
    await reader.read(); // connected
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    // the stream ends (the browser would reconnect elsewhere) and the process exits cleanly,
    // well before its 10 s shutdown grace
    for (;;) {
      const { done } = await reader.read().catch(() => ({ done: true }));
      if (done) break;
    }
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
