import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { z } from 'zod';
import { createRateLimiter } from '#server/auth/rate-limit.ts';
import { AppError, type ErrorCode } from '#server/lib/app-error.ts';
import type { AppDeps, AppEnv } from '#server/lib/http.ts';
import { SignInInput, SignUpInput } from '#contract/auth.ts';

/** Better Auth's error codes, answered in the API's own error shape and words. */
const AUTH_ERRORS: Record<string, { code: ErrorCode; key: string }> = {
  USER_ALREADY_EXISTS: { code: 'USER_ALREADY_EXISTS', key: 'toast.accountExists' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'USER_ALREADY_EXISTS', key: 'toast.accountExists' },
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS', key: 'toast.invalidCredentials' },
  INVALID_EMAIL: { code: 'VALIDATION_ERROR', key: 'validation.emailInvalid' },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION_ERROR', key: 'validation.passwordMin' },
  PASSWORD_TOO_LONG: { code: 'VALIDATION_ERROR', key: 'validation.passwordTooLong' },
};

/**
 * /api/auth/*: Better Auth behind the spec's validation (the same zod schemas as the forms),
 * a sign-in throttle, and one error shape for the web app.
 */
export function createAuthRoutes(deps: AppDeps) {
  const limits = deps.signInLimits ?? { perEmail: 10, perClient: 60 };
  const perEmail = createRateLimiter({ max: limits.perEmail, windowMs: 60_000 });
  const perClient = createRateLimiter({ max: limits.perClient, windowMs: 60_000 });

  return new Hono<AppEnv>()
    .post('/sign-up/email', async (c) => {
      const body = await readJson(c);
      const input = validate(SignUpInput, { ...body, fullName: body.name });
      return forward(c, { ...body, name: input.fullName, email: input.email, password: input.password });
    })
    .post('/sign-in/email', async (c) => {
      const body = await readJson(c);
      const input = validate(SignInInput, body);
      const client = clientAddress(c);
      if (!perClient.take(client) || !perEmail.take(`${client}|${input.email.toLowerCase()}`)) {
        throw new AppError('RATE_LIMITED', 'toast.tooManyAttempts');
      }
      return forward(c, { ...body, email: input.email, password: input.password });
    })
    .all('/*', (c) => forward(c));
}

type JsonObject = Record<string, unknown>;

async function readJson(c: Context<AppEnv>): Promise<JsonObject> {
  let body: unknown;
  try {
    body = await c.req.raw.clone().json();
  } catch {
    throw new AppError('VALIDATION_ERROR', 'validation.invalidJson');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION_ERROR', 'validation.invalidRequest');
  }
  return body as JsonObject;
}

function validate<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError('VALIDATION_ERROR', result.error.issues[0]?.message ?? 'validation.invalidRequest');
  }
  return result.data;
}

function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // in-process requests (tests) have no socket
    return 'local';
  }
}

/** Hands the request (with a cleaned body, if given) to Better Auth and rewrites its errors. */
async function forward(c: Context<AppEnv>, body?: JsonObject): Promise<Response> {
  const request = body
    ? new Request(c.req.raw.url, {
        method: c.req.raw.method,
        headers: c.req.raw.headers,
        body: JSON.stringify(body),
      })
    : c.req.raw;
  const response = await c.var.deps.auth.handler(request);
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) {
    return response;
  }
  const payload = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const known = payload.code ? AUTH_ERRORS[payload.code] : undefined;
  const error = known ? new AppError(known.code, known.key) : null;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (error) {
    return Response.json(error.toBody(c.var.requestId), { status: error.status, headers });
  }
  const code = payload.code ?? (response.status >= 500 ? 'INTERNAL' : 'AUTH_ERROR');
  return Response.json(
    { error: { code, message: payload.message ?? 'Authentication failed', requestId: c.var.requestId } },
    { status: response.status, headers },
  );
}
