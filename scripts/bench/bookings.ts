// Bookings budgets (decision 044), on PostgreSQL with 5,000 professionals and 200,000 bookings:
// - a service's free slots for the next 30 days: p95 ≤ 50 ms at 20 connections;
// - asking for a slot: p95 ≤ 100 ms at 20 connections, while 50 clients race for the same slots
//   (most answers are then 409 "taken", which must be as quick as the 201s).
// The data is made by generate_series: every professional works 09:00–17:00 every day with one
// service, and has a booking at 10:00 Nepal time each day from 10 days ago to 29 days ahead.
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase, type Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { nepalToday } from '#contract/format/dates.ts';
import { withBenchDatabase } from './bench-db.ts';
import { startBenchServer } from './bench-server.ts';
import { load, pct, report } from './http-load.ts';

const DB_NAME = 'sipalu_bench_bookings';
const PROFESSIONALS = Number(process.env.BENCH_PROFESSIONALS ?? 5_000);
const DAYS_BOOKED = 40;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 50;
const SLOTS_BUDGET_MS = 50;
const CREATE_BUDGET_MS = 100;
const PASSWORD = 'bench-password-1';
const Count = z.object({ count: z.number() });

async function fill(db: Db) {
  await db.execute(sql`
    insert into users (name, email, email_verified)
    select 'Bench Pro ' || i, 'bench-pro-' || i || '@example.com', true from generate_series(1, ${PROFESSIONALS}) g(i)`);
  await db.execute(sql`
    insert into profiles (id, full_name) select id, name from users where email like 'bench-pro-%'`);
  await db.execute(sql`
    insert into user_roles (user_id, role) select id, 'professional' from users where email like 'bench-pro-%'`);
  await db.execute(sql`
    insert into availability (professional_id, weekly_hours, exceptions, duration_minutes, buffer_before_minutes,
                              buffer_after_minutes, lead_minutes, horizon_days)
    select id, (select jsonb_agg(jsonb_build_object('day', d, 'start', '09:00', 'end', '17:00')) from generate_series(0, 6) d),
           '[]'::jsonb, 60, 0, 0, 0, 60
    from users where email like 'bench-pro-%'`);
  await db.execute(sql`
    insert into services (professional_id, title, description, format, location, duration, price)
    select id, 'Bench wiring service', 'Wiring and repairs.', 'in-person', 'Lalitpur', '1 hour', 1500
    from users where email like 'bench-pro-%'`);
  // one booking a day at 10:00 Nepal time, -10 … +29 days: past ones confirmed, later ones accepted
  await db.execute(sql`
    with days as (select d, (date_trunc('day', now() + interval '345 minutes') - interval '345 minutes'
                             + make_interval(days => d) + interval '10 hours') as starts from generate_series(-10, ${DAYS_BOOKED - 11}) d),
         clients as (select id from users where email like 'bench-pro-%' order by email limit 1)
    insert into bookings (service_id, service_title, format, professional_id, client_id, status, starts_at, ends_at,
                          held_from, held_until, price_paisa, address)
    select s.id, s.title, 'in-person', s.professional_id, c.id,
           (case when days.d < 0 then 'confirmed' else 'accepted' end)::booking_status,
           days.starts, days.starts + interval '1 hour', days.starts, days.starts + interval '1 hour', 150000, 'Lalitpur'
    from services s cross join days cross join clients c
    where s.professional_id <> c.id`);
}

const POST_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, cookies, targets, concurrency, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
let seed = 7;
const random = () => ((seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296);
const post = (body, cookie) => new Promise((resolve) => {
  const started = performance.now();
  const data = JSON.stringify(body);
  const request = http.request(base + '/api/bookings', { method: 'POST', agent, headers: {
    'content-type': 'application/json', 'content-length': Buffer.byteLength(data), origin: base, cookie } }, (response) => {
    response.resume();
    response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
  });
  request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  request.end(data);
});
(async () => {
  const result = { requests: 0, errors: 0, latencies: [], byQuery: {}, statuses: {} };
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline) {
      const target = targets[Math.floor(random() * targets.length)];
      const cookie = cookies[Math.floor(random() * cookies.length)];
      const { status, ms } = await post({ ...target, address: 'Jhamsikhel', districtId: 'lalitpur' }, cookie);
      result.requests++;
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      if (status !== 201 && status !== 409) result.errors++;
      result.latencies.push(ms);
    }
  }));
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  parentPort.postMessage(result);
})();
`;

type PostResult = Awaited<ReturnType<typeof load>> & { statuses: Record<string, number> };

function postLoad(base: string, cookies: string[], targets: { serviceId: string; startsAt: string }[]) {
  const worker = new Worker(POST_WORKER, {
    eval: true,
    workerData: { base, cookies, targets, concurrency: CONNECTIONS, seconds: SECONDS },
  });
  return new Promise<PostResult>((resolve, reject) => {
    worker.once('message', (result: PostResult) => void worker.terminate().then(() => resolve(result)));
    worker.once('error', reject);
  });
}

async function signedInClients(base: string): Promise<string[]> {
  const headers = { 'content-type': 'application/json', origin: base };
  const cookies: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const email = `bench-client-${i}@example.com`;
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Bench Client ${i}`, email, password: PASSWORD }),
    });
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
    cookies.push(
      signUp.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; '),
    );
  }
  return cookies;
}

/** The Nepal wall-clock hour `hour` of the day `days` from today, as an ISO instant with +05:45. */
function nepalSlot(days: number, hour: number): string {
  const day = new Date(Date.parse(`${nepalToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00+05:45`;
}

let failed = false;
await withBenchDatabase(DB_NAME, async (databaseUrl) => {
  const seeding = await openDatabase({ databaseUrl });
  await seeding.migrate();
  const started = performance.now();
  await fill(seeding.db);
  await seeding.db.execute(sql`vacuum analyze`);
  const [{ count } = { count: 0 }] = await rowsOf(seeding.db, Count, sql`select count(*)::int as count from bookings`);
  console.log(
    `bookings (PostgreSQL): ${PROFESSIONALS} professionals, ${count} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await startBenchServer({ databaseUrl });
  app.cache.enabled = false;
  const services = await rowsOf(
    seeding.db,
    z.object({ id: z.string() }),
    sql`select id from services order by random() limit 1000`,
  );
  const slotPaths = services.map(({ id }) => `/api/bookings/slots?serviceId=${id}&days=30`);
  await load(app.base, slotPaths, { concurrency: CONNECTIONS, seconds: 2 });
  const slots = await load(app.base, slotPaths, { concurrency: CONNECTIONS, seconds: SECONDS });
  report(`free slots, 30 days, ${CONNECTIONS} connections, ${SECONDS} s`, slots, { perQuery: false });
  const slotsP95 = pct(slots.latencies, 95);
  console.log(`  slots p95 ${slotsP95.toFixed(1)} ms (budget ≤ ${SLOTS_BUDGET_MS} ms)`);
  if (slotsP95 > SLOTS_BUDGET_MS || slots.errors > 0) failed = true;

  const cookies = await signedInClients(app.base);
  await seeding.db.execute(sql`update users set email_verified = true where email like 'bench-client-%'`);
  // 20 professionals' next 5 days at 09:00, 11:00 and 12:00: 300 slots the clients race for
  const targets = services
    .slice(0, 20)
    .flatMap(({ id }) =>
      [1, 2, 3, 4, 5].flatMap((days) =>
        [9, 11, 12].map((hour) => ({ serviceId: id, startsAt: nepalSlot(days, hour) })),
      ),
    );
  const created = await postLoad(app.base, cookies, targets);
  report(
    `asking for slots, ${CLIENTS} clients racing for ${targets.length} slots, ${CONNECTIONS} connections`,
    created,
    {
      perQuery: false,
    },
  );
  console.log(`  answers: ${JSON.stringify(created.statuses)}`);
  const [{ count: held } = { count: 0 }] = await rowsOf(
    seeding.db,
    Count,
    sql`select count(*)::int as count from bookings b join users u on u.id = b.client_id where u.email like 'bench-client-%'`,
  );
  console.log(`  slots held: ${held} of ${targets.length} (each exactly once)`);
  const createP95 = pct(created.latencies, 95);
  console.log(`  create p95 ${createP95.toFixed(1)} ms (budget ≤ ${CREATE_BUDGET_MS} ms)`);
  if (createP95 > CREATE_BUDGET_MS || created.errors > 0 || held > targets.length) failed = true;
  await app.close();
  await seeding.close();
});
if (failed) process.exitCode = 1;
