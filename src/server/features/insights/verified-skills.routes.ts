import { createRoute, z } from '@hono/zod-openapi';
import { VerifiedSkill } from '#contract/verified-skills.ts';
import { currentUser } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { publicVerifiedSkills } from './verified-skills.ts';

/** A public profile's verified skills (decision 053). */
export const verifiedSkillRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/users/{id}/verified-skills',
    tags: ['insights'],
    summary:
      'Skills certified by a credential that stands now, with the credentials, for a public professional page (or oneself)',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: { description: 'Skills', content: { 'application/json': { schema: z.array(VerifiedSkill) } } },
      ...errorResponses(404),
    },
  }),
  async (c) => {
    const viewer = await currentUser(c);
    return c.json(await publicVerifiedSkills(c.var.deps.db, c.req.valid('param').id, viewer?.id ?? null), 200);
  },
);
