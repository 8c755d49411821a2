import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  startServerProcess,
  stopServerProcesses,
  verifyEmailOf,
  type ServerProcess,
} from '#tests/fixtures/server-process.ts';
import { sessionCookie, TEST_PASSWORD } from '#tests/fixtures/test-app.ts';
import { TEMPLATE_DB_NAME, testDatabaseUrl } from '#tests/setup/test-database.ts';
import { MESSAGE_NOTIFICATION_DELAY_MS, UNREAD_CHECK_JOB } from '#server/features/messaging/unread-checks.ts';

// A "still unread" check is scheduled when a message is accepted and runs five seconds later. The
// real server, on an embedded database in a folder, is killed (kill -9) or stopped (SIGTERM)
// within those seconds: the process started next on the folder runs the check, exactly once. On
// PostgreSQL, the other process behind the balancer runs it while the killed one is down.

const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-jobs-'));
const METRICS_TOKEN = 'jobs-durability-metrics-token-0123456789';
/** Where the processes believe they are served; requests name it as their origin, as a browser would. */
const PUBLIC_URL = 'http://localhost:3998';
const started: ServerProcess[] = [];

afterAll(async () => {
  await stopServerProcesses(started.map((server) => server.child));
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(databaseUrl = ''): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    AUTH_SECRET: 'jobs-durability-secret-jobs-durability',
    METRICS_TOKEN,
    PUBLIC_URL,
  });
  started.push(server);
  return server;
}

const exited = (server: ServerProcess) =>
  new Promise((resolve) =>
    server.child.exitCode !== null ? resolve(server.child.exitCode) : server.child.once('exit', resolve),
  );

async function post(base: string, route: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** A new account with its e-mail verified (starting a conversation needs it). */
async function signUp(base: string, name: string) {
  const email = `${name.toLowerCase().replace(/\W/g, '')}-${randomBytes(4).toString('hex')}@example.com`;
  const response = await post(base, '/api/auth/sign-up/email', { name, email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  await verifyEmailOf(base, dataDir, email);
  return { cookie: sessionCookie(response), userId: user.id };
}

/** Sends a first message from `from` to `to`, which schedules the check of it. */
async function sendMessage(base: string, from: { cookie: string }, to: { userId: string }) {
  const conversation = await post(base, '/api/conversations', { participantId: to.userId }, from.cookie);
  const { id } = (await conversation.json()) as { id: string };
  const message = await post(base, `/api/conversations/${id}/messages`, { content: 'Namaste' }, from.cookie);
  expect(message.status).toBe(201);
}

const unreadCount = async (base: string, user: { cookie: string }) => {
  const response = await fetch(`${base}/api/notifications`, { headers: { cookie: user.cookie } });
  return ((await response.json()) as { unreadCount: number }).unreadCount;
};

/** This process's count of unread checks run, and of those still pending, from GET /metrics. */
async function checkCounts(base: string) {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (name: string) =>
    Number(new RegExp(`^${name}\\{kind="${UNREAD_CHECK_JOB}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { run: value('sipalu_background_jobs_run_total'), pending: value('sipalu_background_jobs_pending') };
}

describe('durable unread checks', () => {
  it(
    'runs a check scheduled before a kill -9, or before a SIGTERM, once in the next process',
    { timeout: 120_000 },
    async () => {
      let server = await startServer();
      const sita = await signUp(server.base, 'Sita Gurung');
      const ram = await signUp(server.base, 'Ram Thapa');
      const gita = await signUp(server.base, 'Gita Rai');

      const sentAt = Date.now();
      await sendMessage(server.base, sita, ram);
      server.child.kill('SIGKILL');
      await exited(server);
      // killed before the check came due
      expect(Date.now() - sentAt).toBeLessThan(MESSAGE_NOTIFICATION_DELAY_MS);

      server = await startServer();
      await expect.poll(() => unreadCount(server.base, ram), { timeout: 20_000, interval: 250 }).toBe(1);
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(MESSAGE_NOTIFICATION_DELAY_MS);
      expect(await checkCounts(server.base)).toEqual({ run: 1, pending: 0 });

      await sendMessage(server.base, sita, gita);
      server.child.kill('SIGTERM');
      expect(await exited(server)).toBe(0);

      server = await startServer();
      await expect.poll(() => unreadCount(server.base, gita), { timeout: 20_000, interval: 250 }).toBe(1);
      // the first check does not run again here
      expect(await checkCounts(server.base)).toEqual({ run: 1, pending: 0 });
      expect(await unreadCount(server.base, ram)).toBe(1);
    },
  );
});

const serverUrl = testDatabaseUrl();

describe.skipIf(!serverUrl)('durable unread checks on PostgreSQL, two processes', () => {
  const name = `sipalu_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('runs the check of a process killed with kill -9 in the other one, once', { timeout: 120_000 }, async () => {
    await admin(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB_NAME}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const [first, second] = await Promise.all([startServer(url.toString()), startServer(url.toString())]);
    const sita = await signUp(first.base, 'Sita Gurung');
    const ram = await signUp(first.base, 'Ram Thapa');

    await sendMessage(first.base, sita, ram);
    first.child.kill('SIGKILL');
    await exited(first);

    await expect.poll(() => unreadCount(second.base, ram), { timeout: 20_000, interval: 250 }).toBe(1);
    expect(await checkCounts(second.base)).toEqual({ run: 1, pending: 0 });
    // back up, the killed process finds nothing left to run
    const restarted = await startServer(url.toString());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await checkCounts(restarted.base)).toEqual({ run: 0, pending: 0 });
    expect(await unreadCount(restarted.base, ram)).toBe(1);
  });
});
