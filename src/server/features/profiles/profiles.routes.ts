import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser, userOf } from '#server/auth/session.ts';
import { createRouter, type AppEnv } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { invalidate } from '#server/lib/public-cache.ts';
import { rawBody, readBodyWithLimit } from '#server/lib/read-body.ts';
import { Profile, ProfileSaveRequest } from '#contract/profile.ts';
import { PROFILE_IMAGE, type ProfileImageKind } from '#server/lib/uploaded-image.ts';
import { getProfile, saveProfile, uploadProfileImage } from './profiles.service.ts';

// names, pictures and directory fields show on the professionals directory's cards and testimonials
const PROFESSIONALS_CACHE = 'professionals';
/** jobs.routes' JOBS_CACHE: a company's name and logo show on its job cards. */
const JOBS_CACHE = 'jobs';

const profileJson = { content: { 'application/json': { schema: Profile } } };
const UploadResult = z.object({ url: z.string(), profile: Profile });

// every endpoint works on the signed-in user's own row: no user id is ever taken from the request
const uploadRoute = (kind: ProfileImageKind) =>
  createRoute({
    method: 'post',
    path: `/${kind}`,
    middleware: [requireUser, rawBody(PROFILE_IMAGE[kind].maxBytes)],
    tags: ['profile'],
    summary:
      kind === 'avatar'
        ? 'Upload a profile picture or logo: raw image bytes, at most 5 MB; stored as 512×512 WebP'
        : 'Upload a cover banner: raw image bytes, at most 10 MB; stored as 1920×400 WebP',
    request: {
      body: {
        description: 'The image file itself (JPEG, PNG, WebP, GIF or AVIF); the declared type is not trusted',
        content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
        required: true,
      },
    },
    responses: {
      200: {
        description: 'Stored and saved on the profile',
        content: { 'application/json': { schema: UploadResult } },
      },
      ...errorResponses(400, 401, 413),
    },
  });

const upload = (kind: ProfileImageKind) => async (c: Context<AppEnv>) => {
  const { maxBytes, tooLargeKey } = PROFILE_IMAGE[kind];
  const bytes = await readBodyWithLimit(c.req.raw, maxBytes, tooLargeKey);
  const result = await uploadProfileImage(c.var.deps, userOf(c), kind, bytes);
  await invalidate(c.var.deps, PROFESSIONALS_CACHE);
  await invalidate(c.var.deps, JOBS_CACHE);
  return c.json(result, 200);
};

export const profileRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      middleware: [requireUser],
      tags: ['profile'],
      summary: "The signed-in user's profile, as the setup and edit forms read it",
      responses: { 200: { description: 'The profile', ...profileJson }, ...errorResponses(401) },
    }),
    async (c) => c.json(await getProfile(c.var.deps.db, userOf(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/',
      middleware: [requireUser],
      tags: ['profile'],
      summary:
        'Save the profile form of a held role: Save and Continue (setup), Skip for Now (skip), Save Changes (edit)',
      request: { body: { content: { 'application/json': { schema: ProfileSaveRequest } }, required: true } },
      responses: { 200: { description: 'The saved profile', ...profileJson }, ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const profile = await saveProfile(c.var.deps.db, userOf(c), c.req.valid('json'));
      await invalidate(c.var.deps, PROFESSIONALS_CACHE);
      await invalidate(c.var.deps, JOBS_CACHE);
      return c.json(profile, 200);
    },
  )
  // the body is read by hand (streamed, limited), so the route declares it for the docs only
  .openapi(uploadRoute('avatar'), upload('avatar'))
  .openapi(uploadRoute('banner'), upload('banner'));
