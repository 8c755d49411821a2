import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createLocalBus, createPostgresBus, type Bus } from '#server/lib/bus.ts';
import { timePgliteQueries, timePoolQueries, type QueryTiming } from './query-timing.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type every service takes: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Publish/subscribe across the processes sharing this database. */
  bus: Bus;
  /** Applies the committed migrations (idempotent). Run it under `withStartupLock`. */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations, the demo seed) holding the start-up lock: processes starting together
   * on one PostgreSQL take turns, each finding what the one before it did. The embedded database
   * belongs to one process and needs no lock.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The PostgreSQL connection pool, whose use GET /metrics reports. */
  pool?: pg.Pool;
  /** The embedded engine, when that is what runs (tests dump it as a template). */
  pglite?: PGlite;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/** Extensions PGlite must load; a PostgreSQL server has them in contrib. */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

// Any constant will do; it only has to be the same for every process that starts.
const STARTUP_LOCK_ID = 7_240_516;

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; omitted means in memory. */
  dataDir?: string | undefined;
  /** Start PGlite from a dumped data directory (tests load a migrated template). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /** Told when the server cuts an idle pooled connection (logged by the app). */
  onIdleError?: (error: Error) => void;
  /** Reports statements slower than a threshold (the app logs them with their request id). */
  queryTiming?: QueryTiming | undefined;
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite in `dataDir`. One code path above this. */
/**
 * Every pooled session runs without JIT compilation: the app's statements are short, and a search
 * whose plan holds costly branches gated off at run time (docs/decisions/029) would otherwise pay
 * hundreds of milliseconds compiling code it never runs.
 */
export const SESSION_OPTIONS = '-c jit=off';

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: SESSION_OPTIONS,
    });
    // An idle connection can be cut (server restart, failover, a dropped test database); without a
    // listener that error would crash the process. The pool replaces the client on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    if (options.queryTiming) timePoolQueries(pool, options.queryTiming);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const bus = createPostgresBus(options.databaseUrl, (error) => options.onIdleError?.(error));
    return {
      db,
      kind: 'postgres',
      bus,
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      withStartupLock: async (work) => {
        // a session lock on a connection of its own, so `work` keeps the whole pool
        const client = new pg.Client({ connectionString: options.databaseUrl });
        client.on('error', (error) => options.onIdleError?.(error));
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
          return await work();
        } finally {
          // ending the session releases the lock
          await client.end();
        }
      },
      close: async () => {
        await bus.close();
        await pool.end();
      },
      pool,
    };
  }
  const dataDir = options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  if (options.queryTiming) timePgliteQueries(client, options.queryTiming);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  const bus = createLocalBus();
  return {
    db,
    kind: 'pglite',
    // one process owns the embedded database, so in-process delivery reaches everyone
    bus,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    withStartupLock: (work) => work(),
    close: async () => {
      await bus.close();
      await client.close();
    },
    pglite: client,
  };
}
