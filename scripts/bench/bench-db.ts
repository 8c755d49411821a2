// What the search benchmarks share besides load generation: a database of their own on the local
// PostgreSQL server, the bare node:http + pg handler the app is compared with, and cache figures.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SESSION_OPTIONS, type Db } from '#server/db/client.ts';

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The app's pool size (client.ts default), given to the bare handler too. */
const POOL = 10;

async function withAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh database `name` on the benchmark server for the duration of `work` (dropped after). */
export async function withBenchDatabase(name: string, work: (databaseUrl: string) => Promise<void>): Promise<void> {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  await withAdmin(`drop database if exists ${name} with (force)`);
  await withAdmin(`create database ${name}`);
  try {
    await work(url.toString());
  } finally {
    await withAdmin(`drop database if exists ${name} with (force)`);
  }
}

/**
 * The same SQL on a bare node:http + pg server: the ceiling the app is compared with. `answer`
 * turns a request's query string into the statement and the JSON body of its rows.
 */
export async function startBareServer(
  databaseUrl: string,
  answer: (params: URLSearchParams) => { statement: SQL; body: (rows: unknown[]) => unknown },
) {
  // the app's session settings (no JIT), so baseline and new SQL run as the app runs them
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL, options: SESSION_OPTIONS });
  const dialect = new PgDialect();
  const server: Server = createServer((request, response) => {
    const { statement, body } = answer(new URL(request.url ?? '/', 'http://localhost').searchParams);
    const { sql, params } = dialect.sqlToQuery(statement);
    pool.query(sql, params).then(
      (result) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body(result.rows)));
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.close();
      await pool.end();
    },
  };
}

/**
 * The same bare handler over a Drizzle database (PGlite too): baseline and new SQL measured with
 * the same server around them.
 */
export async function startBareDbServer(
  db: Pick<Db, 'execute'>,
  answer: (params: URLSearchParams) => { statement: SQL; body: (rows: unknown[]) => unknown },
) {
  const server: Server = createServer((request, response) => {
    const { statement, body } = answer(new URL(request.url ?? '/', 'http://localhost').searchParams);
    db.execute(statement).then(
      (result) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body((result as unknown as { rows: unknown[] }).rows)));
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** "97.3 % answered from the cache" */
export const hitRate = (stats: { hits: number; misses: number }) =>
  `${((100 * stats.hits) / Math.max(1, stats.hits + stats.misses)).toFixed(1)} % answered from the cache`;
