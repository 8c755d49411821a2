import { AsyncResource } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

// Times every statement at the driver, below Drizzle (whose logger sees the SQL but not how long
// it took), and reports those slower than a threshold with the request that ran them.

export interface SlowQuery {
  /** The statement with its $1 placeholders; parameter values are never reported. */
  sql: string;
  durationMs: number;
  /** The request the query ran for, read when it started; none for background work. */
  requestId: string | undefined;
}

export interface QueryTiming {
  thresholdMs: number;
  /** The request id of the work running now. */
  currentRequestId(): string | undefined;
  onSlow(query: SlowQuery): void;
}

const MAX_SQL_LENGTH = 500;

const sqlText = (query: unknown): string => {
  const text = typeof query === 'string' ? query : ((query as { text?: unknown } | null)?.text ?? '');
  return String(text).slice(0, MAX_SQL_LENGTH);
};

/** Wraps `query` so each call is timed; handles both the promise and the callback forms of pg. */
function timed<F extends (...args: never[]) => unknown>(query: F, timing: QueryTiming): F {
  return function (this: unknown, ...args: Parameters<F>) {
    const started = performance.now();
    const requestId = timing.currentRequestId();
    const done = () => {
      const durationMs = performance.now() - started;
      if (durationMs > timing.thresholdMs) timing.onSlow({ sql: sqlText(args[0]), durationMs, requestId });
    };
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = ((...result: unknown[]) => {
        done();
        return (last as (...result: unknown[]) => unknown)(...result);
      }) as never;
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  } as F;
}

/**
 * Times every query of the pool's connections, transactions included. Callbacks of `connect` are
 * bound to their caller, so a query that waited for a connection released by another request is
 * still told apart by its own request id.
 */
export function timePoolQueries(pool: pg.Pool, timing: QueryTiming): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (...args: unknown[]) => void) =>
    callback ? connect(AsyncResource.bind(callback)) : connect()) as typeof pool.connect;
  pool.on('connect', (client) => {
    client.query = timed(client.query.bind(client) as (...args: never[]) => unknown, timing) as typeof client.query;
  });
}

/** Times PGlite's queries, those inside transactions too. Time waiting for the engine counts. */
export function timePgliteQueries(client: PGlite, timing: QueryTiming): void {
  client.query = timed(client.query.bind(client), timing);
  client.exec = timed(client.exec.bind(client), timing);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = timed(tx.query.bind(tx), timing);
      tx.exec = timed(tx.exec.bind(tx), timing);
      return callback(tx);
    })) as typeof client.transaction;
}
