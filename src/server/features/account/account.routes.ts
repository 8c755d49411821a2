import { createRoute } from '@hono/zod-openapi';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { Me, RoleInput } from '#contract/api.ts';
import { addRole, getMe, setActiveRole } from './account.service.ts';

const meJson = { content: { 'application/json': { schema: Me } } };
const roleBody = { body: { content: { 'application/json': { schema: RoleInput } }, required: true } };

export const accountRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      middleware: [requireUser],
      tags: ['account'],
      summary: 'The signed-in account, its roles, active role and profile summary',
      responses: { 200: { description: 'The account', ...meJson }, ...errorResponses(401) },
    }),
    async (c) => c.json(await getMe(c.var.deps.db, userOf(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/roles',
      middleware: [requireUser],
      tags: ['account'],
      summary: 'Add a role the user does not hold yet; it becomes the active role',
      request: roleBody,
      responses: { 201: { description: 'Role added', ...meJson }, ...errorResponses(400, 401, 409) },
    }),
    async (c) => {
      const user = userOf(c);
      await addRole(c.var.deps.db, user.id, c.req.valid('json').role);
      return c.json(await getMe(c.var.deps.db, user), 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/active-role',
      middleware: [requireUser],
      tags: ['account'],
      summary: 'set_active_role: act as another role the user holds',
      request: roleBody,
      responses: { 200: { description: 'Active role changed', ...meJson }, ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const user = userOf(c);
      await setActiveRole(c.var.deps.db, user.id, c.req.valid('json').role);
      return c.json(await getMe(c.var.deps.db, user), 200);
    },
  );
