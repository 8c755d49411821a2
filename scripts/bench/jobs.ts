// Jobs budget: the job search over 100,000 postings at 50 concurrent connections, app p95 ≤ 30 ms
// and ≥ 0.8× the req/s of a bare node:http + pg handler running the same SQL; then the embedded
// database (PGlite), budget ≥ 500 req/s. Loopback only; every loop is bounded.
//
// The traffic is a search log's shape: 1,000 distinct queries (the named ones first, then words of
// job titles, places and skills with chips and pages) drawn with Zipf weights. The app answers
// repeats from its public read cache; every figure is also given with the cache off, and the
// app ÷ bare ratio compares the two uncached, on the same traffic, so it measures the SQL paths.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { JobsQuery } from '#contract/jobs.ts';
import { JOB_LIST_CHIPS } from '#contract/lists.ts';
import { openDatabase } from '#server/db/client.ts';
import { JOBS } from '#server/db/seed/jobs.data.ts';
import { jobsPageOf, jobsSql, nepalToday, type JobsRow } from '#server/features/jobs/jobs.service.ts';
import { hitRate, startBareServer, withBenchDatabase } from './bench-db.ts';
import { startBenchServer } from './bench-server.ts';
import { generateJobs } from './jobs-data.ts';
import { load, pct, report, visitEach, type LoadResult } from './http-load.ts';

const DB_NAME = 'sipalu_bench_jobs';
const ROWS = Number(process.env.BENCH_JOBS_ROWS ?? 100_000);
const PGLITE_ROWS = Number(process.env.BENCH_JOBS_PGLITE_ROWS ?? 100_000);
const CONCURRENCY = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DISTINCT_QUERIES = 1_000;
const PGLITE_BUDGET = 500;

// What people type on /jobs: a title word, a place, a company, a skill, a typo, a chip with and without search.
const NAMED = [
  '',
  'q=developer',
  'category=Hospitality+%26+Tourism',
  'q=kathmandu',
  'q=electrecian',
  'q=pokhara&category=Hospitality+%26+Tourism',
  'q=react&page=2',
  'q=gorkha+builders',
  `q=${encodeURIComponent('इलेक्ट्रिसियन')}`,
];

/** The named queries, then a long tail of title words, places and skills × chips × pages. */
function searchLog(): string[] {
  const words = [
    ...new Set(
      JOBS.flatMap((job) => [...job.jobTitle.split(/\s+/), job.location.split(',')[0] ?? '', ...job.skillsRequired])
        .map((word) => word.toLowerCase().replace(/[^a-z ]/g, ''))
        .filter((word) => word.length > 3),
    ),
  ];
  const tail: string[] = [];
  for (let i = 0; tail.length < DISTINCT_QUERIES - NAMED.length; i++) {
    const word = words[i % words.length] as string;
    const variant = Math.floor(i / words.length);
    const page = 1 + (variant % 3);
    const chip =
      variant % 4 === 3 ? `&category=${encodeURIComponent(JOB_LIST_CHIPS[i % JOB_LIST_CHIPS.length] as string)}` : '';
    tail.push(`q=${encodeURIComponent(word.slice(0, 3 + (variant % 5)))}${chip}&page=${page}`);
  }
  return [...new Set([...NAMED, ...tail])];
}

const LOG = searchLog();
const run = (base: string, prefix: string, seconds: number): Promise<LoadResult> =>
  load(
    base,
    LOG.map((query) => `${prefix}?${query}`),
    { concurrency: CONCURRENCY, seconds, weights: 'zipf', trackFirst: NAMED.length },
  );

let failed = false;
await withBenchDatabase(DB_NAME, async (databaseUrl) => {
  const seeding = await openDatabase({ databaseUrl });
  await seeding.migrate();
  let started = performance.now();
  const made = await generateJobs(seeding.db, ROWS);
  // a long-running database has been vacuumed: index-only counts need the visibility map
  await seeding.db.execute(sql`vacuum analyze`);
  await seeding.close();
  console.log(`jobs (PostgreSQL): ${made} postings in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const app = await startBenchServer({ databaseUrl });
  console.log(`  traffic: ${LOG.length} distinct queries, Zipf weights; named queries below`);

  // first the queries themselves: the cache off
  app.cache.enabled = false;
  await run(app.base, '/api/jobs', 2);
  const uncached = await run(app.base, '/api/jobs', SECONDS);
  const appRps = report(`app without its cache, ${CONCURRENCY} connections, ${SECONDS} s`, uncached);
  const uncachedP95 = pct(uncached.latencies, 95);
  console.log(`  app p95 without the cache ${uncachedP95.toFixed(1)} ms (budget ≤ 30 ms)`);

  // then a running site: every query of the log asked once, then the same traffic
  app.cache.enabled = true;
  const warming = await visitEach(
    app.base,
    LOG.map((query) => `/api/jobs?${query}`),
    CONCURRENCY,
  );
  report(`filling the cache: each query once`, warming, { perQuery: false });
  const cachedResult = await run(app.base, '/api/jobs', SECONDS);
  report(`app with its cache, ${CONCURRENCY} connections, ${SECONDS} s`, cachedResult);
  console.log(`    ${hitRate(app.cache.stats)}`);
  const appP95 = pct(cachedResult.latencies, 95);
  console.log(`  app p95 with the cache ${appP95.toFixed(1)} ms (budget ≤ 30 ms)`);
  await app.close();

  const bare = await startBareServer(databaseUrl, (params) => {
    const query = JobsQuery.parse(Object.fromEntries(params));
    return { statement: jobsSql(query, nepalToday()), body: (rows) => jobsPageOf(rows as JobsRow[], query.page) };
  });
  await run(bare.base, '/', 2);
  const bareRps = report(`bare node:http + pg, same SQL, same traffic`, await run(bare.base, '/', SECONDS));
  await bare.close();
  const ratio = appRps / bareRps;
  console.log(`  app ÷ bare (both uncached): ${ratio.toFixed(2)}× (budget ≥ 0.8×)`);
  if (ratio < 0.8 || appP95 > 30) failed = true;
  if (uncachedP95 > 30) console.log('  note: over budget without the cache');

  // PGlite: seeding through the embedded engine
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-bench-jobs-'));
  try {
    const embedded = await openDatabase({ dataDir });
    await embedded.migrate();
    started = performance.now();
    const rows = await generateJobs(embedded.db, PGLITE_ROWS);
    await embedded.db.execute(sql`vacuum analyze`);
    await embedded.close();
    console.log(`jobs (PGlite): ${rows} postings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const server = await startBenchServer({ dataDir });
    server.cache.enabled = false;
    report(`app on PGlite without its cache`, await run(server.base, '/api/jobs', SECONDS), { perQuery: false });
    server.cache.enabled = true;
    await visitEach(
      server.base,
      LOG.map((query) => `/api/jobs?${query}`),
      CONCURRENCY,
    );
    const rps = report(
      `app on PGlite with its cache, ${CONCURRENCY} connections`,
      await run(server.base, '/api/jobs', SECONDS),
    );
    console.log(`    ${hitRate(server.cache.stats)}; budget ≥ ${PGLITE_BUDGET} req/s`);
    if (rps < PGLITE_BUDGET) failed = true;
    await server.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
if (failed) process.exitCode = 1;
