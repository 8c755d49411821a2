import { createRoute, z } from '@hono/zod-openapi';
import { currentUser, requireUser, userOf } from '#server/auth/session.ts';
import { createRouter } from '#server/lib/http.ts';
import { cached } from '#server/lib/public-cache.ts';
import { sharedJson } from '#server/lib/compress-json.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import {
  CatalogueFacets,
  CatalogueFacetsQuery,
  CataloguePage,
  CatalogueQuery,
  CourseDetail,
  CourseEnrollment,
  ProgressInput,
} from '#contract/catalogue.ts';
import {
  CATALOGUE_CACHE,
  enrolInCourse,
  findCatalogue,
  getCourseDetail,
  saveCourseProgress,
} from './catalogue.service.ts';
import { catalogueFiltersKey } from './catalogue-filters.ts';
import { findCatalogueFacets } from './catalogue-facets.service.ts';

/** What a list answer depends on besides its page: every parameter, in one fixed order. */
const listKeyOf = (query: CatalogueFacetsQuery) => [
  query.q?.toLowerCase() ?? '',
  query.tab,
  query.category ?? '',
  ...catalogueFiltersKey(query),
];

// ids are validated in the service (unknown or malformed → 404), so a typo in a URL is never a 400
const courseParams = z.object({ id: z.string() });
const enrollmentJson = { content: { 'application/json': { schema: CourseEnrollment } } };

export const catalogueRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/catalogue',
      tags: ['catalogue'],
      summary: 'Courses and active programs: search (typo tolerant), tab, category chip, filters, page',
      request: { query: CatalogueQuery },
      responses: {
        200: { description: 'One page of cards', content: { 'application/json': { schema: CataloguePage } } },
        ...errorResponses(400),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const { deps } = c.var;
      const key = JSON.stringify([...listKeyOf(query), query.page]);
      return sharedJson(c, await cached(deps, CATALOGUE_CACHE, key, () => findCatalogue(deps, query)));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/facets',
      tags: ['catalogue'],
      summary:
        "For each option of the list's filters (format, price, duration, level), how many courses and programs the list would show with it, keeping the search, tab, chip and the other filters; capped as the list's total",
      request: { query: CatalogueFacetsQuery },
      responses: {
        200: {
          description: 'Counts per filter option',
          content: { 'application/json': { schema: CatalogueFacets } },
        },
        ...errorResponses(400),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const { deps } = c.var;
      const key = JSON.stringify(['facets', ...listKeyOf(query)]);
      return sharedJson(c, await cached(deps, CATALOGUE_CACHE, key, () => findCatalogueFacets(deps, query)));
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/courses/{id}',
      tags: ['catalogue'],
      summary: 'A course with its modules; signed in and enrolled: my enrolment (and the visit is recorded)',
      request: { params: courseParams },
      responses: {
        200: { description: 'The course', content: { 'application/json': { schema: CourseDetail } } },
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const user = await currentUser(c);
      return c.json(await getCourseDetail(c.var.deps, c.req.valid('param').id, user?.id ?? null), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/courses/{id}/enrol',
      middleware: [requireUser],
      tags: ['catalogue'],
      summary: 'Enrol in a course; enrolling again answers the existing enrolment with 200',
      request: { params: courseParams },
      responses: {
        200: { description: 'Already enrolled', ...enrollmentJson },
        201: { description: 'Enrolled', ...enrollmentJson },
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const { enrollment, created } = await enrolInCourse(c.var.deps.db, userOf(c).id, c.req.valid('param').id);
      return created ? c.json(enrollment, 201) : c.json(enrollment, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/courses/{id}/progress',
      middleware: [requireUser],
      tags: ['catalogue'],
      summary: 'Save the modules I finished; the progress percentage is computed by the server',
      request: {
        params: courseParams,
        body: { content: { 'application/json': { schema: ProgressInput } }, required: true },
      },
      responses: { 200: { description: 'My enrolment', ...enrollmentJson }, ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const { completedModules } = c.req.valid('json');
      return c.json(
        await saveCourseProgress(c.var.deps.db, userOf(c).id, c.req.valid('param').id, completedModules),
        200,
      );
    },
  );
