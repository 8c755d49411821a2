// Filter counts budget (docs/decisions/034-filter-counts.md): GET /api/jobs/facets over 100,000
// postings on PostgreSQL, from the in-memory job index (decision 036), for every distinct query of
// the jobs search log (its pages dropped), one at a time as a cache miss would run it: p95 ≤ 50 ms.
// The list's own search is timed beside it on the same queries.
import { sql } from 'drizzle-orm';
import { nepalToday } from '#contract/format/dates.ts';
import { JobFacetsQuery, JobsQuery } from '#contract/jobs.ts';
import { openDatabase } from '#server/db/client.ts';
import { findJobFacets } from '#server/features/jobs/job-facets.service.ts';
import { JobIndex } from '#server/features/jobs/job-index.ts';
import { findJobs } from '#server/features/jobs/jobs.service.ts';
import { withBenchDatabase } from './bench-db.ts';
import { pct } from './http-load.ts';
import { generateJobs, jobsSearchLog, plantJobs } from './jobs-data.ts';

const DB_NAME = process.env.BENCH_FACETS_DB ?? 'sipalu_bench_facets';
const ROWS = Number(process.env.BENCH_JOBS_ROWS ?? 100_000);
const BUDGET_P95_MS = 50;

const log = [...new Set(jobsSearchLog(1000).map((query) => query.replace(/&?page=\d+/, '')))];
const paramsOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

let failed = false;
await withBenchDatabase(DB_NAME, async (databaseUrl) => {
  const seeding = await openDatabase({ databaseUrl });
  await seeding.migrate();
  await generateJobs(seeding.db, ROWS);
  await plantJobs(seeding.db);
  await seeding.db.execute(sql`vacuum analyze`);
  await seeding.close();

  const database = await openDatabase({ databaseUrl });
  const deps = { db: database.db, jobIndex: new JobIndex(database.db) };
  const time = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  try {
    // a first pass builds the index and reads the table into memory, as a running server has them
    for (const query of log) await findJobFacets(deps, JobFacetsQuery.parse(paramsOf(query)), nepalToday());
    const facets: number[] = [];
    const list: number[] = [];
    const slowest: [string, number][] = [];
    for (const query of log) {
      const ms = await time(() => findJobFacets(deps, JobFacetsQuery.parse(paramsOf(query)), nepalToday()));
      facets.push(ms);
      slowest.push([query, ms]);
      list.push(await time(() => findJobs(deps, JobsQuery.parse(paramsOf(query)))));
    }
    const line = (values: number[]) =>
      `p50 ${pct(values, 50).toFixed(1)} ms, p95 ${pct(values, 95).toFixed(1)} ms, max ${pct(values, 100).toFixed(1)} ms`;
    console.log(`facets over ${ROWS} postings, ${log.length} distinct queries, one at a time`);
    console.log(`  facets: ${line(facets)} (budget p95 ≤ ${BUDGET_P95_MS} ms)`);
    console.log(`  list (page 1), same queries: ${line(list)}`);
    console.log(
      `  slowest facets: ${slowest
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([query, ms]) => `"${query}" ${ms.toFixed(1)} ms`)
        .join('; ')}`,
    );
    if (pct(facets, 95) > BUDGET_P95_MS) failed = true;
  } finally {
    await database.close();
  }
});
if (failed) process.exitCode = 1;
