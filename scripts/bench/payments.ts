// Payments budgets (issue 33, decision 049), on PostgreSQL against the loopback eSewa and Khalti
// peers (tests/support), over real HTTP, with the app in a process of its own:
// - starting a payment (the attempt written, then eSewa's form signed or Khalti's initiate asked):
//   p95 ≤ 100 ms at 20 connections;
// - the gateway sending the browser back (eSewa's signed success `data`, Khalti's callback and its
//   lookup), each crediting the booking: p95 ≤ 100 ms at 20 connections;
// - 10,000 attempts left pending (the tab closed before the redirect) reconciled by the payments
//   sweep within 60 s, while /api/health answers with p95 ≤ 50 ms.
// Every request is a payment of its own: the bookings are inserted beforehand, one per request.
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PaymentRedirect } from '#contract/payments.ts';
import { openDatabase, type Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { startEsewaPeer } from '#tests/support/esewa-peer.ts';
import { startKhaltiPeer } from '#tests/support/khalti-peer.ts';
import { withBenchDatabase } from './bench-db.ts';
import { forkBenchServer, usagePer } from './bench-server.ts';
import { pct, report, type LoadResult } from './http-load.ts';

const DB_NAME = 'sipalu_bench_payments';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Payments started (and then returned) per provider: each request its own booking. */
const PER_PROVIDER = Number(process.env.BENCH_PAYMENTS ?? 1_500);
const PENDING = Number(process.env.BENCH_PENDING ?? 10_000);
const CLIENTS = 20;
const PRICE_PAISA = 250_000;
const REQUEST_BUDGET_MS = 100;
const RECONCILE_BUDGET_S = 60;
const HEALTH_BUDGET_MS = 50;
const HEALTH_CLIENTS = 2;
const HEALTH_EVERY_MS = 20;
const PASSWORD = 'bench-password-1';
const Count = z.object({ count: z.number() });

interface Call {
  method: 'GET' | 'POST';
  path: string;
  cookie?: string;
  body?: unknown;
  /** The label its latency is reported under. */
  label: string;
}
type CallResult = LoadResult & { bodies: string[]; statuses: Record<string, number> };

// each call once, `concurrency` at a time, on keep-alive connections in a worker thread; each says
// it takes compressed answers, as a browser's fetch and its return from the gateway do
const CALL_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, calls, concurrency, expected, keepBodies } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const send = (call) => new Promise((resolve) => {
  const started = performance.now();
  const data = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers = { origin: base, 'accept-encoding': 'gzip, deflate, br', ...(call.cookie ? { cookie: call.cookie } : {}),
    ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}) };
  const request = http.request(base + call.path, { method: call.method, agent, headers }, (response) => {
    const chunks = [];
    response.on('data', (chunk) => chunks.push(chunk));
    response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString(),
      ms: performance.now() - started }));
  });
  request.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
  request.end(data);
});
(async () => {
  const result = { requests: 0, errors: 0, latencies: [], byQuery: {}, statuses: {}, bodies: [] };
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < calls.length) {
      const index = next++;
      const { status, body, ms } = await send(calls[index]);
      result.requests++;
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      if (status !== expected) result.errors++;
      result.latencies.push(ms);
      (result.byQuery[calls[index].label] ??= []).push(ms);
      if (keepBodies) result.bodies[index] = body;
    }
  }));
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  parentPort.postMessage(result);
})();
`;

function callEach(base: string, calls: Call[], expected: number, keepBodies = false): Promise<CallResult> {
  const worker = new Worker(CALL_WORKER, {
    eval: true,
    workerData: { base, calls, concurrency: CONNECTIONS, expected, keepBodies },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: CallResult) => void worker.terminate().then(() => resolve(result)));
    worker.once('error', reject);
  });
}

async function signedInClients(base: string): Promise<{ cookie: string; email: string }[]> {
  const headers = { 'content-type': 'application/json', origin: base };
  const clients = [];
  for (let i = 0; i < CLIENTS; i++) {
    const email = `bench-payer-${i}@example.com`;
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Bench Payer ${i}`, email, password: PASSWORD }),
    });
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    clients.push({ cookie, email });
  }
  return clients;
}

/**
 * `count` accepted bookings of one professional, an hour apart from tomorrow, their clients taken
 * in turn from the bench's payers; answers their ids with the client's e-mail.
 */
async function insertBookings(db: Db, count: number, tag: string) {
  await db.execute(sql`
    insert into users (name, email, email_verified) values ('Bench Pro ' || ${tag}, 'bench-pro-' || ${tag} || '@example.com', true)`);
  return rowsOf(
    db,
    z.object({ id: z.string(), payer: z.string() }),
    sql`
    with pro as (select id from users where email = 'bench-pro-' || ${tag} || '@example.com'),
         payers as (select id, (row_number() over (order by email))::int - 1 as n from users where email like 'bench-payer-%'),
         slots as (select i, now() + interval '1 day' + make_interval(hours => i) as starts from generate_series(1, ${count}) i)
    insert into bookings (service_title, format, professional_id, client_id, status, starts_at, ends_at,
                          held_from, held_until, price_paisa, address)
    select 'Bench wiring', 'in-person', pro.id, payers.id, 'accepted', slots.starts, slots.starts + interval '1 hour',
           slots.starts, slots.starts + interval '1 hour', ${PRICE_PAISA}, 'Lalitpur'
    from slots cross join pro join payers on payers.n = slots.i % ${CLIENTS}
    returning id, (select email from users where users.id = bookings.client_id) as payer`,
  );
}

/**
 * /api/health asked as a balancer and the monitoring ask it: each of a few clients every 20 ms,
 * until `done` settles (as the documents bench asks it); their latencies.
 */
async function healthWhile(base: string, done: Promise<unknown>): Promise<LoadResult> {
  let finished = false;
  void done.finally(() => (finished = true));
  const result: LoadResult = { requests: 0, errors: 0, latencies: [], byQuery: {}, seconds: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: HEALTH_CLIENTS }, async () => {
      while (!finished) {
        const at = performance.now();
        const answer = await fetch(`${base}/api/health`).catch(() => null);
        await answer?.arrayBuffer();
        result.requests++;
        if (answer?.status !== 200) result.errors++;
        result.latencies.push(performance.now() - at);
        await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
      }
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/** The attempts left pending for the reconcile bench that are still open. */
const open = (db: Db) =>
  rowsOf(
    db,
    Count,
    sql`select count(*)::int as count from payment_attempts a join bookings b on b.id = a.booking_id
        join users u on u.id = b.professional_id
        where u.email = 'bench-pro-pending@example.com' and a.status in ('initiated', 'pending')`,
  );
const postings = (db: Db) =>
  rowsOf(db, Count, sql`select count(*)::int as count from ledger_postings where kind = 'payment'`);

let failed = false;
const budget = (label: string, value: number, limit: number, unit = 'ms') => {
  console.log(`  ${label} ${value.toFixed(1)} ${unit} (budget ≤ ${limit} ${unit})`);
  if (value > limit) failed = true;
};

const esewa = await startEsewaPeer();
const khalti = await startKhaltiPeer();
await withBenchDatabase(DB_NAME, async (databaseUrl) => {
  const seeding = await openDatabase({ databaseUrl });
  await seeding.migrate();
  const app = await forkBenchServer({ databaseUrl, env: { ...esewa.env, ...khalti.env } });
  const clients = await signedInClients(app.base);
  await seeding.db.execute(sql`update users set email_verified = true where email like 'bench-payer-%'`);

  // 1. starting payments, eSewa and Khalti in turn, each on a booking of its own
  const started = performance.now();
  const booked = await insertBookings(seeding.db, 2 * PER_PROVIDER + 200, 'start');
  await seeding.db.execute(sql`vacuum analyze`);
  console.log(
    `payments (PostgreSQL, machine shared): ${booked.length} bookings to pay in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const cookieOf = new Map(clients.map((client) => [client.email, client.cookie]));
  const startCall = ({ id, payer }: { id: string; payer: string }, index: number): Call => {
    const provider = index % 2 ? 'khalti' : 'esewa';
    return {
      method: 'POST',
      path: `/api/payments/bookings/${id}/attempts`,
      cookie: cookieOf.get(payer)!,
      body: { provider, amountPaisa: PRICE_PAISA },
      label: provider,
    };
  };
  // warm-up on the first 200, then the measured run
  await callEach(app.base, booked.slice(0, 200).map(startCall), 201);
  const toStart = booked.slice(200);
  await app.reset();
  const starts = await callEach(app.base, toStart.map(startCall), 201, true);
  console.log(`  ${usagePer(await app.usage(), toStart.length, 'payment start')}`);
  report(`payment start, ${toStart.length} payments, ${CONNECTIONS} connections`, starts);
  console.log(`  answers: ${JSON.stringify(starts.statuses)}`);
  budget('start p95', pct(starts.latencies, 95), REQUEST_BUDGET_MS);
  if (starts.errors > 0) failed = true;

  // 2. the user pays at the gateway (setup: eSewa's form posted to the peer, Khalti's payment
  // finished there), then the browser comes back: each return verified, checked and credited
  const returns: Call[] = [];
  for (const body of starts.bodies) {
    const redirect = PaymentRedirect.parse(JSON.parse(body));
    if (redirect.kind === 'form') {
      const posted = await fetch(redirect.url, { method: 'POST', body: new URLSearchParams(redirect.fields) });
      if (posted.status !== 200) throw new Error(`eSewa peer refused the form: ${posted.status}`);
      const uuid = redirect.fields.transaction_uuid!;
      returns.push({
        method: 'GET',
        path: `/api/payments/esewa/return/${uuid}?data=${encodeURIComponent(esewa.pay(uuid))}`,
        label: 'esewa',
      });
    } else {
      const pidx = new URL(redirect.url).searchParams.get('pidx')!;
      const query = khalti.finish(pidx);
      returns.push({
        method: 'GET',
        path: `/api/payments/khalti/return/${query.get('purchase_order_id')}?${query}`,
        label: 'khalti',
      });
    }
  }
  const [{ count: before } = { count: 0 }] = await postings(seeding.db);
  await app.reset();
  const callbacks = await callEach(app.base, returns, 303);
  console.log(`  ${usagePer(await app.usage(), returns.length, 'callback')}`);
  report(`callback handling, ${returns.length} returns, ${CONNECTIONS} connections`, callbacks);
  console.log(`  answers: ${JSON.stringify(callbacks.statuses)}`);
  const [{ count: after } = { count: 0 }] = await postings(seeding.db);
  console.log(`  payments credited: ${after - before} of ${returns.length}`);
  budget('callback p95', pct(callbacks.latencies, 95), REQUEST_BUDGET_MS);
  if (callbacks.errors > 0 || after - before !== returns.length) failed = true;

  // 3. 10,000 attempts left pending ten minutes ago (paid at the gateway, the tab closed), half
  // eSewa and half Khalti; the sweep is brought forward as the clock would bring it
  await insertBookings(seeding.db, PENDING, 'pending');
  const pending = await rowsOf(
    seeding.db,
    z.object({ id: z.string(), provider: z.enum(['esewa', 'khalti']) }),
    sql`
    with b as (select b.id, b.client_id, row_number() over (order by b.id) as n
               from bookings b join users u on u.id = b.professional_id where u.email = 'bench-pro-pending@example.com')
    insert into payment_attempts (booking_id, payer_id, provider, amount_paisa, fee_paisa, status, gateway_ref, created_at)
    select b.id, b.client_id, (case when b.n % 2 = 0 then 'esewa' else 'khalti' end)::payment_provider,
           ${PRICE_PAISA}, ${PRICE_PAISA / 10}, 'pending', null, now() - interval '10 minutes'
    from b
    returning id, provider`,
  );
  for (const attempt of pending) {
    if (attempt.provider === 'esewa') {
      esewa.transactions.set(attempt.id, {
        totalAmount: String(PRICE_PAISA / 100),
        productCode: 'EPAYTEST',
        status: 'COMPLETE',
        refId: `R${attempt.id.slice(0, 8)}`,
      });
    } else {
      khalti.payments.set(`pidx-${attempt.id}`, {
        amount: PRICE_PAISA,
        purchaseOrderId: attempt.id,
        returnUrl: '',
        status: 'Completed',
        transactionId: `tx-${attempt.id}`,
      });
    }
  }
  await seeding.db.execute(sql`vacuum analyze`);
  const quiet = await healthWhile(app.base, new Promise((resolve) => setTimeout(resolve, 3000)));
  report(`/api/health alone, ${HEALTH_CLIENTS} clients each every ${HEALTH_EVERY_MS} ms, 3 s`, quiet, {
    perQuery: false,
  });
  // no sweep running (telling the payments of parts 1 and 2): the reconcile has a sweep of its own
  for (let running = true; running; await new Promise((resolve) => setTimeout(resolve, 500))) {
    const [{ count } = { count: 0 }] = await rowsOf(
      seeding.db,
      Count,
      sql`select count(*)::int as count from background_jobs where kind = 'payment-sweep' and claimed_by is not null`,
    );
    running = count > 0;
  }
  await app.reset();
  const sweepStarted = performance.now();
  // the gateways' references written: the attempts are due from now on (without one they are not)
  await seeding.db.execute(sql`
    update payment_attempts set gateway_ref = case when provider = 'esewa' then id::text else 'pidx-' || id end
    where status = 'pending' and gateway_ref is null`);
  const reconciled = (async () => {
    for (;;) {
      // the next sweep comes due now, as the clock would bring it (the runners look every 5 s)
      await seeding.db.execute(
        sql`update background_jobs set run_at = now() where kind = 'payment-sweep' and claimed_by is null and run_at > now()`,
      );
      const [{ count } = { count: 0 }] = await open(seeding.db);
      if (count === 0 || performance.now() - sweepStarted > 5 * RECONCILE_BUDGET_S * 1000) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const health = await healthWhile(app.base, reconciled);
  const seconds = (performance.now() - sweepStarted) / 1000;
  console.log(`  ${usagePer(await app.usage(), PENDING, 'attempt reconciled')}`);
  const [{ count: left } = { count: 0 }] = await open(seeding.db);
  const [{ count: credited } = { count: 0 }] = await postings(seeding.db);
  console.log(
    `  reconcile: ${PENDING - left} of ${PENDING} pending attempts settled in ${seconds.toFixed(1)} s (from the sweep brought forward; payments credited in all ${credited})`,
  );
  budget('reconcile', seconds, RECONCILE_BUDGET_S, 's');
  report(`/api/health meanwhile, ${HEALTH_CLIENTS} clients each every ${HEALTH_EVERY_MS} ms`, health, {
    perQuery: false,
  });
  budget('health p95 meanwhile', pct(health.latencies, 95), HEALTH_BUDGET_MS);
  if (left > 0 || health.errors > 0) failed = true;

  await app.close();
  await seeding.close();
});
await esewa.close();
await khalti.close();
if (failed) process.exitCode = 1;
