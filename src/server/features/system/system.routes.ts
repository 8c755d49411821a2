import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '#server/lib/http.ts';

const Health = z.object({ status: z.literal('ok') });
const PublicConfig = z.object({
  providers: z.object({ google: z.boolean(), linkedin: z.boolean() }),
});

export const systemRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['system'],
      summary: 'Ready to serve',
      responses: { 200: { description: 'Ready', content: { 'application/json': { schema: Health } } } },
    }),
    (c) => c.json({ status: 'ok' as const }, 200),
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
