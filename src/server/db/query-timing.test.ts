import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '#tests/setup/test-database.ts';
import { openDatabase, type Database } from './client.ts';
import type { SlowQuery } from './query-timing.ts';

// Slow statements are reported with the request that ran them, on both engines; fast ones are not.
// The threshold leaves a fast statement room to be slowed by a busy machine without being reported.

const serverUrl = testDatabaseUrl();
const scope = new AsyncLocalStorage<string>();
const slow: SlowQuery[] = [];
let database: Database;

beforeAll(async () => {
  database = await openDatabase({
    ...(serverUrl ? { databaseUrl: serverUrl, poolSize: 1 } : {}),
    queryTiming: { thresholdMs: 250, currentRequestId: () => scope.getStore(), onSlow: (query) => slow.push(query) },
  });
});
afterAll(() => database.close());

describe(`slow queries on ${serverUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  // Drizzle's queries run when awaited, so each is awaited inside its request's scope, as a handler does
  it('reports a statement over the threshold with its request id and SQL, not a fast one', async () => {
    slow.length = 0;
    await scope.run('request-fast', async () => await database.db.execute(sql`select ${1}::int as one`));
    await scope.run('request-slow', async () => await database.db.execute(sql`select pg_sleep(${0.4})`));
    expect(slow).toEqual([
      { requestId: 'request-slow', durationMs: expect.any(Number), sql: expect.stringContaining('pg_sleep($1)') },
    ]);
    expect(slow[0]?.durationMs).toBeGreaterThanOrEqual(250);
  });

  it('times statements inside transactions too, and background work has no request id', async () => {
    slow.length = 0;
    await scope.run('request-tx', () => database.db.transaction((tx) => tx.execute(sql`select pg_sleep(0.3)`)));
    await database.db.execute(sql`select pg_sleep(0.3)`);
    expect(slow.map((query) => query.requestId)).toEqual(['request-tx', undefined]);
  });

  it('keeps the request id of a query that waited for a connection another request held', async () => {
    slow.length = 0;
    await Promise.all([
      scope.run('request-a', async () => await database.db.execute(sql`select pg_sleep(0.3)`)),
      scope.run('request-b', async () => await database.db.execute(sql`select pg_sleep(0.3)`)),
    ]);
    expect(slow.map((query) => query.requestId).sort()).toEqual(['request-a', 'request-b']);
  });
});
