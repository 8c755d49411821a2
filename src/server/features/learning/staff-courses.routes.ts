import { createRoute, z } from '@hono/zod-openapi';
import { CourseProviderInput, StaffCourseCard, StaffCourseList, StaffCourseQuery } from '#contract/staff-courses.ts';
import { requireStaff } from '#server/auth/guards.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { invalidate } from '#server/lib/public-cache.ts';
import { CATALOGUE_CACHE } from './catalogue.service.ts';
import { findStaffCourses, setCourseProvider } from './staff-courses.service.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const staffCourseRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/staff/courses',
      middleware: [requireUser, requireStaff()],
      tags: ['staff'],
      summary:
        'Catalogue courses by title, or those whose id, title or provider e-mail matches q, with their providers',
      request: { query: StaffCourseQuery },
      responses: { 200: json(StaffCourseList, 'A page of courses'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await findStaffCourses(c.var.deps.db, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/staff/courses/{id}/provider',
      middleware: [requireUser, requireStaff()],
      tags: ['staff'],
      summary:
        'Set a catalogue course’s provider by the account’s e-mail (an institution or professional), or clear it',
      request: {
        params: z.object({ id: z.string() }),
        body: { content: { 'application/json': { schema: CourseProviderInput } }, required: true },
      },
      responses: {
        200: json(StaffCourseCard, 'The course with its provider'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      const card = await setCourseProvider(c.var.deps.db, userOf(c), c.req.valid('param').id, email);
      // the course page names its provider
      await invalidate(c.var.deps, CATALOGUE_CACHE);
      return c.json(card, 200);
    },
  );
