import type { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { Hono, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppDeps, AppEnv } from './http.ts';
import { hasBearerToken } from './metrics.ts';

// One JSON line per request, and the request's share of the metrics. The line names the route
// pattern (`/api/jobs/:id`), never the raw path or query, so ids, search words and tokens in links
// stay out of the logs; cookies, bodies and e-mail addresses are never read here.

/** Requests a load balancer or a browser makes all the time: logged at debug, so info stays readable. */
const QUIET_ROUTES = /^\/(api\/(health|ready)$|metrics$|assets\/)/;
const QUIET_FILES = /\.[a-z0-9]+$/i;

/** The request id of the request whose work is running now (slow-query logs read it). */
export type RequestScope = AsyncLocalStorage<string>;

/** Logs and counts every request; put it right after the request id middleware. */
export function accessLog(deps: Pick<AppDeps, 'logger' | 'metrics' | 'requestScope'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await deps.requestScope.run(c.var.requestId, next);
    } finally {
      const durationMs = performance.now() - started;
      const route = routePath(c);
      const { status } = c.res;
      deps.metrics.observeRequest(c.req.method, route, status, durationMs);
      const length = c.res.headers.get('content-length');
      const quiet = QUIET_ROUTES.test(c.req.path) || (route === '*' && QUIET_FILES.test(c.req.path));
      deps.logger[quiet ? 'debug' : 'info']('request', {
        requestId: c.var.requestId,
        method: c.req.method,
        route,
        status,
        durationMs: Math.round(durationMs * 10) / 10,
        ...(length ? { bytes: Number(length) } : {}),
        ...(c.var.user ? { userId: c.var.user.id } : {}),
      });
    }
  };
}

/**
 * GET /metrics for Prometheus, outside /api and the OpenAPI document: 404 while METRICS_TOKEN is
 * unset (metrics off), 401 without `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function serveMetrics(app: Hono<AppEnv>, deps: Pick<AppDeps, 'metrics' | 'metricsToken'>) {
  app.get('/metrics', async (c) => {
    const token = deps.metricsToken;
    if (!token) return c.text('Not found', 404);
    if (!hasBearerToken(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.text('Unauthorized', 401);
    }
    c.header('Cache-Control', 'no-store');
    return c.body(await deps.metrics.render(), 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' });
  });
}
