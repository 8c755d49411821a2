// Verification queue budget: GET /api/staff/verifications answers with p95 ≤ 50 ms with 10,000
// pending requests on PostgreSQL. Measures the queue's one statement (listStaffVerifications, as the
// route runs it) for the first page and for pages deep in the queue (keyset cursors), and shows
// the plan, which must read the (status, created_at) index rather than sort the table.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { listStaffVerifications } from '#server/features/verification/verification-staff.service.ts';
import { withBenchDatabase } from './bench-db.ts';

const DB_NAME = 'sipalu_bench_verification_queue';
const ROWS = Number(process.env.BENCH_VERIFICATION_ROWS ?? 10_000);
const CALLS = 400;
const BUDGET_MS = 50;

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

await withBenchDatabase(DB_NAME, async (databaseUrl) => {
  const database = await openDatabase({ databaseUrl });
  try {
    await database.migrate();
    const { db } = database;
    // ROWS applicants, each with one pending request (a minute apart) and two documents
    await db.execute(sql`
      insert into users (id, name, email, email_verified, created_at, updated_at)
      select gen_random_uuid(), 'Applicant ' || n, 'applicant' || n || '@example.com', true, now(), now()
        from generate_series(1, ${ROWS}) n`);
    await db.execute(sql`
      insert into verification_requests (user_id, role, identity_document_kind, created_at)
      select id, 'professional', 'citizenship', now() - (row_number() over (order by id)) * interval '1 minute'
        from users`);
    await db.execute(sql`
      insert into verification_documents (request_id, kind, object_key, content_type, size_bytes)
      select r.id, k.kind::verification_document_kind, r.user_id || '/' || k.kind || '.png', 'image/png', 120000
        from verification_requests r cross join (values ('identity'), ('certificate')) k(kind)`);
    await db.execute(sql`analyze`);

    const cursors = (
      await rowsOf(
        db,
        z.object({ id: z.string() }),
        sql`select id from verification_requests order by random() limit 50`,
      )
    ).map((row) => row.id);
    const timings: number[] = [];
    for (let call = 0; call < CALLS; call++) {
      const cursor = call % 2 === 0 ? undefined : cursors[call % cursors.length];
      const started = performance.now();
      const page = await listStaffVerifications(db, { status: 'pending', cursor });
      timings.push(performance.now() - started);
      if (page.items.length === 0) throw new Error('an empty page');
    }
    const plan = await rowsOf(
      db,
      z.object({ 'QUERY PLAN': z.string() }),
      sql`explain select id from verification_requests where status = 'pending' order by created_at, id limit 21`,
    );
    const p50 = percentile(timings, 0.5);
    const p95 = percentile(timings, 0.95);
    console.log(`verification queue, ${ROWS} pending on PostgreSQL, ${CALLS} pages (first and deep cursors)`);
    console.log(`  p50 ${p50.toFixed(1)} ms · p95 ${p95.toFixed(1)} ms · budget p95 ≤ ${BUDGET_MS} ms`);
    console.log(plan.map((row) => `  ${row['QUERY PLAN']}`).join('\n'));
    if (p95 > BUDGET_MS) process.exitCode = 1;
  } finally {
    await database.close();
  }
});
