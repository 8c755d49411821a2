import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '#server/lib/http.ts';

const Health = z.object({ status: z.literal('ok') });
const CheckState = z.enum(['ok', 'failing', 'draining']);
const Ready = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: CheckState, migrations: CheckState, bus: CheckState, process: CheckState }),
});
const readyJson = { content: { 'application/json': { schema: Ready } } };
const PublicConfig = z.object({
  providers: z.object({ google: z.boolean(), linkedin: z.boolean() }),
});

export const systemRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['system'],
      summary: 'Liveness: the process answers (restart it when this fails)',
      responses: { 200: { description: 'Alive', content: { 'application/json': { schema: Health } } } },
    }),
    (c) => c.json({ status: 'ok' as const }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/ready',
      tags: ['system'],
      summary:
        'Readiness, for a load balancer: the database answers, migrations are applied, the event bus is connected and the process is not stopping',
      responses: {
        200: { description: 'Send it traffic', ...readyJson },
        503: { description: 'Send it no traffic now; `checks` says why', ...readyJson },
      },
    }),
    async (c) => {
      const { ready, checks } = await c.var.deps.readiness.check();
      c.header('cache-control', 'no-store');
      return ready
        ? c.json({ status: 'ready' as const, checks }, 200)
        : c.json({ status: 'not_ready' as const, checks }, 503);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/config',
      tags: ['system'],
      summary: 'What the web app needs to know about this server (which sign-in providers are configured)',
      responses: {
        200: { description: 'Public configuration', content: { 'application/json': { schema: PublicConfig } } },
      },
    }),
    (c) => c.json({ providers: c.var.deps.providers }, 200),
  );
