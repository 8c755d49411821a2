// `npm run bench credentials`: the credential budgets of issue 34, on PostgreSQL, the real app on
// real HTTP (loopback) in a process of its own:
// - issuing one credential, signing included: p95 ≤ 250 ms;
// - /api/health (4 clients asking back to back) while the institution bulk-completes 200 learners:
//   p95 ≤ 50 ms, since signing runs in the proof workers, not on the event loop (decision 056);
// - GET /credentials/{id} and /credentials/{id}.json at 20 connections: p95 ≤ 30 ms each.
// Learners and enrolments are made by SQL; the institution, its program and every completion go
// through the API as the dashboard sends them. Every loop is bounded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { BulkCompleteResult } from '#contract/credentials.ts';
import { openDatabase } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { programCompletionCredential } from '#server/features/credentials/open-badge.ts';
import { signCredential } from '#server/features/credentials/proof.ts';
import { loadSigningKey } from '#server/features/credentials/signing-key.ts';
import { solarProgram } from '#tests/fixtures/credentials.ts';
import { withBenchDatabase } from './bench-db.ts';
import { forkBenchServer, usagePer } from './bench-server.ts';
import { load, pct, report, type LoadResult } from './http-load.ts';

const DB_NAME = process.env.BENCH_CREDENTIALS_DB ?? 'sipalu_bench_credentials';
const SINGLE = Number(process.env.BENCH_CREDENTIALS_SINGLE ?? 40);
const BULK = 200;
const HEALTH_CLIENTS = 4;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ISSUE_BUDGET_MS = 250;
const HEALTH_BUDGET_MS = 50;
const PAGE_BUDGET_MS = 30;
const PASSWORD = 'bench-password-1';

const resultOf = (latencies: number[], seconds: number, errors = 0): LoadResult => ({
  requests: latencies.length,
  errors,
  seconds,
  latencies,
  byQuery: {},
});

/** What one credential's signing holds the calling thread for: the event loop's share before decision 056. */
async function signingOnThisThread() {
  const key = await loadSigningKey({ configured: undefined, dataDir: mkdtempSync(path.join(tmpdir(), 'sipalu-key-')) });
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const unsigned = programCompletionCredential({
      credentialId: crypto.randomUUID(),
      publicUrl: 'http://127.0.0.1',
      issuer: { id: crypto.randomUUID(), name: 'Bench Technical School' },
      learner: { name: `Bench Learner ${i}`, email: `learner-${i}@example.com` },
      program: {
        id: crypto.randomUUID(),
        title: solarProgram.programTitle,
        description: solarProgram.description,
        programType: solarProgram.programType,
        credentialAwarded: solarProgram.credentialAwarded,
        duration: solarProgram.duration,
      },
      enrolledAt: new Date(),
      issuedAt: new Date(),
      remark: 'Passed the practical',
    });
    const started = performance.now();
    await signCredential(key, { publicUrl: 'http://127.0.0.1', issuerId: crypto.randomUUID() }, unsigned);
    if (i >= 5) times.push(performance.now() - started);
  }
  return times;
}

let failed = false;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-bench-'));
await withBenchDatabase(DB_NAME, async (databaseUrl) => {
  const server = await forkBenchServer({ dataDir, databaseUrl });
  const seeding = await openDatabase({ databaseUrl });
  const { base } = server;
  const headers = (cookie: string) => ({ 'content-type': 'application/json', origin: base, cookie });
  try {
    // the institution and its program, through the API
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        name: 'Bench Technical School',
        email: 'bench-institution@example.com',
        password: PASSWORD,
      }),
    });
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    await seeding.db.execute(sql`update users set email_verified = true where email = 'bench-institution@example.com'`);
    const role = await fetch(`${base}/api/me/roles`, {
      method: 'POST',
      headers: headers(cookie),
      body: JSON.stringify({ role: 'institution' }),
    });
    if (role.status !== 201) throw new Error(`the institution role answered ${role.status}`);
    const created = await fetch(`${base}/api/programs`, {
      method: 'POST',
      headers: headers(cookie),
      body: JSON.stringify(solarProgram),
    });
    if (created.status !== 201) throw new Error(`the program answered ${created.status}`);
    const { id: programId } = (await created.json()) as { id: string };

    // its learners, by SQL
    const learners = SINGLE + 5 + BULK;
    await seeding.db.execute(sql`
      insert into users (name, email, email_verified)
      select 'Bench Learner ' || i, 'bench-learner-' || i || '@example.com', true from generate_series(1, ${learners}) g(i)`);
    await seeding.db.execute(sql`
      insert into profiles (id, full_name) select id, name from users where email like 'bench-learner-%'`);
    await seeding.db.execute(sql`
      insert into program_enrollments (program_id, user_id, status)
      select ${programId}, id, 'active' from users where email like 'bench-learner-%'`);
    const ids = (
      await rowsOf(
        seeding.db,
        z.object({ id: z.string() }),
        sql`select id from users where email like 'bench-learner-%' order by email`,
      )
    ).map((row) => row.id);
    console.log(`credentials (PostgreSQL): one institution, ${learners} learners enrolled in its program`);

    // one credential at a time, as the dashboard's "Mark completed"
    const completeOne = async (learnerId: string) => {
      const started = performance.now();
      const answer = await fetch(`${base}/api/programs/${programId}/students/${learnerId}/complete`, {
        method: 'POST',
        headers: headers(cookie),
        body: JSON.stringify({ grade: 'A', remark: 'Passed the practical' }),
      });
      await answer.arrayBuffer();
      return { ms: performance.now() - started, ok: answer.status === 201 };
    };
    for (const learnerId of ids.slice(0, 5)) await completeOne(learnerId); // the proof worker starts
    const single: number[] = [];
    let singleErrors = 0;
    const singleStarted = performance.now();
    await server.reset();
    for (const learnerId of ids.slice(5, 5 + SINGLE)) {
      const { ms, ok } = await completeOne(learnerId);
      single.push(ms);
      if (!ok) singleErrors++;
    }
    const singleUsage = await server.usage();
    report(
      `issuing one credential, 1 connection, ${SINGLE} in turn`,
      resultOf(single, (performance.now() - singleStarted) / 1000, singleErrors),
      { perQuery: false },
    );
    console.log(`  ${usagePer(singleUsage, SINGLE, 'credential')}`);
    const issueP95 = pct(single, 95);
    console.log(`  issue p95 ${issueP95.toFixed(1)} ms (budget ≤ ${ISSUE_BUDGET_MS} ms)`);
    if (issueP95 > ISSUE_BUDGET_MS || singleErrors > 0) failed = true;

    // 200 at once, while other clients ask /api/health back to back; first the same clients alone,
    // to tell what the bulk adds from what the (shared) machine costs anyway
    const bulkIds = ids.slice(5 + SINGLE);
    const askHealth = (until: () => boolean) => {
      const latencies: number[] = [];
      const counts = { errors: 0 };
      const done = Promise.all(
        Array.from({ length: HEALTH_CLIENTS }, async () => {
          while (!until()) {
            const started = performance.now();
            const answer = await fetch(`${base}/api/health`);
            await answer.arrayBuffer();
            latencies.push(performance.now() - started);
            if (answer.status !== 200) counts.errors++;
          }
        }),
      );
      return { latencies, counts, done };
    };
    const quietUntil = performance.now() + 5_000;
    const quiet = askHealth(() => performance.now() > quietUntil);
    await quiet.done;
    report(`/api/health alone, ${HEALTH_CLIENTS} clients, 5 s`, resultOf(quiet.latencies, 5, quiet.counts.errors), {
      perQuery: false,
    });
    const state = { bulkDone: false };
    const during = askHealth(() => state.bulkDone);
    const health = during.latencies;
    await server.reset();
    const bulkStarted = performance.now();
    const bulk = await fetch(`${base}/api/programs/${programId}/students/complete`, {
      method: 'POST',
      headers: headers(cookie),
      body: JSON.stringify({ learnerIds: bulkIds, remark: 'Passed the practical' }),
    });
    const bulkMs = performance.now() - bulkStarted;
    state.bulkDone = true;
    await during.done;
    const healthErrors = during.counts.errors;
    const bulkUsage = await server.usage();
    const bulkResult = BulkCompleteResult.parse(await bulk.json());
    console.log(
      `  bulk completion of ${BULK} learners: ${bulk.status}, ${bulkResult.issued} issued, ${bulkResult.skipped.length} skipped, in ${(bulkMs / 1000).toFixed(1)} s`,
    );
    console.log(`  ${usagePer(bulkUsage, BULK, 'credential in bulk')}`);
    report(`/api/health meanwhile, ${HEALTH_CLIENTS} clients`, resultOf(health, bulkMs / 1000, healthErrors), {
      perQuery: false,
    });
    const healthP95 = pct(health, 95);
    console.log(`  health p95 ${healthP95.toFixed(1)} ms (budget ≤ ${HEALTH_BUDGET_MS} ms)`);
    if (healthP95 > HEALTH_BUDGET_MS || healthErrors > 0 || bulkResult.issued !== BULK) failed = true;

    // the public page and the signed JSON of the credentials just issued
    const credentialIds = (
      await rowsOf(seeding.db, z.object({ id: z.string() }), sql`select id from credentials order by issued_at, id`)
    ).map((row) => row.id);
    for (const [label, suffix] of [
      ['GET /credentials/{id}', ''],
      ['GET /credentials/{id}.json', '.json'],
    ] as const) {
      const paths = credentialIds.map((id) => `/credentials/${id}${suffix}`);
      // every page once first: each credential's proof is checked on its first view, then remembered
      await load(base, paths, { concurrency: 4, seconds: 120, limit: paths.length });
      await server.reset();
      const result = await load(base, paths, { concurrency: CONNECTIONS, seconds: SECONDS });
      console.log(`  ${usagePer(await server.usage(), result.requests, 'view')}`);
      report(`${label}, ${credentialIds.length} credentials, ${CONNECTIONS} connections, ${SECONDS} s`, result, {
        perQuery: false,
      });
      const p95 = pct(result.latencies, 95);
      console.log(`  ${label} p95 ${p95.toFixed(1)} ms (budget ≤ ${PAGE_BUDGET_MS} ms)`);
      if (p95 > PAGE_BUDGET_MS || result.errors > 0) failed = true;
    }
  } finally {
    await server.close();
    await seeding.close();
  }
});
rmSync(dataDir, { recursive: true, force: true });

const onThread = await signingOnThisThread();
console.log(
  `  signing one credential on the calling thread: p50 ${pct(onThread, 50).toFixed(1)} ms, p95 ${pct(onThread, 95).toFixed(1)} ms` +
    ' (the event loop was held this long per completion before decision 056)',
);
if (failed) process.exitCode = 1;
