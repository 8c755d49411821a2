// Staff queue budget: the reports queue and the verification queue answer with p95 ≤ 50 ms while
// 10,000 items wait in each, on PostgreSQL. The data is made by generate_series (seconds, not
// minutes): 10,000 pending verification requests from as many accounts, and 10,000 open reports
// over 4,000 jobs (so the queue groups several reports per item). Loopback only; bounded loops.
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { staffMembers } from '#server/db/schema/trust.ts';
import { withBenchDatabase } from './bench-db.ts';
import { startBenchServer } from './bench-server.ts';
import { load, pct, report } from './http-load.ts';

const DB_NAME = 'sipalu_bench_staff_queues';
const ITEMS = Number(process.env.BENCH_QUEUE_ITEMS ?? 10_000);
const JOBS = Math.ceil(ITEMS * 0.4);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET_MS = 50;
const PASSWORD = 'bench-password-1';

/** Accounts, jobs, verification requests and reports, all by set-based inserts. */
async function fillQueues(db: Db) {
  await db.execute(sql`
    insert into users (name, email, email_verified)
    select 'Bench User ' || i, 'bench-user-' || i || '@example.com', true from generate_series(1, ${ITEMS}) as g(i)`);
  await db.execute(sql`
    insert into profiles (id, full_name, organization_name)
    select id, name, 'Bench Company ' || right(email, 20) from users where email like 'bench-user-%'`);
  await db.execute(sql`
    insert into user_roles (user_id, role)
    select id, (array['professional', 'company', 'institution']::role[])[1 + (row_number() over () % 3)::int]
    from users where email like 'bench-user-%'`);
  await db.execute(sql`
    insert into verification_requests (user_id, role, identity_document_kind, registered_name, pan_vat_number, created_at)
    select r.user_id, r.role::text::verification_role,
           case when r.role = 'professional' then 'citizenship'::identity_document_kind end,
           case when r.role <> 'professional' then 'Bench Registered Name' end,
           case when r.role = 'company' then '123456789' end,
           now() - (random() * interval '20 days')
    from user_roles r join users u on u.id = r.user_id where u.email like 'bench-user-%'`);
  await db.execute(sql`
    insert into job_postings (posted_by, job_title, job_type, company_name, location, description,
                              experience_level, category, contact_email, posted_at)
    select u.id, 'Bench job ' || g.i, 'Full-time', 'Bench Company', 'Kathmandu',
           'A job of the staff queue benchmark.', 'Entry Level', 'Other', 'jobs@example.com',
           now() - (g.i || ' minutes')::interval
    from generate_series(1, ${JOBS}) as g(i)
    join lateral (select id from users where email = 'bench-user-' || (1 + g.i % 100) || '@example.com') u on true`);
  // report i is by account i about job (i mod JOBS): every job has 2 or 3 open reports
  await db.execute(sql`
    with jobs as (select id, row_number() over (order by posted_at) - 1 as n from job_postings),
         reporters as (select id, row_number() over (order by email) - 1 as n from users where email like 'bench-user-%')
    insert into reports (reporter_id, item_kind, item_id, reason, details, created_at)
    select r.id, 'job', j.id,
           (array['scam', 'money_request', 'misleading', 'spam'])[1 + (r.n % 4)::int],
           'Asked me to pay before the interview.', now() - (random() * interval '20 days')
    from reporters r join jobs j on j.n = r.n % ${JOBS}`);
}

/** A staff member with two-factor sign-in on (the console's rule), signed in over HTTP. */
async function staffCookie(base: string, db: Db): Promise<string> {
  const email = 'bench-staff@example.com';
  const headers = { 'content-type': 'application/json', origin: base };
  await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench Staff', email, password: PASSWORD }),
  });
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db.insert(staffMembers).values({ userId: user!.id });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  // turned on after signing in: the bench has no authenticator to answer the second step
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user!.id));
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The queue's first page and the next `pages - 1` pages, following each answer's cursor. */
async function queuePages(base: string, path: string, cookie: string, pages: number): Promise<string[]> {
  const paths = [path];
  for (let page = 1; page < pages; page++) {
    const response = await fetch(base + paths.at(-1)!, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${paths.at(-1)} answered ${response.status}`);
    const body = (await response.json()) as { nextCursor?: string | null };
    if (!body.nextCursor) break;
    paths.push(`${path}&cursor=${encodeURIComponent(body.nextCursor)}`);
  }
  return paths;
}

let failed = false;
await withBenchDatabase(DB_NAME, async (databaseUrl) => {
  const seeding = await openDatabase({ databaseUrl });
  await seeding.migrate();
  const started = performance.now();
  await fillQueues(seeding.db);
  await seeding.db.execute(sql`vacuum analyze`);
  console.log(
    `staff queues (PostgreSQL): ${ITEMS} pending verifications, ${ITEMS} open reports on ${JOBS} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await startBenchServer({ databaseUrl });
  const cookie = await staffCookie(app.base, seeding.db);
  for (const [label, path] of [
    ['verification queue', '/api/staff/verifications?status=pending'],
    ['reports queue', '/api/staff/reports?status=open'],
  ] as const) {
    const paths = await queuePages(app.base, path, cookie, 5);
    const options = { concurrency: CONCURRENCY, seconds: SECONDS, headers: { cookie } };
    await load(app.base, paths, { ...options, seconds: 2 });
    const result = await load(app.base, paths, options);
    report(`${label}, pages 1–${paths.length}, ${CONCURRENCY} connections, ${SECONDS} s`, result, {
      perQuery: false,
    });
    const p95 = pct(result.latencies, 95);
    console.log(`  ${label} p95 ${p95.toFixed(1)} ms (budget ≤ ${BUDGET_MS} ms)`);
    if (p95 > BUDGET_MS || result.errors > 0) failed = true;
  }
  await app.close();
  await seeding.close();
});
if (failed) process.exitCode = 1;
