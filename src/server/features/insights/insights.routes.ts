import { createRoute, z } from '@hono/zod-openapi';
import {
  AnalyzeRequest,
  INSIGHTS_LIMITS,
  LinkedinData,
  NetworkProfile,
  NetworkState,
  RecommendCoursesResponse,
  SkillAnalysis,
  SyncRequest,
} from '#contract/insights.ts';
import { requireUser, userOf } from '#server/auth/session.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createRouter, type AppEnv } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { rawBody, readBodyWithLimit } from '#server/lib/read-body.ts';
import type { Context } from 'hono';
import { extractCvText, parseCvText } from './cv-parser.ts';
import { verifiedSkillRoutes } from './verified-skills.routes.ts';
import {
  analyzeProfile,
  getNetworkState,
  reanalyze,
  recommendCourses,
  syncLinkedinProfile,
  type InsightsDeps,
} from './insights.service.ts';

/** CV imports per account: a person imports a CV a few times, a script reading files all day is refused. */
export const CV_IMPORT_LIMIT = { max: 10, windowMs: 10 * 60_000 };

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const insightsDeps = (c: Context<AppEnv>): InsightsDeps => ({
  db: c.var.deps.db,
  demand: c.var.deps.demand,
  logger: c.var.deps.logger,
  ai: c.var.deps.ai,
});

// every endpoint reads and writes the caller's own rows only: no user id is taken from the request
export const insightsRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/insights/network',
      middleware: [requireUser],
      tags: ['insights'],
      summary: 'My connected profile and latest skill-gap analysis (the dashboard network card)',
      responses: { 200: { description: 'The card state', ...json(NetworkState) }, ...errorResponses(401) },
    }),
    async (c) => c.json(await getNetworkState(c.var.deps.db, userOf(c).id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/insights/cv',
      middleware: [requireUser, rawBody(INSIGHTS_LIMITS.cvBytes)],
      tags: ['insights'],
      summary: 'Read a CV or LinkedIn "Save to PDF" profile (PDF or DOCX, at most 5 MB) for review before analysis',
      description:
        'The file kind is checked by content. Nothing is stored: the reviewed data goes to analyze-linkedin-profile. ' +
        'A file that unpacks past 16 MB, has over 1,000 zip entries, or takes over 1.5 s to read answers 400 ' +
        '"This file is too large or complex to read."; at most 10 imports per account every 10 minutes (429).',
      request: {
        body: {
          content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
          required: true,
        },
      },
      responses: {
        200: { description: 'What the file says', ...json(LinkedinData) },
        ...errorResponses(400, 401, 413, 429),
      },
    }),
    async (c) => {
      if (!(await c.var.deps.throttle.take(`cv-import|${userOf(c).id}`, CV_IMPORT_LIMIT))) {
        throw new AppError('RATE_LIMITED', 'insights.errors.tooManyImports');
      }
      const bytes = await readBodyWithLimit(c.req.raw, INSIGHTS_LIMITS.cvBytes, 'insights.errors.fileTooLarge');
      const text = await extractCvText(c.var.deps.documents, bytes);
      return c.json(parseCvText(text), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/functions/sync-linkedin-profile',
      middleware: [requireUser],
      tags: ['insights'],
      summary: 'Copy the LinkedIn identity linked to my account into my network profile',
      description: 'userId, when given, must be the caller. 409 when no LinkedIn identity is linked yet.',
      request: { body: { ...json(SyncRequest), required: false } },
      responses: {
        200: { description: 'The synced profile', ...json(z.object({ profile: NetworkProfile })) },
        ...errorResponses(401, 403, 409),
      },
    }),
    async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as unknown;
      const parsed = SyncRequest.safeParse(body ?? {});
      const profile = await syncLinkedinProfile(
        c.var.deps.db,
        userOf(c).id,
        parsed.success ? parsed.data.userId : undefined,
      );
      return c.json({ profile }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/functions/analyze-linkedin-profile',
      middleware: [requireUser],
      tags: ['insights'],
      summary: 'Analyse my profile: current skills, next skills, career paths, courses and jobs, each with a reason',
      request: { body: { ...json(AnalyzeRequest), required: true } },
      responses: { 200: { description: 'The stored analysis', ...json(SkillAnalysis) }, ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await analyzeProfile(insightsDeps(c), userOf(c).id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/insights/reanalyze',
      middleware: [requireUser],
      tags: ['insights'],
      summary: 'Analyse my stored profile again against the current jobs and courses',
      request: { body: { ...json(z.object({ language: z.enum(['en', 'ne']).default('en') })), required: false } },
      responses: { 200: { description: 'The new analysis', ...json(SkillAnalysis) }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { language?: unknown };
      const language = body?.language === 'ne' ? 'ne' : 'en';
      return c.json(await reanalyze(insightsDeps(c), userOf(c).id, language), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/functions/recommend-courses',
      middleware: [requireUser],
      tags: ['insights'],
      summary: 'Courses my latest analysis recommends that I have not enrolled in (empty before any analysis)',
      responses: {
        200: { description: 'Recommendations', ...json(RecommendCoursesResponse) },
        ...errorResponses(401),
      },
    }),
    async (c) => c.json({ recommendations: await recommendCourses(c.var.deps.db, userOf(c).id) }, 200),
  )
  // the one read of another person's rows: what their public page may show
  .route('/', verifiedSkillRoutes);
