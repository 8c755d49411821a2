// Job alerts budget (issue "discovery", decision 028): one new posting is matched against 100,000
// alerts in ≤ 100 ms, on PostgreSQL and on the embedded database (PGlite). Loopback only.
//
// The alerts are what seekers save: one to three words of job titles, places and skills (some cut
// to a prefix, as people type "dev"), alone or with a chip, type, level, salary band or location;
// one in five has no words, only filters. The postings are the jobs benchmark's generated ones.
// Each measured posting is matched as the `job-alert.match` job matches it (findMatchingAlerts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { EXPERIENCE_LEVELS, JOB_LIST_CHIPS, JOB_TYPES } from '#contract/lists.ts';
import { SALARY_BANDS } from '#contract/jobs-rules.ts';
import type { JobAlertSearch } from '#contract/job-alerts.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { JOBS } from '#server/db/seed/jobs.data.ts';
import { jobAlerts } from '#server/db/schema/job-alerts.ts';
import { alertColumnsOf, findMatchingAlerts } from '#server/features/jobs/job-alerts-matching.ts';
import { rowsOf } from '#server/db/rows.ts';
import { withBenchDatabase } from './bench-db.ts';
import { generateJobs } from './jobs-data.ts';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const POSTINGS = Number(process.env.BENCH_ALERTS_POSTINGS ?? 2_000);
const USERS = 5_000;
const MEASURED = 200;
const BUDGET_MS = 100;

/** A seeded generator, so every run saves the same alerts. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  ...new Set(
    JOBS.flatMap((job) => [job.jobTitle, job.location, ...job.skillsRequired])
      .flatMap((text) => text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])
      .filter((word) => word.length > 2),
  ),
];

function searchOf(next: () => number): JobAlertSearch {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const wordless = next() < 0.2;
  const count = 1 + Math.floor(next() * 3);
  const words = wordless
    ? []
    : Array.from({ length: count }, () => {
        const word = pick(WORDS);
        return next() < 0.3 ? word.slice(0, Math.max(3, Math.ceil(word.length / 2))) : word;
      });
  const search: Partial<Record<keyof JobAlertSearch, string>> = {};
  if (words.length) search.q = words.join(' ');
  if (next() < (wordless ? 0.6 : 0.2)) search.category = pick(JOB_LIST_CHIPS);
  if (next() < (wordless ? 0.6 : 0.2)) search.type = pick(JOB_TYPES);
  if (next() < (wordless ? 0.5 : 0.15)) search.level = pick(EXPERIENCE_LEVELS);
  if (next() < 0.15) search.salary = pick(SALARY_BANDS);
  if (next() < 0.1) search.location = pick(JOBS).location.split(',')[0]?.toLowerCase() ?? '';
  return search as JobAlertSearch;
}

async function saveAlerts(database: Database) {
  const { db } = database;
  await db.execute(
    sql.raw(`insert into users (name, email) select 'Seeker ' || i, 'seeker-' || i || '@bench.example'
      from generate_series(1, ${USERS}) as g(i)`),
  );
  const userIds = (await rowsOf(db, Id, sql`select id::text from users where email like 'seeker-%'`)).map(
    (row) => row.id,
  );
  const next = random(42);
  for (let done = 0; done < ALERTS; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, ALERTS - done) }, (_, index) => ({
      userId: userIds[(done + index) % userIds.length] as string,
      frequency: next() < 0.5 ? 'instant' : 'daily',
      search: searchOf(next),
    }));
    await db.insert(jobAlerts).values(batch.map(({ search, ...alert }) => ({ ...alert, ...alertColumnsOf(search) })));
  }
  // a long-running database has been vacuumed: index-only scans need the visibility map
  await db.execute(sql`vacuum analyze`);
}

const Id = z.object({ id: z.string() });
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(label: string, database: Database): Promise<boolean> {
  const { db } = database;
  const jobIds = (
    await rowsOf(
      db,
      Id,
      sql`select id::text from job_postings where is_active and (application_deadline is null or application_deadline >= current_date)
        order by posted_at desc limit ${MEASURED}`,
    )
  ).map((row) => row.id);
  // warm the caches as a running process has them
  for (const id of jobIds.slice(0, 10)) await findMatchingAlerts(db, id);
  const times: number[] = [];
  let matched = 0;
  for (const id of jobIds) {
    const started = performance.now();
    matched += (await findMatchingAlerts(db, id)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = pct(times, 95);
  const ok = p95 <= BUDGET_MS;
  console.log(
    `${label}: ${ALERTS.toLocaleString('en')} alerts, one posting matched in p50 ${pct(times, 50).toFixed(1)} ms, ` +
      `p95 ${p95.toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms over ${jobIds.length} postings ` +
      `(${(matched / jobIds.length).toFixed(0)} alerts matched per posting) — budget p95 ≤ ${BUDGET_MS} ms: ${ok ? 'ok' : 'OVER'}`,
  );
  return ok;
}

let failed = false;
await withBenchDatabase('sipalu_bench_alerts', async (databaseUrl) => {
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    await generateJobs(database.db, POSTINGS);
    const started = performance.now();
    await saveAlerts(database);
    console.log(`alerts (PostgreSQL): saved in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (!(await measure('alerts (PostgreSQL)', database))) failed = true;
  } finally {
    await database.close();
  }
});

const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-bench-alerts-'));
try {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    await generateJobs(database.db, POSTINGS);
    const started = performance.now();
    await saveAlerts(database);
    console.log(`alerts (PGlite): saved in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (!(await measure('alerts (PGlite)', database))) failed = true;
  } finally {
    await database.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
