// Messaging budget: 1,000 open event streams (GET /api/events) on this machine; delivery latency
// p95 ≤ 50 ms from a message's POST to its arrival on the recipient's stream; 200 messages/s for
// 30 s lose none and reorder none within a conversation; memory per idle stream. Runs on the
// embedded database (in-process bus) and on the local PostgreSQL server, where the streams are
// held by one app instance and the messages sent through another, so every event crosses
// LISTEN/NOTIFY. Clients run in worker threads; loopback only; every loop is bounded.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { asc, inArray } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '#server/app.ts';
import { createAuth } from '#server/auth/auth.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/auth.ts';
import { conversations, messages } from '#server/db/schema/messaging.ts';
import { hubOf } from '#server/features/notifications/live-hub.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createOutboxMailer } from '#server/lib/mailer/mailer.ts';
import { createLocalObjectStore } from '#server/lib/object-store/local-store.ts';

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'sipalu_bench_messaging';
const CLIENTS = Number(process.env.BENCH_MESSAGING_CLIENTS ?? 1_000);
const RATE = Number(process.env.BENCH_MESSAGING_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const STREAM_WORKERS = 2;
const SECRET = 'bench-messaging-secret-bench-messaging-secret';
const PUBLIC_URL = 'http://localhost';
const BUDGET_P95_MS = 50;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

// ---- client workers (plain CommonJS, evaluated in worker threads) ----

const STREAM_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, clients } = workerData;
const now = () => performance.timeOrigin + performance.now();
const received = []; // [messageId, conversationId, userIndex, at]
const requests = [];
let open = 0;
for (const client of clients) {
  const request = http.get(base + '/api/events', { headers: { cookie: client.cookie, accept: 'text/event-stream' }, agent: false }, (response) => {
    if (response.statusCode !== 200) { parentPort.postMessage({ type: 'failed', status: response.statusCode }); return; }
    let buffer = '';
    let first = true;
    response.setEncoding('utf8');
    response.on('data', (chunk) => {
      const at = now();
      if (first) { first = false; open += 1; if (open === clients.length) parentPort.postMessage({ type: 'ready' }); }
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\\n\\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        for (const line of frame.split('\\n')) {
          if (!line.startsWith('data: ')) continue;
          const event = JSON.parse(line.slice(6));
          if (event.type === 'message') received.push([event.id, event.conversationId, client.index, at]);
        }
      }
    });
  });
  request.on('error', () => {});
  requests.push(request);
}
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  for (const request of requests) request.destroy();
  parentPort.postMessage({ type: 'done', received });
});
`;

const SENDER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, plan, rate, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const now = () => performance.timeOrigin + performance.now();
const sent = [];
function post(step) {
  const { conversationId, cookie } = plan[step % plan.length];
  const body = JSON.stringify({ content: 'Message ' + step + ' about the leaking tap' });
  const record = { step, conversationId, sentAt: now(), status: 0, id: null, answeredAt: 0 };
  sent.push(record);
  return new Promise((resolve) => {
    const request = http.request(base + '/api/conversations/' + conversationId + '/messages', {
      method: 'POST', agent,
      headers: { cookie, origin: ${JSON.stringify(PUBLIC_URL)}, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        record.status = response.statusCode;
        record.answeredAt = now();
        try { record.id = JSON.parse(text).id; } catch {}
        resolve();
      });
    });
    request.on('error', () => { record.answeredAt = now(); resolve(); });
    request.end(body);
  });
}
(async () => {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const started = now();
  const inFlight = [];
  for (let step = 0; step < total; step += 1) {
    const due = started + step * interval;
    const wait = due - now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(post(step));
  }
  await Promise.all(inFlight);
  parentPort.postMessage({ sent, seconds: (now() - started) / 1000 });
})();
`;

// ---- helpers ----

interface Instance {
  base: string;
  database: Database;
  close(): Promise<void>;
}

async function startInstance(database: Database): Promise<Instance> {
  const app = createApp({
    db: database.db,
    auth: createAuth({ db: database.db, secret: SECRET, publicUrl: PUBLIC_URL }),
    logger: createLogger('error'),
    objectStore: createLocalObjectStore({ root: mkdtempSync(path.join(tmpdir(), 'sipalu-bench-uploads-')) }),
    bus: database.bus,
    mailer: createOutboxMailer(mkdtempSync(path.join(tmpdir(), 'sipalu-outbox-'))),
    publicUrl: PUBLIC_URL,
    providers: { google: false, linkedin: false },
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    database,
    async close() {
      hubOf(database.bus).closeAll();
      server.close();
      if ('closeAllConnections' in server) server.closeAllConnections();
    },
  };
}

/** A session cookie's value as Better Auth signs it: `token.base64(HMAC-SHA256(secret, token))`, URL-encoded. */
const signedToken = (token: string) =>
  encodeURIComponent(`${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`);

interface Client {
  index: number;
  userId: string;
  cookie: string;
}

/** CLIENTS users, signed in (sessions written directly: argon2 sign-ups would dominate the setup), in pairs. */
async function seedClients(
  database: Database,
): Promise<{ clients: Client[]; pairs: { id: string; from: Client; to: Client }[] }> {
  const clients: Client[] = [];
  const run = randomBytes(3).toString('hex');
  for (let start = 0; start < CLIENTS; start += 250) {
    const batch = Array.from({ length: Math.min(250, CLIENTS - start) }, (_, offset) => start + offset);
    const rows = await database.db
      .insert(users)
      .values(batch.map((index) => ({ name: `Bench User ${index}`, email: `bench-${run}-${index}@example.com` })))
      .returning({ id: users.id });
    const tokens = batch.map(() => randomBytes(24).toString('base64url'));
    await database.db.insert(sessions).values(
      rows.map((row, offset) => ({
        userId: row.id,
        token: tokens[offset]!,
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    for (const [offset, row] of rows.entries()) {
      clients.push({
        index: batch[offset]!,
        userId: row.id,
        cookie: `sipalu.session_token=${signedToken(tokens[offset]!)}`,
      });
    }
  }
  const pairs: { id: string; from: Client; to: Client }[] = [];
  for (let index = 0; index + 1 < clients.length; index += 2) {
    const from = clients[index]!;
    const to = clients[index + 1]!;
    const [row] = await database.db
      .insert(conversations)
      .values({ user1Id: from.userId, user2Id: to.userId })
      .returning({ id: conversations.id });
    pairs.push({ id: row!.id, from, to });
  }
  return { clients, pairs };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function memory() {
  gc();
  gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed + usage.external, rss: usage.rss };
}

async function measure(label: string, streamsAt: Instance, sendThrough: Instance): Promise<boolean> {
  const database = streamsAt.database;
  console.log(`\n${label}`);
  const { clients, pairs } = await seedClients(database);
  const hub = hubOf(database.bus);

  // -- connect every client, then let them idle --
  const before = memory();
  const connectStarted = performance.now();
  const perWorker = Math.ceil(clients.length / STREAM_WORKERS);
  const workers = Array.from({ length: STREAM_WORKERS }, (_, index) => {
    const worker = new Worker(STREAM_WORKER, {
      eval: true,
      workerData: { base: streamsAt.base, clients: clients.slice(index * perWorker, (index + 1) * perWorker) },
    });
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: { type: string; status?: number }) => {
        if (message.type === 'ready') resolve();
        if (message.type === 'failed') reject(new Error(`a stream was refused: ${message.status}`));
      });
      worker.once('error', reject);
    });
    return { worker, ready };
  });
  await Promise.all(workers.map((item) => item.ready));
  const connectMs = performance.now() - connectStarted;
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const idle = memory();
  console.log(
    `  ${hub.size} streams open in ${(connectMs / 1000).toFixed(1)} s; memory per idle stream: ` +
      `${((idle.heap - before.heap) / hub.size / 1024).toFixed(1)} KiB JS heap + buffers (server), ` +
      `${((idle.rss - before.rss) / hub.size / 1024).toFixed(1)} KiB process RSS (server and client sockets)`,
  );

  // -- RATE messages/s for SECONDS through the sending instance --
  const plan = pairs.map((pair) => ({ conversationId: pair.id, cookie: pair.from.cookie }));
  const sender = new Worker(SENDER_WORKER, {
    eval: true,
    workerData: { base: sendThrough.base, plan, rate: RATE, seconds: SECONDS },
  });
  const { sent, seconds } = await new Promise<{
    sent: {
      step: number;
      conversationId: string;
      sentAt: number;
      status: number;
      id: string | null;
      answeredAt: number;
    }[];
    seconds: number;
  }>((resolve, reject) => {
    sender.once('message', resolve);
    sender.once('error', reject);
  });
  await sender.terminate();
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // the last events in flight
  const received: [string, string, number, number][] = [];
  await Promise.all(
    workers.map(
      ({ worker }) =>
        new Promise<void>((resolve) => {
          worker.on('message', (message: { type: string; received?: [string, string, number, number][] }) => {
            if (message.type !== 'done') return;
            received.push(...message.received!);
            resolve();
          });
          worker.postMessage('stop');
        }),
    ),
  );
  await Promise.all(workers.map(({ worker }) => worker.terminate()));
  await expect(() => hub.size === 0, 5_000);

  // -- results --
  const accepted = sent.filter((item) => item.status === 201 && item.id);
  const recipientOf = new Map(pairs.map((pair) => [pair.id, pair.to.index]));
  const senderOf = new Map(pairs.map((pair) => [pair.id, pair.from.index]));
  const atRecipient = new Map<string, number>();
  const atSender = new Set<string>();
  const streamOrder = new Map<string, string[]>();
  for (const [id, conversationId, userIndex, at] of received) {
    if (userIndex === recipientOf.get(conversationId)) {
      atRecipient.set(id, at);
      const list = streamOrder.get(conversationId) ?? [];
      list.push(id);
      streamOrder.set(conversationId, list);
    }
    if (userIndex === senderOf.get(conversationId)) atSender.add(id);
  }
  const latencies: number[] = [];
  const afterAnswer: number[] = [];
  for (const item of accepted) {
    const at = atRecipient.get(item.id!);
    if (at === undefined) continue;
    latencies.push(at - item.sentAt);
    afterAnswer.push(Math.max(0, at - item.answeredAt));
  }
  latencies.sort((a, b) => a - b);
  afterAnswer.sort((a, b) => a - b);
  const lostAtRecipient = accepted.filter((item) => !atRecipient.has(item.id!)).length;
  const lostAtSender = accepted.filter((item) => !atSender.has(item.id!)).length;

  // order: each recipient stream against the database's order of that conversation
  const stored = await database.db
    .select({ id: messages.id, conversationId: messages.conversationId })
    .from(messages)
    .where(inArray(messages.conversationId, [...streamOrder.keys()]))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const storedOrder = new Map<string, string[]>();
  for (const row of stored)
    storedOrder.set(row.conversationId, [...(storedOrder.get(row.conversationId) ?? []), row.id]);
  let reordered = 0;
  for (const [conversationId, ids] of streamOrder) {
    const expected = storedOrder.get(conversationId) ?? [];
    if (ids.join() !== expected.join()) reordered += 1;
  }

  const ok = accepted.length === sent.length && lostAtRecipient === 0 && lostAtSender === 0 && reordered === 0;
  console.log(
    `  sent ${sent.length} messages in ${seconds.toFixed(1)} s (${(sent.length / seconds).toFixed(0)}/s), ` +
      `${accepted.length} accepted; lost: ${lostAtRecipient} at recipients, ${lostAtSender} at senders; ` +
      `conversations out of order: ${reordered} of ${streamOrder.size}`,
  );
  console.log(
    `  delivery POST sent → recipient's stream: p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, ` +
      `p99 ${pct(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms (budget p95 ≤ ${BUDGET_P95_MS} ms)`,
  );
  console.log(
    `  (after the POST's answer: p50 ${pct(afterAnswer, 50).toFixed(1)} ms, p95 ${pct(afterAnswer, 95).toFixed(1)} ms — ` +
      'the event is published before the answer, so most arrive first)',
  );
  const answers = sent.map((item) => item.answeredAt - item.sentAt).sort((a, b) => a - b);
  console.log(`  POST answered: p50 ${pct(answers, 50).toFixed(1)} ms, p95 ${pct(answers, 95).toFixed(1)} ms`);
  return ok && pct(latencies, 95) <= BUDGET_P95_MS;
}

async function expect(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!condition()) throw new Error('streams were not released');
}

// ---- the two runs ----

const results: boolean[] = [];
console.log(`messaging: ${CLIENTS} streams, ${RATE} messages/s for ${SECONDS} s`);

{
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-bench-messaging-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const instance = await startInstance(database);
  try {
    results.push(await measure('embedded database (PGlite, in-process bus)', instance, instance));
  } finally {
    await instance.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

{
  const admin = new pg.Client({ connectionString: SERVER_URL });
  let reachable = true;
  await admin.connect().catch(() => {
    reachable = false;
  });
  if (!reachable) {
    console.log(`\nPostgreSQL at ${SERVER_URL} not reachable: skipped`);
  } else {
    await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB_NAME}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${DB_NAME}`;
    // two app instances, each with its own pool and LISTEN connection: streams on one, sends through the other
    const first = await openDatabase({ databaseUrl: url.toString() });
    await first.migrate();
    const second = await openDatabase({ databaseUrl: url.toString() });
    const streams = await startInstance(first);
    const sends = await startInstance(second);
    try {
      results.push(
        await measure(
          'PostgreSQL 15, two app instances (streams on one, POSTs to the other: LISTEN/NOTIFY)',
          streams,
          sends,
        ),
      );
    } finally {
      await streams.close();
      await sends.close();
      await first.close();
      await second.close();
      await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
      await admin.end();
    }
  }
}

if (results.some((ok) => !ok)) {
  console.log('\nbudget NOT met');
  process.exitCode = 1;
} else {
  console.log('\nbudget met');
}
