import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses } from '#server/lib/openapi.ts';
import type { AppEnv } from '#server/lib/http.ts';
import { SignInInput, SignUpInput } from '#contract/auth.ts';

const SessionUser = z.object({ user: z.object({ id: z.string(), email: z.string(), name: z.string() }) });
const ok = (description: string) => ({
  description: `${description}; sets the httpOnly session cookie`,
  content: { 'application/json': { schema: SessionUser } },
});

/**
 * Documents the e-mail endpoints Better Auth serves under /api/auth, so the API reference
 * lists the whole sign-up and sign-in flow. The schemas are the ones the routes validate with.
 */
export function documentAuthRoutes(api: OpenAPIHono<AppEnv>) {
  const registry = api.openAPIRegistry;
  registry.registerPath({
    method: 'post',
    path: '/auth/sign-up/email',
    tags: ['auth'],
    summary: 'Create an account with e-mail and password (name is the full name)',
    request: {
      body: {
        content: {
          'application/json': {
            schema: SignUpInput.omit({ fullName: true }).extend({ name: SignUpInput.shape.fullName }),
          },
        },
      },
    },
    responses: { 200: ok('Account created and signed in'), ...errorResponses(400, 409) },
  });
  registry.registerPath({
    method: 'post',
    path: '/auth/sign-in/email',
    tags: ['auth'],
    summary: 'Sign in with e-mail and password',
    request: { body: { content: { 'application/json': { schema: SignInInput } } } },
    responses: { 200: ok('Signed in'), ...errorResponses(400, 401, 429) },
  });
  registry.registerPath({
    method: 'post',
    path: '/auth/sign-out',
    tags: ['auth'],
    summary: 'Sign out: ends the session and clears the cookie',
    responses: { 200: { description: 'Signed out' } },
  });
}
