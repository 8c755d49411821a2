import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { backgroundJobs } from '#server/db/schema/jobs-queue.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createTestDatabase, testDatabaseUrl } from '#tests/setup/test-database.ts';
import { createJobRunner, type JobHandler, type JobRunner } from './job-runner.ts';

// The runner against a real database: the embedded one, or PostgreSQL with TEST_DATABASE_URL,
// where the two runners below hold connections of their own, as two processes would.

let database: Database;
/** A second connection pool on the same database (PostgreSQL), or the same database (PGlite). */
let other: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  other = database;
  const serverUrl = testDatabaseUrl();
  if (serverUrl) {
    const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: [{ name: string }];
    };
    const url = new URL(serverUrl);
    url.pathname = `/${rows[0].name}`;
    other = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  }
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(backgroundJobs).where(sql`true`);
});

const logger = createLogger('silent');
const runners: JobRunner[] = [];
afterAll(() => Promise.all(runners.map((runner) => runner.stop())));

function runnerOn(
  on: Database,
  handlers: Record<string, JobHandler>,
  timing?: Parameters<typeof createJobRunner>[0]['timing'],
) {
  const runner = createJobRunner({ db: on.db, bus: on.bus, logger, handlers, timing });
  runners.push(runner);
  return runner;
}

/** A handler that records the payloads it ran. */
function recorder() {
  const seen: unknown[] = [];
  const handler: JobHandler = {
    run: async (payloads) => {
      // long enough for the other runner to look at the same time
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(...payloads);
    },
  };
  return { seen, handler };
}

const later = (ms: number) => new Date(Date.now() + ms);
const remaining = async () => (await database.db.select().from(backgroundJobs)).length;

describe('background job runner', () => {
  it('keeps one pending job per dedupe key, and schedules the next while one runs', async () => {
    let release = () => {};
    const running = new Promise<void>((resolve) => (release = resolve));
    const runs: unknown[] = [];
    const runner = runnerOn(database, {
      check: {
        run: async (payloads) => {
          runs.push(...payloads);
          await running;
        },
      },
    });
    expect(await runner.schedule({ kind: 'check', payload: { n: 1 }, dedupeKey: 'a' })).toBe(true);
    expect(await runner.schedule({ kind: 'check', payload: { n: 2 }, dedupeKey: 'a' })).toBe(false);
    expect(await runner.schedule({ kind: 'check', payload: { n: 3 }, dedupeKey: 'b' })).toBe(true);
    const firstRun = runner.runDue();
    await expect.poll(() => runs.length).toBe(2);
    // claimed and running: the same key may be scheduled again, for what arrives meanwhile
    expect(await runner.schedule({ kind: 'check', payload: { n: 4 }, dedupeKey: 'a' })).toBe(true);
    release();
    expect(await firstRun).toBe(2);
    expect(await runner.runDue()).toBe(1);
    expect(runs.map((payload) => (payload as { n: number }).n).sort()).toEqual([1, 3, 4]);
    expect(await remaining()).toBe(0);
  });

  it('runs each job once when two processes claim at the same time', async () => {
    const first = recorder();
    const second = recorder();
    const a = runnerOn(database, { work: first.handler }, { batch: 10 });
    const b = runnerOn(other, { work: second.handler }, { batch: 10 });
    const count = 300;
    await database.db
      .insert(backgroundJobs)
      .values(Array.from({ length: count }, (_, n) => ({ kind: 'work', payload: { n }, runAt: later(-1000) })));
    const [claimedByA, claimedByB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(claimedByA + claimedByB).toBe(count);
    const all = [...first.seen, ...second.seen].map((payload) => (payload as { n: number }).n);
    expect(all).toHaveLength(count);
    expect(new Set(all).size).toBe(count);
    expect(await remaining()).toBe(0);
    if (other !== database) {
      // both really took part: SKIP LOCKED shared the work rather than one waiting for the other
      expect(first.seen.length).toBeGreaterThan(0);
      expect(second.seen.length).toBeGreaterThan(0);
    }
  });

  it('takes over a job whose process died while running it, once its lease is over', async () => {
    const { seen, handler } = recorder();
    const runner = runnerOn(database, { work: handler });
    // claimed by a process that was then killed: its lease runs for a while yet
    await database.db.insert(backgroundJobs).values({
      kind: 'work',
      payload: { n: 1 },
      runAt: later(-5_000),
      attempts: 1,
      claimedBy: 'dead-host:1234:abcd',
      lockedUntil: later(2_000),
    });
    expect(await runner.runDue()).toBe(0);
    expect(await runner.runDue(later(3_000))).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await remaining()).toBe(0);
  });

  it('retries a failing job later, then keeps it as failed; counts runs and failures by kind', async () => {
    let failing = true;
    const runner = runnerOn(
      database,
      {
        flaky: {
          run: async () => {
            if (failing) throw new Error('smtp down');
          },
        },
      },
      { maxAttempts: 3 },
    );
    await runner.schedule({ kind: 'flaky', dedupeKey: 'x' });
    expect(await runner.runDue()).toBe(1);
    const [retry] = await database.db.select().from(backgroundJobs);
    expect(retry).toMatchObject({
      attempts: 1,
      claimedBy: null,
      failedAt: null,
      lastError: expect.stringMatching(/^Error: smtp down\n/),
    });
    // not before its back-off is over
    expect(await runner.runDue()).toBe(0);
    expect(await runner.runDue(later(60_000))).toBe(1);
    expect(await runner.runDue(later(120_000))).toBe(1);
    const [failed] = await database.db.select().from(backgroundJobs);
    expect(failed).toMatchObject({ attempts: 3 });
    expect(failed?.failedAt).toBeInstanceOf(Date);
    expect(await runner.runDue(later(600_000))).toBe(0);

    failing = false;
    await runner.schedule({ kind: 'flaky', dedupeKey: 'x' });
    expect(await runner.runDue()).toBe(1);
    const stats = await runner.stats();
    expect(stats.failed.get('flaky')).toBe(3);
    expect(stats.run.get('flaky')).toBe(1);
    // the failed one stays for an operator to read, and is not pending work
    expect(stats.pending.get('flaky')).toBeUndefined();
    expect(await remaining()).toBe(1);
  });

  it('reports pending jobs by kind and the lag of the oldest due, unclaimed one', async () => {
    const runner = runnerOn(database, {});
    const now = new Date();
    await database.db.insert(backgroundJobs).values([
      { kind: 'a', runAt: new Date(now.getTime() - 4_000) },
      { kind: 'a', runAt: new Date(now.getTime() - 1_000) },
      { kind: 'b', runAt: new Date(now.getTime() + 60_000) },
      // running elsewhere: pending, but not waiting
      { kind: 'b', runAt: new Date(now.getTime() - 9_000), claimedBy: 'p', lockedUntil: later(60_000) },
    ]);
    const stats = await runner.stats(now);
    expect(Object.fromEntries(stats.pending)).toEqual({ a: 2, b: 2 });
    expect(stats.lagMs).toBe(4_000);
    await database.db.delete(backgroundJobs).where(sql`true`);
    expect((await runner.stats(now)).lagMs).toBe(0);
  });

  it('runs a job when it comes due, woken by the process that scheduled it, long before the next poll', async () => {
    const { seen, handler } = recorder();
    const worker = runnerOn(database, { work: handler }, { pollMs: 60_000 });
    worker.start();
    // another process, which does not run this kind: the bus wakes the worker
    const scheduler = runnerOn(database, {}, { pollMs: 60_000 });
    await expect.poll(() => remaining()).toBe(0);
    const scheduledAt = Date.now();
    await scheduler.schedule({ kind: 'work', payload: { n: 7 }, delayMs: 100 });
    await expect.poll(() => seen, { timeout: 3_000, interval: 10 }).toEqual([{ n: 7 }]);
    expect(Date.now() - scheduledAt).toBeGreaterThanOrEqual(100);
    expect(Date.now() - scheduledAt).toBeLessThan(2_000);
    await worker.stop();
  });

  it('runs a kind while a slow batch of another kind goes on', async () => {
    let release = () => {};
    const slowRunning = new Promise<void>((resolve) => (release = resolve));
    const quick = recorder();
    let slowStarted = false;
    const runner = runnerOn(
      database,
      {
        slow: {
          run: async () => {
            slowStarted = true;
            await slowRunning;
          },
        },
        quick: quick.handler,
      },
      { pollMs: 60_000 },
    );
    runner.start();
    await runner.schedule({ kind: 'slow' });
    await expect.poll(() => slowStarted).toBe(true);
    await runner.schedule({ kind: 'quick', payload: { n: 1 }, delayMs: 20 });
    await expect.poll(() => quick.seen, { timeout: 3_000, interval: 10 }).toEqual([{ n: 1 }]);
    release();
    await expect.poll(() => remaining()).toBe(0);
    await runner.stop();
  });
});
