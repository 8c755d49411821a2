import type { SignInInput, SignUpInput } from '#contract/auth.ts';
import { api } from '#web/lib/api-client.ts';

/** POST /api/auth/sign-up/email — creates the account and starts a session (cookie). */
export function signUpWithEmail(input: SignUpInput): Promise<unknown> {
  return api.post('/api/auth/sign-up/email', { name: input.fullName, email: input.email, password: input.password });
}

/** POST /api/auth/sign-in/email — starts a session (cookie). */
export function signInWithEmail(input: SignInInput): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', { email: input.email, password: input.password });
}

export type SocialProvider = 'google' | 'linkedin';

/** Starts an OAuth sign-in; resolves to the provider's authorization URL to open. */
export async function startSocialSignIn(provider: SocialProvider, callbackURL: string): Promise<string> {
  const { url } = await api.post<{ url?: string }>('/api/auth/sign-in/social', {
    provider,
    callbackURL,
    errorCallbackURL: '/auth',
  });
  if (!url) throw new Error('The server did not return a sign-in address');
  return url;
}
