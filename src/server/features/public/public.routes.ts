import { createRoute } from '@hono/zod-openapi';
import { currentUser } from '#server/auth/session.ts';
import { AppError } from '#server/lib/app-error.ts';
import { clientAddress } from '#server/lib/client-address.ts';
import { sharedJson } from '#server/lib/compress-json.ts';
import { createRouter } from '#server/lib/http.ts';
import { errorResponses } from '#server/lib/openapi.ts';
import { cached } from '#server/lib/public-cache.ts';
import { CONTACT_MESSAGES_PER_HOUR, ContactInput, ContactReceipt } from '#contract/contact.ts';
import { HomeData } from '#contract/public-pages.ts';
import { receiveContactMessage } from './contact.service.ts';
import { loadHome } from './home.service.ts';

const CONTACT_LIMIT = { max: CONTACT_MESSAGES_PER_HOUR, windowMs: 60 * 60 * 1000 };

export const publicRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/home',
      tags: ['public'],
      summary: 'The home page: featured courses, featured verified professionals, category counts',
      responses: {
        200: { description: 'Home page data', content: { 'application/json': { schema: HomeData } } },
      },
    }),
    async (c) => {
      const { deps } = c.var;
      const home = await cached(deps, 'home', 'home', () => loadHome(deps.db));
      c.header('Cache-Control', 'public, max-age=60');
      return sharedJson(c, home);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/contact',
      tags: ['public'],
      summary: `Send a message to the team (stored and e-mailed); ${CONTACT_MESSAGES_PER_HOUR} per hour per client`,
      request: { body: { content: { 'application/json': { schema: ContactInput } }, required: true } },
      responses: {
        201: { description: 'Received', content: { 'application/json': { schema: ContactReceipt } } },
        ...errorResponses(400, 429),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      if (!(await c.var.deps.throttle.take(`contact|client|${clientAddress(c)}`, CONTACT_LIMIT))) {
        throw new AppError('RATE_LIMITED', 'contact.tooMany');
      }
      const user = await currentUser(c);
      return c.json(await receiveContactMessage(c.var.deps, input, user?.id ?? null), 201);
    },
  );
