import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';

// Prometheus text exposition (version 0.0.4), written by hand: a few counters, one histogram and
// some gauges read at scrape time do not need a client library. A request costs one map lookup
// and a few additions; the text is only built when GET /metrics is scraped.

/** Upper bounds of the request latency buckets, in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** Methods a client can send are not ours to count; anything unusual shares one label. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

interface RequestSeries {
  labels: string;
  /** Per bucket, not cumulative; the last slot is +Inf. */
  buckets: number[];
  count: number;
  sum: number;
}

/** Pending jobs and the lag by kind, and what this process ran and failed since it started. */
export interface BackgroundJobStats {
  pending: ReadonlyMap<string, number>;
  lagMs: number;
  run: ReadonlyMap<string, number>;
  failed: ReadonlyMap<string, number>;
}

/** What the scrape reads from the rest of the app at that moment. */
export interface MetricSources {
  liveStreams(): number;
  cacheStats(): { hits: number; misses: number };
  /** Background work (jobs/job-runner.ts): read from the database at each scrape. */
  backgroundJobs(): Promise<BackgroundJobStats>;
  /** node-postgres pool counts; absent on the embedded database. */
  pool?: (() => { totalCount: number; idleCount: number; waitingCount: number }) | undefined;
}

export interface Metrics {
  /** Counts one answered request under its route pattern (never the raw path: ids stay out). */
  observeRequest(method: string, route: string, status: number, durationMs: number): void;
  /** Counts one row a search index skipped because it could not read it (lib/search/live-index.ts). */
  countUnreadableRow(index: string): void;
  /** The exposition text; resets the event-loop delay window, so each scrape reports its own. */
  render(): Promise<string>;
  /** Stops sampling the event loop. */
  close(): void;
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export function createMetrics(sources: MetricSources): Metrics {
  const requests = new Map<string, RequestSeries>();
  const unreadableRows = new Map<string, number>();
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();

  const seriesFor = (method: string, route: string, statusClass: string): RequestSeries => {
    const key = `${method} ${statusClass} ${route}`;
    let series = requests.get(key);
    if (!series) {
      series = {
        labels: `method="${method}",route="${escapeLabel(route)}",status="${statusClass}"`,
        buckets: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0),
        count: 0,
        sum: 0,
      };
      requests.set(key, series);
    }
    return series;
  };

  const renderRequests = (lines: string[]) => {
    lines.push(
      '# HELP sipalu_http_requests_total Requests answered, by method, route pattern and status class.',
      '# TYPE sipalu_http_requests_total counter',
    );
    for (const series of requests.values()) lines.push(`sipalu_http_requests_total{${series.labels}} ${series.count}`);
    lines.push(
      '# HELP sipalu_http_request_duration_seconds Time to the response headers, by method, route pattern and status class.',
      '# TYPE sipalu_http_request_duration_seconds histogram',
    );
    for (const series of requests.values()) {
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((bound, index) => {
        cumulative += series.buckets[index] ?? 0;
        lines.push(`sipalu_http_request_duration_seconds_bucket{${series.labels},le="${bound}"} ${cumulative}`);
      });
      lines.push(
        `sipalu_http_request_duration_seconds_bucket{${series.labels},le="+Inf"} ${series.count}`,
        `sipalu_http_request_duration_seconds_sum{${series.labels}} ${series.sum}`,
        `sipalu_http_request_duration_seconds_count{${series.labels}} ${series.count}`,
      );
    }
  };

  const gauge = (lines: string[], name: string, type: 'gauge' | 'counter', help: string, values: string[]) =>
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...values.map((value) => `${name}${value}`));

  const byKind = (counts: ReadonlyMap<string, number>) =>
    [...counts].map(([kind, count]) => `{kind="${escapeLabel(kind)}"} ${count}`);

  const renderJobs = (lines: string[], jobs: BackgroundJobStats) => {
    gauge(
      lines,
      'sipalu_background_jobs_pending',
      'gauge',
      'Background jobs not done yet (due, later or running), by kind: the outbox of work.',
      byKind(jobs.pending),
    );
    gauge(
      lines,
      'sipalu_background_job_lag_seconds',
      'gauge',
      'How long the oldest due, unclaimed background job has waited past its time.',
      [` ${jobs.lagMs / 1000}`],
    );
    gauge(lines, 'sipalu_background_jobs_run_total', 'counter', 'Background jobs this process ran, by kind.', [
      ...byKind(jobs.run),
    ]);
    gauge(lines, 'sipalu_background_jobs_failed_total', 'counter', 'Background job runs that failed here, by kind.', [
      ...byKind(jobs.failed),
    ]);
  };

  return {
    observeRequest(method, route, status, durationMs) {
      const series = seriesFor(METHODS.has(method) ? method : 'OTHER', route, `${Math.floor(status / 100)}xx`);
      const seconds = durationMs / 1000;
      let index = 0;
      while (index < LATENCY_BUCKETS.length && seconds > (LATENCY_BUCKETS[index] ?? Infinity)) index += 1;
      series.buckets[index] = (series.buckets[index] ?? 0) + 1;
      series.count += 1;
      series.sum += seconds;
    },
    countUnreadableRow(index) {
      unreadableRows.set(index, (unreadableRows.get(index) ?? 0) + 1);
    },
    async render() {
      const lines: string[] = [];
      // a database that does not answer leaves these out; the rest still says what is wrong
      const jobs = await sources.backgroundJobs().catch(() => undefined);
      renderRequests(lines);
      const ns = (value: number) => (Number.isFinite(value) ? value / 1e9 : 0);
      gauge(lines, 'sipalu_event_loop_delay_seconds', 'gauge', 'Event-loop delay since the last scrape.', [
        `{quantile="0.5"} ${ns(loopDelay.percentile(50))}`,
        `{quantile="0.99"} ${ns(loopDelay.percentile(99))}`,
        `{quantile="1"} ${ns(loopDelay.max)}`,
      ]);
      loopDelay.reset();
      const pool = sources.pool?.();
      if (pool) {
        gauge(lines, 'sipalu_db_pool_connections', 'gauge', 'PostgreSQL pool connections, by state.', [
          `{state="idle"} ${pool.idleCount}`,
          `{state="busy"} ${pool.totalCount - pool.idleCount}`,
        ]);
        gauge(lines, 'sipalu_db_pool_waiting', 'gauge', 'Queries waiting for a pooled connection.', [
          ` ${pool.waitingCount}`,
        ]);
      }
      gauge(lines, 'sipalu_sse_streams_open', 'gauge', 'Open live-update (SSE) streams.', [
        ` ${sources.liveStreams()}`,
      ]);
      const cache = sources.cacheStats();
      gauge(lines, 'sipalu_public_cache_hits_total', 'counter', 'Public reads answered from memory.', [
        ` ${cache.hits}`,
      ]);
      gauge(lines, 'sipalu_public_cache_misses_total', 'counter', 'Public reads loaded from the database.', [
        ` ${cache.misses}`,
      ]);
      if (jobs) renderJobs(lines, jobs);
      gauge(
        lines,
        'sipalu_search_rows_skipped_total',
        'counter',
        'Rows a search index left out because it could not read them (see the log for which), by index.',
        [...unreadableRows].map(([index, count]) => `{index="${escapeLabel(index)}"} ${count}`),
      );
      gauge(lines, 'sipalu_process_resident_memory_bytes', 'gauge', 'Resident memory of the process.', [
        ` ${process.memoryUsage.rss()}`,
      ]);
      return `${lines.join('\n')}\n`;
    },
    close: () => loopDelay.disable(),
  };
}

/** Whether `header` is `Bearer <token>`, compared in constant time (hashes have one length). */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}
