import { z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { errorResponses } from '#server/lib/openapi.ts';
import type { AppEnv } from '#server/lib/http.ts';
import { SignInInput, SignUpInput } from '#contract/auth.ts';
import {
  BackupCodeInput,
  ChangeEmailInput,
  ChangePasswordInput,
  ForgotPasswordInput,
  PasswordConfirmInput,
  TotpCodeInput,
} from '#contract/security.ts';

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
    summary: 'Create an account with e-mail and password (name is the full name); throttled per client and per e-mail',
    request: {
      body: {
        content: {
          'application/json': {
            schema: SignUpInput.omit({ fullName: true }).extend({ name: SignUpInput.shape.fullName }),
          },
        },
      },
    },
    responses: { 200: ok('Account created and signed in'), ...errorResponses(400, 409, 429) },
  });
  registry.registerPath({
    method: 'post',
    path: '/auth/sign-in/email',
    tags: ['auth'],
    summary: 'Sign in with e-mail and password',
    request: { body: { content: { 'application/json': { schema: SignInInput } } } },
    responses: { 200: ok('Signed in'), ...errorResponses(400, 401, 429) },
  });
  const json = (schema: z.ZodType) => ({ body: { content: { 'application/json': { schema } } } });
  const done = (description: string) => ({ 200: { description } });
  const paths: {
    method: 'get' | 'post';
    path: string;
    summary: string;
    request?: ReturnType<typeof json>;
    responses: Record<number, unknown>;
  }[] = [
    {
      method: 'post',
      path: '/auth/request-password-reset',
      summary: 'Mail a single-use reset link (1 hour); the same answer whether or not the e-mail has an account',
      request: json(ForgotPasswordInput),
      responses: { ...done('Accepted'), ...errorResponses(400, 429) },
    },
    {
      method: 'post',
      path: '/auth/reset-password',
      summary: 'Set a new password with the token from the link; every session of the account ends',
      request: json(z.object({ token: z.string(), newPassword: SignUpInput.shape.password })),
      responses: { ...done('Password changed'), ...errorResponses(400) },
    },
    {
      method: 'post',
      path: '/auth/send-verification-email',
      summary: 'Mail a new e-mail verification link to the signed-in user (a few per 15 minutes)',
      responses: { ...done('Sent'), ...errorResponses(401, 429) },
    },
    {
      method: 'post',
      path: '/auth/change-password',
      summary: 'Change the password (needs the current one); the other sessions end',
      request: json(ChangePasswordInput),
      responses: { ...done('Changed'), ...errorResponses(400, 401, 429) },
    },
    {
      method: 'post',
      path: '/auth/change-email',
      summary: 'Change the e-mail (needs the current password); changes when the mailed link is opened',
      request: json(ChangeEmailInput),
      responses: { ...done('Link sent'), ...errorResponses(400, 401, 429) },
    },
    {
      method: 'post',
      path: '/auth/two-factor/enable',
      summary: 'Start two-step verification: answers the otpauth:// URI and 10 backup codes',
      request: json(PasswordConfirmInput),
      responses: { ...done('Secret created; confirm with a code'), ...errorResponses(400, 401, 429) },
    },
    {
      method: 'post',
      path: '/auth/two-factor/verify-totp',
      summary: 'An authenticator code: confirms setup, or completes a sign-in that answered twoFactorRedirect',
      request: json(TotpCodeInput),
      responses: { ...done('Verified; sets the session cookie'), ...errorResponses(400, 401, 429) },
    },
    {
      method: 'post',
      path: '/auth/two-factor/verify-backup-code',
      summary: 'Complete a sign-in with a backup code (each works once)',
      request: json(BackupCodeInput),
      responses: { ...done('Verified; sets the session cookie'), ...errorResponses(400, 401, 429) },
    },
    {
      method: 'post',
      path: '/auth/two-factor/disable',
      summary: 'Turn two-step verification off (needs the password)',
      request: json(PasswordConfirmInput),
      responses: { ...done('Turned off'), ...errorResponses(400, 401, 429) },
    },
    {
      method: 'post',
      path: '/auth/revoke-other-sessions',
      summary: 'Sign out every other device',
      responses: { ...done('Signed out elsewhere'), ...errorResponses(401) },
    },
    {
      method: 'post',
      path: '/auth/unlink-account',
      summary: 'Unlink a sign-in method (accountId from /account/security); never the last one',
      request: json(z.object({ accountId: z.string() })),
      responses: { ...done('Unlinked'), ...errorResponses(400, 401, 409) },
    },
    {
      method: 'post',
      path: '/auth/delete-user',
      summary: 'Delete the account and its personal data (password required when the account has one)',
      request: json(z.object({ password: z.string().optional() })),
      responses: { ...done('Deleted'), ...errorResponses(400, 401, 429) },
    },
    {
      method: 'get',
      path: '/auth/token',
      summary:
        'A JWT for API clients (15 minutes, and no longer than its session), sent as `Authorization: Bearer <jwt>`',
      responses: {
        200: {
          description: 'The token',
          content: { 'application/json': { schema: z.object({ token: z.string() }) } },
        },
        ...errorResponses(401),
      },
    },
    {
      method: 'get',
      path: '/auth/jwks',
      summary: 'The public keys that API tokens verify against (JWKS)',
      responses: done('A JSON Web Key Set'),
    },
  ];
  for (const entry of paths)
    registry.registerPath({ ...entry, tags: ['auth'] } as Parameters<typeof registry.registerPath>[0]);

  registry.registerPath({
    method: 'post',
    path: '/auth/sign-out',
    tags: ['auth'],
    summary: 'Sign out: ends the session and clears the cookie',
    responses: { 200: { description: 'Signed out' } },
  });
}
