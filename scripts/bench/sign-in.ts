// Sign-in budget: 10 concurrent sign-ins, p95 ≤ 300 ms. The real app on real HTTP (loopback), in a
// process of its own, on the embedded database in a temporary directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forkBenchServer, usagePer } from './bench-server.ts';
import { pct } from './http-load.ts';

const USERS = 10;
const ROUNDS = 5;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sipalu-bench-'));
// BENCH_DATABASE_URL compares with a PostgreSQL server
const server = await forkBenchServer({ dataDir, databaseUrl: process.env.BENCH_DATABASE_URL });
const { base, publicUrl } = server;

const post = (route: string, body: unknown) =>
  fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: publicUrl },
    body: JSON.stringify(body),
  });

const emails = Array.from({ length: USERS }, (_, i) => `bench${i}@example.com`);
for (const email of emails) {
  const response = await post('/api/auth/sign-up/email', { name: 'Bench User', email, password: 'bench-password-1' });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
}

const latencies: number[] = [];
// round 0 warms the JIT and the connection pool and is not counted
for (let round = 0; round <= ROUNDS; round++) {
  if (round === 1) await server.reset();
  const results = await Promise.all(
    emails.map(async (email) => {
      const started = performance.now();
      const response = await post('/api/auth/sign-in/email', { email, password: 'bench-password-1' });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
      return performance.now() - started;
    }),
  );
  if (round > 0) latencies.push(...results);
}

const usage = await server.usage();
const ms = (n: number) => `${n.toFixed(0)} ms`;
console.log(`sign-in: ${ROUNDS} bursts of ${USERS} concurrent sign-ins (${latencies.length} requests)`);
console.log(
  `  latency p50 ${ms(pct(latencies, 50))}, p95 ${ms(pct(latencies, 95))}, max ${ms(Math.max(...latencies))}  (budget p95 ≤ 300 ms)`,
);
console.log(`  ${usagePer(usage, latencies.length, 'sign-in')}`);
await server.close();
rmSync(dataDir, { recursive: true, force: true });
if (pct(latencies, 95) > 300) process.exitCode = 1;
