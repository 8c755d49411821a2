// Catalogue budget: search over 100,000 courses and programs at 50 concurrent connections,
// app p95 ≤ 30 ms and ≥ 0.8× the req/s of a bare node:http + pg handler running the same SQL;
// then the embedded database (PGlite), budget ≥ 300 req/s. Loopback only; every loop is bounded.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { CatalogueQuery } from '#contract/catalogue.ts';
import { openDatabase } from '#server/db/client.ts';
import { catalogueSql } from '#server/features/learning/catalogue.service.ts';
import { startBenchServer } from './bench-server.ts';
import { generateCatalogue } from './catalogue-data.ts';

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'sipalu_bench_catalogue';
const ROWS = Number(process.env.BENCH_CATALOGUE_ROWS ?? 100_000);
const PGLITE_ROWS = Number(process.env.BENCH_CATALOGUE_PGLITE_ROWS ?? 100_000);
const CONCURRENCY = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The app's pool size (client.ts default), given to the bare handler too. */
const POOL = 10;

// What people type on /courses: words, a typo, a prefix, Nepali, filters with and without search.
const MIX = [
  'q=plumbing',
  'q=plumbng',
  'q=electric&tab=trades',
  'q=web+development',
  'tab=tech&category=Web+Development',
  'q=mushroom&page=2',
  `q=${encodeURIComponent('प्लम्बर')}`,
  '',
];

interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
  byQuery: Record<string, number[]>;
}

// The load loop runs in a worker thread so the client does not share the event loop it measures.
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, paths, concurrency, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const get = (path) => new Promise((resolve) => {
  const started = performance.now();
  const request = http.get(base + path, { agent }, (response) => {
    response.resume();
    response.on('end', () => resolve({ ok: response.statusCode === 200, ms: performance.now() - started }));
  });
  request.on('error', () => resolve({ ok: false, ms: performance.now() - started }));
});
(async () => {
  const result = { requests: 0, errors: 0, latencies: [], byQuery: {} };
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline) {
      const path = paths[next++ % paths.length];
      const { ok, ms } = await get(path);
      result.requests++;
      if (!ok) result.errors++;
      result.latencies.push(ms);
      (result.byQuery[path] ??= []).push(ms);
    }
  }));
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  parentPort.postMessage(result);
})();
`;

function load(base: string, prefix: string, seconds: number): Promise<LoadResult> {
  const paths = MIX.map((query) => `${prefix}?${query}`);
  const worker = new Worker(LOAD_WORKER, {
    eval: true,
    workerData: { base, paths, concurrency: CONCURRENCY, seconds },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => void worker.terminate().then(() => resolve(result)));
    worker.once('error', reject);
  });
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

function report(label: string, result: LoadResult) {
  const rps = result.requests / result.seconds;
  console.log(
    `  ${label}: ${rps.toFixed(0)} req/s, p50 ${ms(pct(result.latencies, 50))}, p95 ${ms(pct(result.latencies, 95))}` +
      ` (${result.requests} requests, ${result.errors} errors)`,
  );
  for (const [query, latencies] of Object.entries(result.byQuery)) {
    console.log(
      `    ${decodeURIComponent(query).padEnd(56)} p50 ${ms(pct(latencies, 50))}, p95 ${ms(pct(latencies, 95))}`,
    );
  }
  return rps;
}

/** The same SQL on a bare node:http + pg server: the ceiling the app is compared with. */
async function startBareServer(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL });
  const dialect = new PgDialect();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const query = CatalogueQuery.parse(Object.fromEntries(url.searchParams));
    const { sql, params } = dialect.sqlToQuery(catalogueSql(query));
    pool.query(sql, params).then(
      (result) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ items: result.rows, total: result.rows[0]?.total ?? 0 }));
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

async function withAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

// PostgreSQL
const url = new URL(SERVER_URL);
url.pathname = `/${DB_NAME}`;
const databaseUrl = url.toString();
await withAdmin(`drop database if exists ${DB_NAME} with (force)`);
await withAdmin(`create database ${DB_NAME}`);
let failed = false;
try {
  const seeding = await openDatabase({ databaseUrl });
  await seeding.migrate();
  let started = performance.now();
  const made = await generateCatalogue(seeding.db, ROWS);
  // a long-running database has been vacuumed: index-only counts need the visibility map
  await seeding.db.execute(sql`vacuum analyze`);
  await seeding.close();
  console.log(
    `catalogue (PostgreSQL): ${made.courses} courses + ${made.programs} programs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await startBenchServer({ databaseUrl });
  await load(app.base, '/api/catalogue', 2); // warm-up: JIT, pool, caches
  const appResult = await load(app.base, '/api/catalogue', SECONDS);
  const appRps = report(`app, ${CONCURRENCY} connections, ${SECONDS} s`, appResult);
  const appP95 = pct(appResult.latencies, 95);
  await app.close();

  const bare = await startBareServer(databaseUrl);
  await load(bare.base, '/', 2);
  const bareRps = report(`bare node:http + pg, same SQL`, await load(bare.base, '/', SECONDS));
  await bare.close();
  const ratio = appRps / bareRps;
  console.log(`  app ÷ bare: ${ratio.toFixed(2)}× (budget ≥ 0.8×); app p95 budget ≤ 30 ms`);
  if (ratio < 0.8 || appP95 > 30) failed = true;

  // PGlite: seeding through the embedded engine
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-bench-catalogue-'));
  try {
    const embedded = await openDatabase({ dataDir });
    await embedded.migrate();
    started = performance.now();
    const rows = await generateCatalogue(embedded.db, PGLITE_ROWS);
    await embedded.db.execute(sql`vacuum analyze`);
    await embedded.close();
    console.log(
      `catalogue (PGlite): ${rows.courses} courses + ${rows.programs} programs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const server = await startBenchServer({ dataDir });
    await load(server.base, '/api/catalogue', 2);
    const rps = report(`app on PGlite, ${CONCURRENCY} connections`, await load(server.base, '/api/catalogue', SECONDS));
    console.log(`  budget ≥ 300 req/s`);
    if (rps < 300) failed = true;
    await server.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
} finally {
  await withAdmin(`drop database if exists ${DB_NAME} with (force)`);
}
if (failed) process.exitCode = 1;
