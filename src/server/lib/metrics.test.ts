import { describe, expect, it } from 'vitest';
import { createMetrics, hasBearerToken } from './metrics.ts';

const jobStats = {
  pending: new Map([['message.unread-check', 3]]),
  lagMs: 1_500,
  run: new Map([['message.unread-check', 7]]),
  failed: new Map([['message.digest', 1]]),
};
const sources = {
  liveStreams: () => 2,
  cacheStats: () => ({ hits: 5, misses: 1 }),
  backgroundJobs: () => Promise.resolve(jobStats),
};

describe('metrics registry', () => {
  it('keeps cumulative latency buckets, sum and count per method, route and status class', async () => {
    const metrics = createMetrics(sources);
    metrics.observeRequest('GET', '/api/jobs/:id', 200, 3);
    metrics.observeRequest('GET', '/api/jobs/:id', 204, 30);
    metrics.observeRequest('GET', '/api/jobs/:id', 200, 20_000);
    metrics.observeRequest('BREW', '/api/jobs/:id', 404, 1);
    const text = await metrics.render();
    metrics.close();
    const labels = 'method="GET",route="/api/jobs/:id",status="2xx"';
    expect(text).toContain(`sipalu_http_requests_total{${labels}} 3\n`);
    expect(text).toContain(`sipalu_http_request_duration_seconds_bucket{${labels},le="0.005"} 1\n`);
    expect(text).toContain(`sipalu_http_request_duration_seconds_bucket{${labels},le="0.025"} 1\n`);
    expect(text).toContain(`sipalu_http_request_duration_seconds_bucket{${labels},le="0.05"} 2\n`);
    expect(text).toContain(`sipalu_http_request_duration_seconds_bucket{${labels},le="10"} 2\n`);
    expect(text).toContain(`sipalu_http_request_duration_seconds_bucket{${labels},le="+Inf"} 3\n`);
    expect(text).toContain(`sipalu_http_request_duration_seconds_sum{${labels}} 20.033\n`);
    expect(text).toContain('sipalu_http_requests_total{method="OTHER",route="/api/jobs/:id",status="4xx"} 1\n');
    expect(text).toContain('sipalu_sse_streams_open 2\n');
    expect(text).toContain('sipalu_public_cache_hits_total 5\n');
    expect(text).toContain('sipalu_background_jobs_pending{kind="message.unread-check"} 3\n');
    expect(text).toContain('sipalu_background_job_lag_seconds 1.5\n');
    expect(text).toContain('sipalu_background_jobs_run_total{kind="message.unread-check"} 7\n');
    expect(text).toContain('sipalu_background_jobs_failed_total{kind="message.digest"} 1\n');
    // the embedded database has no pool to report
    expect(text).not.toContain('sipalu_db_pool');
  });

  it('reports PostgreSQL pool use when there is a pool', async () => {
    const metrics = createMetrics({ ...sources, pool: () => ({ totalCount: 4, idleCount: 1, waitingCount: 2 }) });
    const text = await metrics.render();
    metrics.close();
    expect(text).toContain('sipalu_db_pool_connections{state="busy"} 3\n');
    expect(text).toContain('sipalu_db_pool_waiting 2\n');
  });

  it('leaves the background jobs out when the database does not answer', async () => {
    const metrics = createMetrics({ ...sources, backgroundJobs: () => Promise.reject(new Error('connection lost')) });
    const text = await metrics.render();
    metrics.close();
    expect(text).not.toContain('sipalu_background_job');
    expect(text).toContain('sipalu_sse_streams_open 2\n');
  });

  it('accepts only the exact bearer token', () => {
    const token = 't'.repeat(40);
    expect(hasBearerToken(`Bearer ${token}`, token)).toBe(true);
    expect(hasBearerToken(`bearer ${token}`, token)).toBe(true);
    for (const header of [undefined, '', token, `Bearer ${token}x`, `Basic ${token}`, 'Bearer ']) {
      expect(hasBearerToken(header, token)).toBe(false);
    }
  });
});
