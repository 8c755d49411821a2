import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { backgroundJobs } from '#server/db/schema/jobs-queue.ts';
import { ledgerPostings, paymentAttempts } from '#server/db/schema/payments.ts';
import { startEsewaPeer, type EsewaPeer } from '#tests/support/esewa-peer.ts';
import { startServerProcess, stopServerProcesses, type ServerProcess } from '#tests/fixtures/server-process.ts';
import { TEMPLATE_DB_NAME, testDatabaseUrl } from '#tests/setup/test-database.ts';
import { bookingBalances, checkLedger } from './ledger.ts';
import { PAYMENTS_SWEEP_JOB } from './payment-settlement.ts';

// Issue 33, "Crash" (decision 049): a server process (src/server/main.ts) is killed with SIGKILL
// between receiving eSewa's success return and writing the ledger. The return's signature, id and
// amount check out, then the app asks eSewa's status API; the loopback peer holds that question
// unanswered, so the process is killed right there, deterministically and with no hook in the app:
// nothing is written yet. After the restart the payments sweep asks eSewa again and credits the
// booking once; the browser's return replayed afterwards credits nothing more. The sweep's
// five minutes and its minute between runs are brought forward in the database, as the clock would.

const PUBLIC_URL = 'http://localhost:3996';
const METRICS_TOKEN = 'payment-crash-metrics-token-0123456789';
const PRICE = 250_000;
const HOUR = 3_600_000;

interface Scene {
  bookingId: string;
  attemptId: string;
}

/** A client's accepted booking and an eSewa attempt for it, as the start left it (the form posted). */
async function setScene(db: Db, esewa: EsewaPeer): Promise<Scene> {
  const tag = randomBytes(4).toString('hex');
  const [client, pro] = await db
    .insert(users)
    .values([
      { name: 'Sita Gurung', email: `sita-${tag}@example.com`, emailVerified: true },
      { name: 'Bikash Tamang', email: `bikash-${tag}@example.com`, emailVerified: true },
    ])
    .returning({ id: users.id });
  const start = new Date(Date.now() + 3 * 24 * HOUR);
  const end = new Date(start.getTime() + HOUR);
  const [booking] = await db
    .insert(bookings)
    .values({
      serviceTitle: 'Tap repair',
      format: 'in-person',
      professionalId: pro!.id,
      clientId: client!.id,
      status: 'accepted',
      startsAt: start,
      endsAt: end,
      heldFrom: start,
      heldUntil: end,
      pricePaisa: PRICE,
    })
    .returning({ id: bookings.id });
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({
      bookingId: booking!.id,
      payerId: client!.id,
      provider: 'esewa',
      amountPaisa: PRICE,
      feePaisa: PRICE / 10,
    })
    .returning({ id: paymentAttempts.id });
  await db.update(paymentAttempts).set({ gatewayRef: attempt!.id }).where(eq(paymentAttempts.id, attempt!.id));
  esewa.transactions.set(attempt!.id, { totalAmount: '2500', productCode: 'EPAYTEST', status: 'PENDING', refId: null });
  return { bookingId: booking!.id, attemptId: attempt!.id };
}

/** Ten minutes pass: the attempt is due for the sweep, and the next sweep runs now. */
async function sweepNow(db: Db, scene: Scene): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ createdAt: sql`now() - interval '10 minutes'` })
    .where(eq(paymentAttempts.id, scene.attemptId));
  const moved = await db
    .update(backgroundJobs)
    .set({ runAt: sql`now()` })
    .where(
      and(
        eq(backgroundJobs.kind, PAYMENTS_SWEEP_JOB),
        isNull(backgroundJobs.claimedBy),
        isNull(backgroundJobs.failedAt),
      ),
    )
    .returning({ id: backgroundJobs.id });
  if (moved.length === 0) {
    await db.insert(backgroundJobs).values({ kind: PAYMENTS_SWEEP_JOB, dedupeKey: PAYMENTS_SWEEP_JOB });
  }
}

const paymentPostings = (db: Db, scene: Scene) =>
  db.$count(ledgerPostings, like(ledgerPostings.key, `payment:${scene.attemptId}`));

async function statusOf(db: Db, scene: Scene) {
  const [row] = await db
    .select({ status: paymentAttempts.status })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, scene.attemptId));
  return row?.status;
}

/** Killed after the return arrived and before the ledger: the attempt open, nothing posted. */
async function expectNothingWritten(db: Db, scene: Scene) {
  expect(await statusOf(db, scene)).toBe('initiated');
  expect(await paymentPostings(db, scene)).toBe(0);
  expect((await checkLedger(db)).total).toBe(0);
}

/** Credited exactly once: one posting, the booking's money held, the books balanced and matching eSewa. */
async function expectCreditedOnce(db: Db, scene: Scene) {
  expect(await statusOf(db, scene)).toBe('paid');
  expect(await paymentPostings(db, scene)).toBe(1);
  expect(await bookingBalances(db, scene.bookingId)).toEqual({ client_paid: -PRICE, held: PRICE });
  const ledger = await checkLedger(db);
  expect(ledger.total).toBe(0);
  expect(ledger.unbalancedPostings).toBe(0);
  expect(ledger.paidInLedger).toBe(ledger.confirmedByGateways);
}

const exited = (server: ServerProcess) =>
  new Promise((resolve) =>
    server.child.exitCode !== null || server.child.signalCode !== null
      ? resolve(undefined)
      : server.child.once('exit', resolve),
  );

let esewa: EsewaPeer;
const started: ServerProcess[] = [];

beforeAll(async () => {
  esewa = await startEsewaPeer();
});
afterEach(() => stopServerProcesses(started.splice(0).map((server) => server.child)));
afterAll(() => esewa.close());

async function startServer(dataDir: string, databaseUrl = ''): Promise<ServerProcess> {
  const server = await startServerProcess({
    ...esewa.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    AUTH_SECRET: 'payment-crash-secret-0123456789abcdef',
    PUBLIC_URL,
    METRICS_TOKEN,
  });
  started.push(server);
  return server;
}

/**
 * The browser comes back from eSewa with its signed success `data`; the status check it causes is
 * held unanswered at the peer, and the process is killed while it waits.
 */
async function killMidReturn(server: ServerProcess, scene: Scene): Promise<void> {
  const data = esewa.pay(scene.attemptId);
  esewa.delayMs = 120_000;
  const returning = fetch(
    `${server.base}/api/payments/esewa/return/${scene.attemptId}?data=${encodeURIComponent(data)}`,
    {
      redirect: 'manual',
    },
  ).catch(() => 'connection lost');
  await expect.poll(() => esewa.statusChecks.get(scene.attemptId) ?? 0, { timeout: 10_000, interval: 50 }).toBe(1);
  server.child.kill('SIGKILL');
  await exited(server);
  expect(await returning).toBe('connection lost');
  esewa.delayMs = 0;
}

/** Sweeps this process ran, from GET /metrics. */
async function sweepsRun(base: string): Promise<number> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = new RegExp(`^sipalu_background_jobs_run_total\\{kind="${PAYMENTS_SWEEP_JOB}"\\} (\\d+)$`, 'm');
  return Number(line.exec(await response.text())?.[1] ?? 0);
}

/** The browser's return replayed once the sweep has credited: answered, and eSewa not even asked. */
async function expectReplayChangesNothing(server: ServerProcess, scene: Scene): Promise<void> {
  const replay = await fetch(
    `${server.base}/api/payments/esewa/return/${scene.attemptId}?data=${encodeURIComponent(esewa.pay(scene.attemptId))}`,
    { redirect: 'manual' },
  );
  expect(replay.status).toBe(303);
  expect(esewa.statusChecks.get(scene.attemptId)).toBe(2);
}

describe('a payment return in a process killed before the ledger, on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-pay-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The folder's database, opened by the test while no process has it. */
  async function withFolder<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const database: Database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  it('the next process on the folder credits the booking once', { timeout: 150_000 }, async () => {
    const scene = await withFolder((db) => setScene(db, esewa));
    await killMidReturn(await startServer(dataDir), scene);
    await withFolder((db) => expectNothingWritten(db, scene));

    await withFolder((db) => sweepNow(db, scene));
    const second = await startServer(dataDir);
    // the process holds the folder: its sweep is watched through /metrics, the replay over HTTP
    await expect.poll(() => sweepsRun(second.base), { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(1);
    await expectReplayChangesNothing(second, scene);
    second.child.kill('SIGTERM');
    await exited(second);
    await withFolder((db) => expectCreditedOnce(db, scene));
  });
});

const serverUrl = testDatabaseUrl();

describe.skipIf(!serverUrl)('a payment return in a process killed before the ledger, on PostgreSQL', () => {
  const name = `sipalu_test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-pay-crash-pg-'));
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  let database: Database | undefined;
  afterAll(async () => {
    await stopServerProcesses(started.map((server) => server.child));
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the restarted process credits the booking once', { timeout: 150_000 }, async () => {
    await admin(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB_NAME}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    const { db } = database;
    const scene = await setScene(db, esewa);
    await killMidReturn(await startServer(dataDir, url.toString()), scene);
    await expectNothingWritten(db, scene);

    const back = await startServer(dataDir, url.toString());
    await sweepNow(db, scene);
    await expect.poll(() => statusOf(db, scene), { timeout: 20_000, interval: 250 }).toBe('paid');
    await expectReplayChangesNothing(back, scene);
    await expectCreditedOnce(db, scene);
  });
});
