// Catalogue budget: search over 100,000 courses and programs at 50 concurrent connections,
// app p95 ≤ 30 ms and ≥ 0.8× the req/s of a bare node:http + pg handler running the same SQL;
// then the embedded database (PGlite), budget ≥ 300 req/s. Loopback only; every loop is bounded.
//
// The traffic is a search log's shape: 1,000 distinct queries (the named ones first, then words of
// the catalogue with tabs, chips and pages) drawn with Zipf weights, so a few are popular and most
// are rare. The app answers repeats from its public read cache (docs/decisions/011); the app ÷ bare
// ratio is measured with that cache off, on the same traffic, so it compares the SQL paths alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CatalogueQuery } from '#contract/catalogue.ts';
import { CATALOGUE_TABS } from '#contract/catalogue-rules.ts';
import { COURSE_CATEGORIES } from '#contract/lists.ts';
import { openDatabase } from '#server/db/client.ts';
import { COURSES } from '#server/db/seed/courses.data.ts';
import { cataloguePageOf, catalogueSql, type CatalogueRow } from '#server/features/learning/catalogue.service.ts';
import { hitRate, startBareServer, withBenchDatabase } from './bench-db.ts';
import { startBenchServer } from './bench-server.ts';
import { generateCatalogue } from './catalogue-data.ts';
import { load, pct, report, visitEach, type LoadResult } from './http-load.ts';

const DB_NAME = 'sipalu_bench_catalogue';
const ROWS = Number(process.env.BENCH_CATALOGUE_ROWS ?? 100_000);
const PGLITE_ROWS = Number(process.env.BENCH_CATALOGUE_PGLITE_ROWS ?? 100_000);
const CONCURRENCY = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DISTINCT_QUERIES = 1_000;

// What people type on /courses: words, a typo, a prefix, Nepali, filters with and without search.
const NAMED = [
  '',
  'q=plumbing',
  'tab=tech&category=Web+Development',
  'q=electric&tab=trades',
  'q=plumbng',
  'q=web+development',
  'q=mushroom&page=2',
  `q=${encodeURIComponent('प्लम्बर')}`,
];

/** The named queries, then a long tail of words from course titles and skills × tabs × chips × pages. */
function searchLog(): string[] {
  const words = [
    ...new Set(
      COURSES.flatMap((course) => [...course.title.split(/\s+/), ...course.keySkills])
        .map((word) => word.toLowerCase().replace(/[^a-z]/g, ''))
        .filter((word) => word.length > 3),
    ),
  ];
  const tail: string[] = [];
  for (let i = 0; tail.length < DISTINCT_QUERIES - NAMED.length; i++) {
    const word = words[i % words.length] as string;
    const variant = Math.floor(i / words.length);
    const tab = CATALOGUE_TABS[variant % CATALOGUE_TABS.length];
    const page = 1 + (Math.floor(variant / CATALOGUE_TABS.length) % 3);
    const chip =
      variant % 7 === 6
        ? `&category=${encodeURIComponent(COURSE_CATEGORIES[i % COURSE_CATEGORIES.length] as string)}`
        : '';
    tail.push(`q=${encodeURIComponent(word.slice(0, 3 + (variant % 4)))}&tab=${tab}${chip}&page=${page}`);
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
  const made = await generateCatalogue(seeding.db, ROWS);
  // a long-running database has been vacuumed: index-only counts need the visibility map
  await seeding.db.execute(sql`vacuum analyze`);
  await seeding.close();
  console.log(
    `catalogue (PostgreSQL): ${made.courses} courses + ${made.programs} programs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await startBenchServer({ databaseUrl });
  console.log(`  traffic: ${LOG.length} distinct queries, Zipf weights; named queries below`);
  // a running site's cache: every query of the log asked once before the measurement
  const warming = await visitEach(
    app.base,
    LOG.map((query) => `/api/catalogue?${query}`),
    CONCURRENCY,
  );
  report(`filling the cache: each query once`, warming, { perQuery: false });
  const cachedResult = await run(app.base, '/api/catalogue', SECONDS);
  report(`app, ${CONCURRENCY} connections, ${SECONDS} s`, cachedResult);
  console.log(`    ${hitRate(app.cache.stats)}`);
  const appP95 = pct(cachedResult.latencies, 95);
  console.log(`  app p95 ${appP95.toFixed(1)} ms (budget ≤ 30 ms)`);

  app.cache.enabled = false;
  await run(app.base, '/api/catalogue', 2);
  const appRps = report(`app without its cache, same traffic`, await run(app.base, '/api/catalogue', SECONDS));
  await app.close();

  const bare = await startBareServer(databaseUrl, async (params, runSql) => {
    const query = CatalogueQuery.parse(Object.fromEntries(params));
    return cataloguePageOf((await runSql(catalogueSql(query))) as CatalogueRow[], query.page);
  });
  await run(bare.base, '/', 2);
  const bareRps = report(`bare node:http + pg, same SQL, same traffic`, await run(bare.base, '/', SECONDS));
  await bare.close();
  const ratio = appRps / bareRps;
  console.log(`  app ÷ bare (both uncached): ${ratio.toFixed(2)}× (budget ≥ 0.8×)`);
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
    await visitEach(
      server.base,
      LOG.map((query) => `/api/catalogue?${query}`),
      CONCURRENCY,
    );
    const rps = report(`app on PGlite, ${CONCURRENCY} connections`, await run(server.base, '/api/catalogue', SECONDS));
    console.log(`    ${hitRate(server.cache.stats)}; budget ≥ 300 req/s`);
    if (rps < 300) failed = true;
    server.cache.enabled = false;
    report(`app on PGlite without its cache`, await run(server.base, '/api/catalogue', SECONDS), { perQuery: false });
    await server.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
if (failed) process.exitCode = 1;
