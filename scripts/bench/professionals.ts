// Professionals budgets:
// 1. directory search (GET /api/professionals) over 20,000 professionals on PostgreSQL at 50
//    concurrent connections, p95 ≤ 30 ms; reported from the public read cache (a running site) and
//    with the cache off (every request runs the SQL).
// 2. a 100 MB lesson video upload keeps the server's memory growth under 50 MB: the body is
//    streamed to the object store, never buffered. The server runs in a child process that samples
//    its own RSS; the client generates the body as it sends it.
// Loopback only; every loop is bounded.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { PROFESSIONAL_CATEGORIES } from '#contract/lists.ts';
import { openDatabase } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { withBenchDatabase } from './bench-db.ts';
import { startBenchServer } from './bench-server.ts';
import { load, pct, report, visitEach } from './http-load.ts';
import { generateProfessionals } from './professionals-data.ts';

const DB_NAME = 'sipalu_bench_professionals';
const ROWS = Number(process.env.BENCH_PROFESSIONALS_ROWS ?? 20_000);
const CONCURRENCY = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const UPLOAD_BYTES = 100 * 1024 * 1024;

const NAMED = [
  '',
  'q=electrician+pokhara',
  'category=Electrical+Work',
  'q=plumber',
  'q=inverter&category=Electrical+Work',
  'q=plumbng',
  'q=kathmandu&page=2',
  'q=solar',
];
const WORDS = [
  'leak',
  'wiring',
  'paint',
  'clean',
  'garden',
  'repair',
  'furniture',
  'pump',
  'ac',
  'tank',
  'lalitpur',
  'butwal',
  'dharan',
  'bhaktapur',
  'chitwan',
  'carving',
  'waterproof',
  'motor',
];
const LOG = [
  ...NAMED,
  ...WORDS.flatMap((word, index) => [
    `q=${word}`,
    `q=${word}&category=${encodeURIComponent(PROFESSIONAL_CATEGORIES[index % PROFESSIONAL_CATEGORIES.length] as string)}`,
    `q=${word.slice(0, 3)}&page=2`,
  ]),
  ...PROFESSIONAL_CATEGORIES.flatMap((category) =>
    [1, 2, 3].map((page) => `category=${encodeURIComponent(category)}&page=${page}`),
  ),
];

/**
 * Starts the app in a child process that samples its own RSS, has a professional with an online
 * service send a 100 MB video (generated while it is sent), and answers the child's peak growth.
 */
async function measureUpload(databaseUrl: string, uploadsDir: string) {
  const serverModule = new URL('bench-server.ts', import.meta.url).pathname;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `
      import { startBenchServer } from ${JSON.stringify(serverModule)};
      const server = await startBenchServer({ databaseUrl: ${JSON.stringify(databaseUrl)}, uploadsDir: ${JSON.stringify(uploadsDir)} });
      let baseline = process.memoryUsage().rss;
      let peak = baseline;
      setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 5);
      process.stdin.setEncoding('utf8');
      process.stdin.on('data', async (line) => {
        if (line.startsWith('reset')) { baseline = process.memoryUsage().rss; peak = baseline; console.log('RESET'); }
        if (line.startsWith('peak')) { console.log('PEAK ' + (Math.max(peak, process.memoryUsage().rss) - baseline)); await server.close(); process.exit(0); }
      });
      console.log('READY ' + server.base);`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! });
  const waitFor = (prefix: string) =>
    new Promise<string>((resolve) => {
      const listener = (line: string) => {
        if (line.startsWith(prefix)) {
          lines.off('line', listener);
          resolve(line.slice(prefix.length).trim());
        }
      };
      lines.on('line', listener);
    });
  const base = await waitFor('READY');
  const origin = { origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({ name: 'Bench Teacher', email: 'bench-teacher@example.com', password: 'bench-password-1' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const headers = { 'content-type': 'application/json', cookie, ...origin };
  // publishing a service needs a verified e-mail; the bench has no inbox to open the link from
  const verifying = await openDatabase({ databaseUrl });
  await verifying.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'bench-teacher@example.com'));
  await verifying.close();
  await fetch(`${base}/api/me/roles`, { method: 'POST', headers, body: JSON.stringify({ role: 'professional' }) });
  const created = await fetch(`${base}/api/services`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Wiring Course',
      description: 'Lessons',
      format: 'online',
      duration: '4 weeks',
      skills: 'Wiring',
      price: '1000',
    }),
  });
  const { id: serviceId } = (await created.json()) as { id: string };

  const chunk = 64 * 1024;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= UPLOAD_BYTES) {
        controller.close();
        return;
      }
      const bytes = new Uint8Array(Math.min(chunk, UPLOAD_BYTES - sent));
      if (sent === 0) bytes.set([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
      sent += bytes.byteLength;
      controller.enqueue(bytes);
    },
  });
  child.stdin!.write('reset\n');
  await waitFor('RESET');
  const started = performance.now();
  const response = await fetch(`${base}/api/services/${serviceId}/videos?name=lesson.mp4`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(UPLOAD_BYTES), cookie, ...origin },
    body,
    duplex: 'half',
  } as RequestInit);
  const seconds = (performance.now() - started) / 1000;
  child.stdin!.write('peak\n');
  const growth = Number(await waitFor('PEAK'));
  return { status: response.status, seconds, growthMb: growth / 1024 / 1024 };
}

let failed = false;
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'sipalu-bench-videos-'));
await withBenchDatabase(DB_NAME, async (databaseUrl) => {
  const seeding = await openDatabase({ databaseUrl });
  await seeding.migrate();
  const started = performance.now();
  const made = await generateProfessionals(seeding.db, ROWS);
  await seeding.db.execute(sql`vacuum analyze`);
  await seeding.close();
  console.log(
    `professionals (PostgreSQL): ${ROWS} professionals, ${made.services} services, ${made.reviews} reviews in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await startBenchServer({ databaseUrl, uploadsDir });
  const paths = LOG.map((query) => `/api/professionals?${query}`);
  console.log(`  traffic: ${LOG.length} distinct searches, Zipf weights`);
  report('filling the cache: each search once', await visitEach(app.base, paths, CONCURRENCY), { perQuery: false });
  const cached = await load(app.base, paths, {
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    weights: 'zipf',
    trackFirst: NAMED.length,
  });
  report(`app with its public cache, ${CONCURRENCY} connections, ${SECONDS} s`, cached);
  const cachedP95 = pct(cached.latencies, 95);
  console.log(`  cached p95 ${cachedP95.toFixed(1)} ms (budget ≤ 30 ms)`);
  if (cachedP95 > 30 || cached.errors) failed = true;

  app.cache.enabled = false;
  await load(app.base, paths, { concurrency: CONCURRENCY, seconds: 2, weights: 'zipf' });
  const uncached = await load(app.base, paths, {
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    weights: 'zipf',
    trackFirst: NAMED.length,
  });
  report(`app without its cache (every request runs the SQL)`, uncached);
  console.log(`  uncached p95 ${pct(uncached.latencies, 95).toFixed(1)} ms`);
  app.cache.enabled = true;

  await app.close();

  // the upload, against a server in a process of its own so its memory is measured alone
  const upload = await measureUpload(databaseUrl, uploadsDir);
  console.log(
    `video upload: 100 MB → ${upload.status} in ${upload.seconds.toFixed(1)} s (${(100 / upload.seconds).toFixed(0)} MB/s); server RSS growth ${upload.growthMb.toFixed(1)} MB (budget < 50 MB)`,
  );
  if (upload.status !== 201 || upload.growthMb >= 50) failed = true;
}).finally(() => rmSync(uploadsDir, { recursive: true, force: true }));
if (failed) process.exitCode = 1;
