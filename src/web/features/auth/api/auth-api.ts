import type { SignInInput, SignUpInput } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';

/** POST /api/auth/sign-up/email — creates the account and starts a session (cookie). */
export function signUpWithEmail(input: SignUpInput): Promise<unknown> {
  return api.post('/auth/sign-up/email', {
    body: { name: input.fullName, email: input.email, password: input.password },
  });
}

/**
 * POST /api/auth/sign-in/email — starts a session (cookie), or, with two-step verification on,
 * answers `twoFactorRedirect` and waits for a code (verifyTwoFactor).
 */
export async function signInWithEmail(input: SignInInput): Promise<{ twoFactor: boolean }> {
  const result = await api.post('/auth/sign-in/email', { body: { email: input.email, password: input.password } });
  return { twoFactor: Boolean(result?.twoFactorRedirect) };
}

/** The second sign-in step: a code from the authenticator app, or one of the backup codes. */
export function verifyTwoFactor(kind: 'totp' | 'backup', code: string, trustDevice = false): Promise<unknown> {
  return kind === 'totp'
    ? api.post('/auth/two-factor/verify-totp', { body: { code, trustDevice } })
    : api.post('/auth/two-factor/verify-backup-code', { body: { code, trustDevice } });
}

export type SocialProvider = 'google' | 'linkedin';

/**
 * Starts an OAuth sign-in; resolves to the provider's authorization URL to open. `newUserPath` is
 * where a brand-new account lands: /choose-role, as it has no role yet (spec §4 Onboarding).
 */
export async function startSocialSignIn(
  provider: SocialProvider,
  callbackURL: string,
  newUserPath: string,
): Promise<string> {
  const { url } = await api.post('/auth/sign-in/social', {
    body: { provider, callbackURL, newUserCallbackURL: newUserPath, errorCallbackURL: '/auth' },
  });
  if (!url) throw new Error('The server did not return a sign-in address');
  return url;
}
