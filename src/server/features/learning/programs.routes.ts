import { createRoute, z } from '@hono/zod-openapi';
import { currentUser, requireUser, requireVerifiedEmail, userOf } from '#server/auth/session.ts';
import { requireRole } from '#server/auth/guards.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { invalidate } from '#server/lib/public-cache.ts';
import { InstitutionDashboard, ProgramDetail, ProgramInput } from '#contract/catalogue.ts';
import {
  createProgram,
  deleteProgram,
  enrolInProgram,
  getInstitutionDashboard,
  getProgramDetail,
  updateProgram,
  uploadProgramCover,
} from './programs.service.ts';
import { rawBody, readBodyWithLimit } from '#server/lib/read-body.ts';
import { PROFILE_IMAGE } from '#server/lib/uploaded-image.ts';
import { CATALOGUE_CACHE } from './catalogue.service.ts';

// ids are validated in the service (unknown or malformed → 404)
const programParams = z.object({ id: z.string() });
const programJson = { content: { 'application/json': { schema: ProgramDetail } } };
const programBody = { body: { content: { 'application/json': { schema: ProgramInput } }, required: true } };

// reading a program is public; every write needs a session (the institution role is checked in the service)
export const programRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/institution/dashboard',
      middleware: [requireUser, requireRole('institution')],
      tags: ['programs'],
      summary: "The institution's programs, newest first, with enrolled students and totals",
      responses: {
        200: { description: 'The dashboard', content: { 'application/json': { schema: InstitutionDashboard } } },
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await getInstitutionDashboard(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/programs/{id}',
      tags: ['programs'],
      summary: 'A program; inactive ones only for their institution; signed in: my enrolment',
      request: { params: programParams },
      responses: { 200: { description: 'The program', ...programJson }, ...errorResponses(404, 410) },
    }),
    async (c) => {
      const user = await currentUser(c);
      return c.json(await getProgramDetail(c.var.deps.db, c.req.valid('param').id, user?.id ?? null), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/programs/{id}/enrol',
      middleware: [requireUser],
      tags: ['programs'],
      summary: 'Enrol in an active free program; enrolling again answers 200; a program with a fee: 409, pay it',
      request: { params: programParams },
      responses: {
        200: { description: 'Already enrolled', ...programJson },
        201: { description: 'Enrolled', ...programJson },
        ...errorResponses(401, 404, 409),
      },
    }),
    async (c) => {
      const { program, created } = await enrolInProgram(c.var.deps.db, userOf(c).id, c.req.valid('param').id);
      return created ? c.json(program, 201) : c.json(program, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/programs',
      // publishing a new program needs a verified e-mail (403 security.errors.emailNotVerified); editing
      // or deleting a published one does not: it went up verified, and its owner must be able to keep it right
      middleware: [requireUser, requireVerifiedEmail],
      tags: ['programs'],
      summary: 'Publish a program (institution role)',
      request: programBody,
      responses: { 201: { description: 'Published', ...programJson }, ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const program = await createProgram(c.var.deps.db, userOf(c).id, c.req.valid('json'));
      await invalidate(c.var.deps, CATALOGUE_CACHE);
      return c.json(program, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/programs/{id}',
      middleware: [requireUser],
      tags: ['programs'],
      summary: 'Edit my program (the institution that published it)',
      request: { params: programParams, ...programBody },
      responses: { 200: { description: 'Saved', ...programJson }, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const program = await updateProgram(c.var.deps.db, userOf(c).id, c.req.valid('param').id, c.req.valid('json'));
      await invalidate(c.var.deps, CATALOGUE_CACHE);
      return c.json(program, 200);
    },
  )
  // the body is read by hand (streamed, limited), so the route declares it for the docs only
  .openapi(
    createRoute({
      method: 'post',
      path: '/programs/{id}/cover',
      middleware: [requireUser, rawBody(PROFILE_IMAGE.programCover.maxBytes)],
      tags: ['programs'],
      summary: "Upload my program's cover: raw image bytes, at most 10 MB; stored as 1280×720 WebP",
      request: {
        params: programParams,
        body: {
          description: 'The image file itself (JPEG, PNG, WebP, GIF or AVIF); the declared type is not trusted',
          content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
          required: true,
        },
      },
      responses: {
        200: { description: 'Stored and shown on the program', ...programJson },
        ...errorResponses(400, 401, 403, 404, 413),
      },
    }),
    async (c) => {
      const { maxBytes, tooLargeKey } = PROFILE_IMAGE.programCover;
      const bytes = await readBodyWithLimit(c.req.raw, maxBytes, tooLargeKey);
      const program = await uploadProgramCover(c.var.deps, userOf(c).id, c.req.valid('param').id, bytes);
      await invalidate(c.var.deps, CATALOGUE_CACHE);
      return c.json(program, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/programs/{id}',
      middleware: [requireUser],
      tags: ['programs'],
      summary: 'Delete my program and its enrolments',
      request: { params: programParams },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      await deleteProgram(c.var.deps, userOf(c).id, c.req.valid('param').id);
      await invalidate(c.var.deps, CATALOGUE_CACHE);
      return c.body(null, 204);
    },
  );
