// What the search benchmarks share besides load generation: a database of their own on the local
// PostgreSQL server, the bare node:http handler the app and the baseline SQL are compared with, the
// baseline-vs-new comparison, and cache figures.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, SESSION_OPTIONS, type Db } from '#server/db/client.ts';
import { seedDemo } from '#server/db/seed/seed.ts';
import { judge, summary, type Judged } from '#server/lib/search/judged.ts';
import { pct, report, type LoadResult } from './http-load.ts';

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

/** Runs one statement and answers its rows. */
export type RunSql = (statement: SQL) => Promise<unknown[]>;

/** The statements of a Drizzle database (PGlite too), as the bare handler and the ranking checks run them. */
export const runOn =
  (db: Pick<Db, 'execute'>): RunSql =>
  async (statement) =>
    ((await db.execute(statement)) as unknown as { rows: unknown[] }).rows;

/**
 * A judged set scored for each search (the baseline and the new SQL) over a fresh demo database;
 * a search answers the titles (or names) of a query's first page, in order.
 */
export async function judgedOnDemo(
  set: readonly Judged[],
  searches: readonly (readonly [label: string, titlesOf: (run: RunSql, q: string, db: Db) => Promise<string[]>])[],
): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-bench-judged-'));
  try {
    const demo = await openDatabase({ dataDir });
    await demo.migrate();
    await seedDemo(demo.db);
    for (const [label, titlesOf] of searches) {
      const judgements = [];
      for (const judged of set) judgements.push(judge(judged, await titlesOf(runOn(demo.db), judged.q, demo.db)));
      const result = summary(judgements);
      console.log(
        `judged set (${label}): ${result.queries} queries, best in top 3 ${(result.hitRate * 100).toFixed(1)} %, ` +
          `P@3 ${result.precisionAt3.toFixed(3)}, NDCG@10 ${result.ndcgAt10.toFixed(3)}`,
      );
    }
    await demo.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What a bare handler answers: from a request's query string, the JSON body, running its statements
 * through `run` (one statement for most searches; the directory runs its typo fallback after the
 * search when it finds nobody).
 */
export type BareAnswer = (params: URLSearchParams, run: RunSql) => Promise<unknown>;

export interface BareServer {
  base: string;
  close(): Promise<void>;
}

/**
 * The same SQL on a bare node:http server: the ceiling the app is compared with, and the handler
 * that runs baseline and new SQL alike. `database` is a PostgreSQL URL (its own pg pool, the app's
 * size and session settings) or a Drizzle database (PGlite too).
 */
export async function startBareServer(database: string | Pick<Db, 'execute'>, answer: BareAnswer): Promise<BareServer> {
  let run: RunSql;
  let closeDatabase = async () => {};
  if (typeof database === 'string') {
    // the app's session settings (no JIT), so baseline and new SQL run as the app runs them
    const pool = new pg.Pool({ connectionString: database, max: POOL, options: SESSION_OPTIONS });
    const dialect = new PgDialect();
    run = async (statement) => {
      const { sql, params } = dialect.sqlToQuery(statement);
      return (await pool.query(sql, params)).rows;
    };
    closeDatabase = () => pool.end();
  } else {
    run = runOn(database);
  }
  const server: Server = createServer((request, response) => {
    answer(new URL(request.url ?? '/', 'http://localhost').searchParams, run).then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
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
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeDatabase();
    },
  };
}

/** The traffic of a comparison: `seconds` of load on the server at `base`, and how it is described. */
export interface BareTraffic {
  run: (base: string, seconds: number) => Promise<LoadResult>;
  seconds: number;
  connections: number;
}

/** A comparison's outcome: the new SQL's req/s ÷ the baseline's, and the new SQL's req/s and p95 (ms). */
export interface BareComparison {
  ratio: number;
  rps: number;
  p95: number;
}

/** The speed-up the search issues ask of new SQL over their baseline without the cache. */
export const SPEEDUP_BUDGET = 2;

/**
 * Baseline, then new SQL, each behind the bare server `start` gives for it, with the same traffic
 * (2 s of warm-up, then the measurement): cache-free by construction. `builds` names each SQL
 * builder for the report, baseline first.
 */
export async function compareBare<Build>(
  label: string,
  start: (build: Build) => Promise<BareServer>,
  builds: readonly [baseline: readonly [string, Build], next: readonly [string, Build]],
  traffic: BareTraffic,
): Promise<BareComparison> {
  const measured: { rps: number; p95: number }[] = [];
  for (const [name, build] of builds) {
    const server = await start(build);
    try {
      await traffic.run(server.base, 2);
      const result = await traffic.run(server.base, traffic.seconds);
      measured.push({
        rps: report(
          `${label}, ${name}, bare handler, ${traffic.connections} connections, ${traffic.seconds} s`,
          result,
        ),
        p95: pct(result.latencies, 95),
      });
    } finally {
      await server.close();
    }
  }
  const [before, after] = measured as [{ rps: number; p95: number }, { rps: number; p95: number }];
  const ratio = after.rps / before.rps;
  console.log(
    `  ${label}: ${builds[1][0]} ÷ ${builds[0][0]} ${ratio.toFixed(2)}× (budget ≥ ${SPEEDUP_BUDGET}×); p95 ${before.p95.toFixed(1)} → ${after.p95.toFixed(1)} ms`,
  );
  return { ratio, rps: after.rps, p95: after.p95 };
}

/** "97.3 % answered from the cache" */
export const hitRate = (stats: { hits: number; misses: number }) =>
  `${((100 * stats.hits) / Math.max(1, stats.hits + stats.misses)).toFixed(1)} % answered from the cache`;
