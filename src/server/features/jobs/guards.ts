import { createMiddleware } from 'hono/factory';
import { currentUser } from '#server/auth/session.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AppEnv } from '#server/lib/http.ts';

/** Applying needs a session; without one the answer is the spec's 'Please sign in to apply for jobs'. */
export const requireApplicant = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await currentUser(c))) throw new AppError('UNAUTHORIZED', 'jobsApi.signInRequired');
  await next();
});
