// Load generation for the search benchmarks: N keep-alive connections in a worker thread (so the
// client does not share the event loop it measures), each sending GETs back to back for a fixed time.
// Each GET says it takes compressed answers, as every browser does, so compression is measured too.
import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
  byQuery: Record<string, number[]>;
}

export interface LoadOptions {
  concurrency: number;
  seconds: number;
  /**
   * Relative weights of `paths`, or 'zipf' for 1/rank (a few popular searches, a long tail) — the
   * shape of real search logs. Omitted: round robin.
   */
  weights?: number[] | 'zipf';
  /** Per-path latencies for the first n paths only (the named queries of a report). */
  trackFirst?: number;
  /** Stop after this many requests (with round robin: each path once for `paths.length`). */
  limit?: number;
  /** Sent with every GET (a session cookie for signed-in pages). */
  headers?: Record<string, string>;
}

const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, paths, cumulative, concurrency, seconds, trackFirst, limit, headers } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const get = (path) => new Promise((resolve) => {
  const started = performance.now();
  const request = http.get(base + path, { agent, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (response) => {
    response.resume();
    response.on('end', () => resolve({ ok: response.statusCode === 200, ms: performance.now() - started }));
  });
  request.on('error', () => resolve({ ok: false, ms: performance.now() - started }));
});
// a fixed-seed generator: every run sends the same sequence
let seed = 42;
const random = () => ((seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296);
const total = cumulative ? cumulative[cumulative.length - 1] : 0;
function pick(next) {
  if (!cumulative) return next % paths.length;
  const target = random() * total;
  let low = 0, high = cumulative.length - 1;
  while (low < high) { const mid = (low + high) >> 1; if (cumulative[mid] < target) low = mid + 1; else high = mid; }
  return low;
}
(async () => {
  const result = { requests: 0, errors: 0, latencies: [], byQuery: {} };
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < deadline && next < limit) {
      const index = pick(next++);
      const { ok, ms } = await get(paths[index]);
      result.requests++;
      if (!ok) result.errors++;
      result.latencies.push(ms);
      if (index < trackFirst) (result.byQuery[paths[index]] ??= []).push(ms);
    }
  }));
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  parentPort.postMessage(result);
})();
`;

export function load(base: string, paths: readonly string[], options: LoadOptions): Promise<LoadResult> {
  let cumulative: number[] | null = null;
  if (options.weights) {
    const weights = options.weights === 'zipf' ? paths.map((_, rank) => 1 / (rank + 1)) : options.weights;
    let sum = 0;
    cumulative = weights.map((weight) => (sum += weight));
  }
  const worker = new Worker(LOAD_WORKER, {
    eval: true,
    workerData: {
      base,
      paths,
      cumulative,
      concurrency: options.concurrency,
      seconds: options.seconds,
      trackFirst: options.trackFirst ?? paths.length,
      limit: options.limit ?? Number.POSITIVE_INFINITY,
      headers: options.headers ?? {},
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => void worker.terminate().then(() => resolve(result)));
    worker.once('error', reject);
  });
}

/** Sends every path once, `concurrency` at a time (fills a cache the way a running site has it). */
export function visitEach(base: string, paths: readonly string[], concurrency: number): Promise<LoadResult> {
  return load(base, paths, { concurrency, seconds: 600, limit: paths.length });
}

export const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Prints req/s, p50 and p95 (and per named query); returns req/s. */
export function report(label: string, result: LoadResult, options: { perQuery?: boolean } = {}): number {
  const rps = result.requests / result.seconds;
  console.log(
    `  ${label}: ${rps.toFixed(0)} req/s, p50 ${ms(pct(result.latencies, 50))}, p95 ${ms(pct(result.latencies, 95))}` +
      ` (${result.requests} requests, ${result.errors} errors)`,
  );
  if (options.perQuery === false) return rps;
  for (const [query, latencies] of Object.entries(result.byQuery)) {
    console.log(
      `    ${decodeURIComponent(query).padEnd(56)} p50 ${ms(pct(latencies, 50))}, p95 ${ms(pct(latencies, 95))}`,
    );
  }
  return rps;
}
