import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { AppError } from '#server/lib/app-error.ts';
import { createRouter, type AppEnv } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { SecurityOverview } from '#contract/security.ts';
import { revokeSession, securityOverview } from './security.service.ts';

// Account Settings → Security. Sessions are managed here rather than through Better Auth's
// list-sessions, which hands every session's token to the browser.

interface SessionVars {
  Variables: AppEnv['Variables'] & { sessionId: string; userId: string };
}

/** These routes act on browser sessions, so they need the session cookie (not an API token). */
const requireSession = createMiddleware<AppEnv & SessionVars>(async (c, next) => {
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
  c.set('sessionId', session.session.id);
  c.set('userId', session.user.id);
  await next();
});

const SessionParams = z.object({ id: z.uuid({ error: 'security.errors.sessionNotFound' }) });

export const securityRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/security',
      middleware: [requireSession],
      tags: ['account'],
      summary: 'Security settings: e-mail verification, two-factor, linked sign-in methods, active sessions',
      responses: {
        200: {
          description: 'The account security state',
          content: { 'application/json': { schema: SecurityOverview } },
        },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const vars = c.var as SessionVars['Variables'];
      return c.json(await securityOverview(c.var.deps.db, vars.userId, vars.sessionId, c.var.deps.providers), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/sessions/{id}',
      middleware: [requireSession],
      tags: ['account'],
      summary: 'Sign out one of your sessions (another device)',
      request: { params: SessionParams },
      responses: { 204: { description: 'Signed out there' }, ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const vars = c.var as SessionVars['Variables'];
      await revokeSession(c.var.deps, vars.userId, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
