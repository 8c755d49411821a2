// `npm run bench cluster`: one app process vs three behind HAProxy (deploy/haproxy.cfg), on one
// PostgreSQL database with the demo content: req/s and p95 for a cached job search and for a
// signed-in page load (GET /api/me + GET /api/notifications), and what the proxy adds to a request
// (one process straight vs the same process through HAProxy, one request at a time). The load comes
// from a worker thread of this process, on the same cores as the app: on a 2-core machine three
// processes are not expected to be faster, they are there to survive the loss of one.
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { cookieOf, request } from '../cluster/client.ts';
import { findHaproxy, startHaproxy, untilState, type Haproxy } from '../cluster/haproxy.ts';
import { freePort, runsBundle, startStack } from '../cluster/stack.ts';
import { load, pct, visitEach, type LoadResult } from './http-load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONCURRENCY = 16;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SEARCHES = ['developer', 'kathmandu', 'electrician', 'pokhara', 'plumber', 'teacher', 'driver', 'cook'].map(
  (q) => `/api/jobs?q=${q}`,
);
const PAGE = ['/api/me', '/api/notifications'];

const haproxy = findHaproxy();
if (!haproxy) {
  console.log('cluster bench skipped: haproxy is not installed (apt-get install haproxy)');
  process.exit(0);
}

console.log(
  `cluster: ${runsBundle ? 'node dist/server/main.js' : 'sources through tsx'}, ${CONCURRENCY} connections, ` +
    `${SECONDS} s per run, ${availableParallelism()} cores, load average before: ${loadavg()[0]!.toFixed(1)}`,
);
const stack = await startStack({ haproxy, instances: 3, seedDemo: true });
const proxies: Haproxy[] = [];
try {
  const signIn = await request(`${stack.publicUrl}/api/auth/sign-in/email`, {
    json: { email: 'student@sipalu.demo', password: 'Sipalu@2026' },
    origin: stack.publicUrl,
  });
  if (signIn.status !== 200) throw new Error(`demo sign-in answered ${signIn.status}`);
  const headers = { cookie: cookieOf(signIn) };

  // the same committed config, with only the first process in it
  const single = await startHaproxy(haproxy, path.join(tmpdir(), `sipalu-bench-haproxy-${process.pid}.cfg`), {
    port: await freePort(),
    statsPort: await freePort(),
    servers: [stack.instances[0]!.port],
  });
  proxies.push(single);
  await untilState(single, ['sipalu1'], 'UP');

  const targets = [
    { label: 'one process, straight', base: stack.instances[0]!.base },
    { label: 'one process behind HAProxy', base: single.base },
    { label: 'three processes behind HAProxy', base: stack.publicUrl },
  ];
  const sample = await request(`${stack.publicUrl}${SEARCHES[0]}`);
  const found = (sample.body as { items?: unknown[] }).items?.length ?? 0;
  if (sample.status !== 200 || !found) throw new Error(`${SEARCHES[0]} answered ${sample.status} with no jobs`);
  console.log(`${SEARCHES[0]}: ${found} jobs on its first page (demo content)`);
  // every process fills its own cache of the searches first (each process caches for itself)
  for (const instance of stack.instances) await visitEach(instance.base, SEARCHES, 4);

  const line = (label: string, result: LoadResult, note = '') =>
    console.log(
      `  ${label.padEnd(32)} ${(result.requests / result.seconds).toFixed(0).padStart(5)} req/s, ` +
        `p50 ${pct(result.latencies, 50).toFixed(1)} ms, p95 ${pct(result.latencies, 95).toFixed(1)} ms` +
        (result.errors ? ` (${result.errors} errors)` : '') +
        note,
    );

  // the machine is shared: each target runs ROUNDS times, interleaved, and its best round is reported
  const compare = async (title: string, paths: string[], extra: { headers?: Record<string, string> } = {}) => {
    console.log(`\n${title} (best of ${ROUNDS} interleaved rounds)`);
    const rounds = targets.map(() => [] as LoadResult[]);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, target] of targets.entries()) {
        rounds[index]!.push(await load(target.base, paths, { concurrency: CONCURRENCY, seconds: SECONDS, ...extra }));
      }
    }
    for (const [index, target] of targets.entries()) {
      const rps = (result: LoadResult) => result.requests / result.seconds;
      const best = rounds[index]!.reduce((a, b) => (rps(b) > rps(a) ? b : a));
      line(target.label, best, ` [rounds: ${rounds[index]!.map((result) => rps(result).toFixed(0)).join(', ')} req/s]`);
    }
  };
  await compare('cached job search (GET /api/jobs?q=…)', SEARCHES);
  await compare('signed-in page load (GET /api/me + GET /api/notifications, each counted)', PAGE, { headers });

  console.log('\nproxy overhead: one request at a time, cached search');
  const straight = await load(targets[0]!.base, SEARCHES, { concurrency: 1, seconds: SECONDS });
  const proxied = await load(targets[1]!.base, SEARCHES, { concurrency: 1, seconds: SECONDS });
  line(targets[0]!.label, straight);
  line(targets[1]!.label, proxied);
  console.log(
    `  HAProxy adds ${(pct(proxied.latencies, 50) - pct(straight.latencies, 50)).toFixed(2)} ms at p50, ` +
      `${(pct(proxied.latencies, 95) - pct(straight.latencies, 95)).toFixed(2)} ms at p95 per request`,
  );
  console.log(`\nload average after: ${loadavg()[0]!.toFixed(1)}`);
} finally {
  for (const proxy of proxies) await proxy.stop();
  await stack.close();
}
