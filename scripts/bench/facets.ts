// Filter counts budget (docs/decisions/034-filter-counts.md): one GET /api/jobs/facets statement over
// 100,000 postings on PostgreSQL, for every distinct query of the jobs search log (its pages
// dropped), one at a time on one connection as a cache miss would run it: p95 ≤ 50 ms. The list's
// own statement is timed beside it on the same queries, and a few named queries are explained.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { JobFacetsQuery, JobsQuery } from '#contract/jobs.ts';
import { openDatabase, SESSION_OPTIONS } from '#server/db/client.ts';
import { jobFacetsSql } from '#server/features/jobs/job-facets.service.ts';
import { jobsSql, nepalToday } from '#server/features/jobs/jobs.service.ts';
import { withBenchDatabase } from './bench-db.ts';
import { pct } from './http-load.ts';
import { generateJobs, jobsSearchLog, plantJobs } from './jobs-data.ts';

const DB_NAME = process.env.BENCH_FACETS_DB ?? 'sipalu_bench_facets';
const ROWS = Number(process.env.BENCH_JOBS_ROWS ?? 100_000);
const BUDGET_P95_MS = 50;
const EXPLAINED = ['', 'q=developer', 'q=kathmandu&type=Full-time', 'location=pokhara', 'q=electrecian'];

const log = [...new Set(jobsSearchLog(1000).map((query) => query.replace(/&?page=\d+/, '')))];
const dialect = new PgDialect();
const paramsOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

let failed = false;
await withBenchDatabase(DB_NAME, async (databaseUrl) => {
  const seeding = await openDatabase({ databaseUrl });
  await seeding.migrate();
  await generateJobs(seeding.db, ROWS);
  await plantJobs(seeding.db);
  await seeding.db.execute(sql`vacuum analyze`);
  await seeding.close();

  // the app's session settings (no JIT), one connection: a cache miss's statement alone
  const client = new pg.Client({ connectionString: databaseUrl, options: SESSION_OPTIONS });
  await client.connect();
  const time = async (statement: ReturnType<typeof jobsSql>) => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const started = performance.now();
    await client.query(text, params);
    return performance.now() - started;
  };
  try {
    // a first pass reads the table into memory, as a running server has it
    for (const query of log) await time(jobFacetsSql(JobFacetsQuery.parse(paramsOf(query)), nepalToday()));
    const facets: number[] = [];
    const list: number[] = [];
    const slowest: [string, number][] = [];
    for (const query of log) {
      const ms = await time(jobFacetsSql(JobFacetsQuery.parse(paramsOf(query)), nepalToday()));
      facets.push(ms);
      slowest.push([query, ms]);
      list.push(await time(jobsSql(JobsQuery.parse(paramsOf(query)), nepalToday())));
    }
    const line = (values: number[]) =>
      `p50 ${pct(values, 50).toFixed(1)} ms, p95 ${pct(values, 95).toFixed(1)} ms, max ${pct(values, 100).toFixed(1)} ms`;
    console.log(`facets over ${ROWS} postings, ${log.length} distinct queries, one at a time`);
    console.log(`  facets statement: ${line(facets)} (budget p95 ≤ ${BUDGET_P95_MS} ms)`);
    console.log(`  list statement (page 1), same queries: ${line(list)}`);
    console.log(
      `  slowest facets: ${slowest
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([query, ms]) => `"${query}" ${ms.toFixed(1)} ms`)
        .join('; ')}`,
    );
    for (const query of EXPLAINED) {
      const { sql: text, params } = dialect.sqlToQuery(
        jobFacetsSql(JobFacetsQuery.parse(paramsOf(query)), nepalToday()),
      );
      const plan = await client.query(`explain (analyze, buffers) ${text}`, params);
      const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
      console.log(`  explain analyze "${query}": ${lines.filter((l) => /Execution Time/.test(l)).join('')}`);
    }
    if (pct(facets, 95) > BUDGET_P95_MS) failed = true;
  } finally {
    await client.end();
  }
});
if (failed) process.exitCode = 1;
