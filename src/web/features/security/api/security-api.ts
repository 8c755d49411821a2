import { queryOptions } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsUpdate } from '#contract/notification-settings.ts';
import type { SecurityOverview } from '#contract/security.ts';
import { api } from '#web/lib/api-client.ts';

export const SECURITY_QUERY_KEY = ['account', 'security'] as const;

export const securityQueryOptions = queryOptions({
  queryKey: SECURITY_QUERY_KEY,
  queryFn: ({ signal }): Promise<SecurityOverview> => api.get('/account/security', { signal }),
});

export const loadSecuritySchemas = () => import('#contract/security.ts');

export function sendVerificationEmail(): Promise<unknown> {
  return api.post('/auth/send-verification-email');
}

export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return api.post('/auth/change-password', { body: input });
}

export function enableTwoFactor(password: string): Promise<{ totpURI: string; backupCodes: string[] }> {
  return api.post('/auth/two-factor/enable', { body: { password } });
}

/** Confirms the authenticator app during setup (the first code turns two-factor on). */
export function confirmTotp(code: string): Promise<unknown> {
  return api.post('/auth/two-factor/verify-totp', { body: { code } });
}

export function disableTwoFactor(password: string): Promise<unknown> {
  return api.post('/auth/two-factor/disable', { body: { password } });
}

export function revokeSession(id: string): Promise<unknown> {
  return api.delete('/account/sessions/{id}', { path: { id } });
}

export function revokeOtherSessions(): Promise<unknown> {
  return api.post('/auth/revoke-other-sessions');
}

export function unlinkMethod(accountId: string): Promise<unknown> {
  return api.post('/auth/unlink-account', { body: { accountId } });
}

/** Starts linking Google or LinkedIn; resolves to the provider's address to open. */
export async function startLink(provider: 'google' | 'linkedin'): Promise<string> {
  const { url } = await api.post('/auth/link-social', {
    body: { provider, callbackURL: '/settings/security', errorCallbackURL: '/settings/security' },
  });
  if (!url) throw new Error('The server did not return a sign-in address');
  return url;
}

export function deleteAccount(password: string | undefined): Promise<unknown> {
  return api.post('/auth/delete-user', { body: password ? { password } : {} });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/auth/request-password-reset', { body: { email } });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return api.post('/auth/reset-password', { body: { token, newPassword } });
}

export function changeEmail(input: { newEmail: string; password?: string | undefined }): Promise<unknown> {
  return api.post('/auth/change-email', { body: input });
}

export const NOTIFICATION_SETTINGS_QUERY_KEY = ['account', 'notification-settings'] as const;

export const notificationSettingsQueryOptions = queryOptions({
  queryKey: NOTIFICATION_SETTINGS_QUERY_KEY,
  queryFn: ({ signal }): Promise<NotificationSettings> => api.get('/me/notification-settings', { signal }),
});

export function updateNotificationSettings(input: NotificationSettingsUpdate): Promise<NotificationSettings> {
  return api.put('/me/notification-settings', { body: input });
}
