import { createRoute, z } from '@hono/zod-openapi';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { LearnerDashboard, UserSkill, UserSkillInput } from '#contract/catalogue.ts';
import { deleteSkill, getLearnerDashboard, listSkills, saveSkill } from './learner.service.ts';

// every endpoint works on the signed-in learner's own rows: no user id is taken from the request
export const learnerRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/learner',
      middleware: [requireUser],
      tags: ['learning'],
      summary: 'My enrolled courses, recommendations, skills and learning stats',
      responses: {
        200: { description: 'The dashboard', content: { 'application/json': { schema: LearnerDashboard } } },
        ...errorResponses(401),
      },
    }),
    async (c) => c.json(await getLearnerDashboard(c.var.deps.db, c.var.deps.catalogueIndex, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/me/skills',
      middleware: [requireUser],
      tags: ['learning'],
      summary: 'All my skills, highest level first',
      responses: {
        200: { description: 'My skills', content: { 'application/json': { schema: z.array(UserSkill) } } },
        ...errorResponses(401),
      },
    }),
    async (c) => c.json(await listSkills(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/me/skills',
      middleware: [requireUser],
      tags: ['learning'],
      summary: 'Add a skill or change its level (names match case-insensitively)',
      request: { body: { content: { 'application/json': { schema: UserSkillInput } }, required: true } },
      responses: {
        200: { description: 'The saved skill', content: { 'application/json': { schema: UserSkill } } },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await saveSkill(c.var.deps.db, userOf(c).id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/me/skills/{id}',
      middleware: [requireUser],
      tags: ['learning'],
      summary: 'Delete one of my skills',
      request: { params: z.object({ id: z.string() }) },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await deleteSkill(c.var.deps.db, userOf(c).id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
