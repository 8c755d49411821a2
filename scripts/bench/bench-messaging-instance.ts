// One app instance of the messaging benchmark, in a process of its own as in production (forked
// by messaging.ts with --expose-gc). It answers its parent's requests over IPC: seed the bench
// users, report its memory and open streams, read the stored message order, close.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, inArray } from 'drizzle-orm';
import { createApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/auth.ts';
import { conversations, messages } from '#server/db/schema/messaging.ts';
import { createDeps } from '#server/deps.ts';
import { parseEnv } from '#server/env.ts';
import { listen } from '#server/lib/listen.ts';
import { createOutboxMailer } from '#server/lib/mailer/mailer.ts';
import { createLocalObjectStore } from '#server/lib/object-store/local-store.ts';

const BENCH_SECRET = 'bench-messaging-secret-bench-messaging-secret';
const BENCH_PUBLIC_URL = 'http://localhost';

export interface BenchClient {
  index: number;
  userId: string;
  cookie: string;
}
export interface BenchPair {
  id: string;
  from: BenchClient;
  to: BenchClient;
}

/** What the parent asks, and what this process answers (each answer carries the request's `id`). */
export type InstanceRequest =
  | { id: number; type: 'seed'; clients: number }
  | { id: number; type: 'memory' }
  | { id: number; type: 'storedOrder'; conversationIds: string[] }
  | { id: number; type: 'close' };

if (process.send) await serveParent();

async function serveParent() {
  const send = (message: unknown) => process.send!(message);
  const { BENCH_DATABASE_URL: databaseUrl, BENCH_DATA_DIR: dataDir, BENCH_MIGRATE } = process.env;
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir! });
  if (BENCH_MIGRATE) await database.migrate();
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sipalu-bench-')),
    PUBLIC_URL: BENCH_PUBLIC_URL,
    AUTH_SECRET: BENCH_SECRET,
    LOG_LEVEL: 'error',
  });
  const { deps, close } = await createDeps(env, {
    database,
    mailer: createOutboxMailer(mkdtempSync(path.join(tmpdir(), 'sipalu-outbox-'))),
    objectStore: createLocalObjectStore({ root: mkdtempSync(path.join(tmpdir(), 'sipalu-bench-uploads-')) }),
    messageDigests: false,
  });
  const app = createApp(deps);
  const server = listen(app, { port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const hub = deps.liveHub;
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

  process.on('message', async (request: InstanceRequest) => {
    switch (request.type) {
      case 'seed':
        send({ id: request.id, ...(await seedClients(database.db, request.clients)) });
        break;
      case 'memory': {
        gc();
        gc();
        const usage = process.memoryUsage();
        send({ id: request.id, heap: usage.heapUsed + usage.external, rss: usage.rss, streams: hub.size });
        break;
      }
      case 'storedOrder': {
        const rows = await database.db
          .select({ id: messages.id, conversationId: messages.conversationId })
          .from(messages)
          .where(inArray(messages.conversationId, request.conversationIds))
          .orderBy(asc(messages.createdAt), asc(messages.id));
        send({ id: request.id, rows });
        break;
      }
      case 'close':
        hub.closeAll();
        server.close();
        if ('closeAllConnections' in server) server.closeAllConnections();
        await close();
        await database.close();
        send({ id: request.id });
        process.disconnect();
        break;
    }
  });
  send({ type: 'listening', base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

/** A session cookie's value as Better Auth signs it: `token.base64(HMAC-SHA256(secret, token))`, URL-encoded. */
const signedToken = (token: string) =>
  encodeURIComponent(`${token}.${createHmac('sha256', BENCH_SECRET).update(token).digest('base64')}`);

/** `count` users, signed in (sessions written directly: argon2 sign-ups would dominate the setup), in pairs. */
async function seedClients(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  count: number,
): Promise<{ clients: BenchClient[]; pairs: BenchPair[] }> {
  const clients: BenchClient[] = [];
  const run = randomBytes(3).toString('hex');
  for (let start = 0; start < count; start += 250) {
    const batch = Array.from({ length: Math.min(250, count - start) }, (_, offset) => start + offset);
    const rows = await db
      .insert(users)
      .values(batch.map((index) => ({ name: `Bench User ${index}`, email: `bench-${run}-${index}@example.com` })))
      .returning({ id: users.id });
    const tokens = batch.map(() => randomBytes(24).toString('base64url'));
    await db.insert(sessions).values(
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
  const pairs: BenchPair[] = [];
  for (let index = 0; index + 1 < clients.length; index += 2) {
    const from = clients[index]!;
    const to = clients[index + 1]!;
    const [row] = await db
      .insert(conversations)
      .values({ user1Id: from.userId, user2Id: to.userId })
      .returning({ id: conversations.id });
    pairs.push({ id: row!.id, from, to });
  }
  return { clients, pairs };
}
