import { queryOptions } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsUpdate } from '#contract/notification-settings.ts';
import type { SecurityOverview } from '#contract/security.ts';
import { api } from '#web/lib/api-client.ts';

export const SECURITY_QUERY_KEY = ['account', 'security'] as const;

export const securityQueryOptions = queryOptions({
  queryKey: SECURITY_QUERY_KEY,
  queryFn: ({ signal }) => api.get<SecurityOverview>('/api/account/security', signal),
});

export const loadSecuritySchemas = () => import('#contract/security.ts');

export function sendVerificationEmail(): Promise<unknown> {
  return api.post('/api/auth/send-verification-email', {});
}

export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return api.post('/api/auth/change-password', input);
}

export function enableTwoFactor(password: string): Promise<{ totpURI: string; backupCodes: string[] }> {
  return api.post('/api/auth/two-factor/enable', { password });
}

/** Confirms the authenticator app during setup (the first code turns two-factor on). */
export function confirmTotp(code: string): Promise<unknown> {
  return api.post('/api/auth/two-factor/verify-totp', { code });
}

export function disableTwoFactor(password: string): Promise<unknown> {
  return api.post('/api/auth/two-factor/disable', { password });
}

export function revokeSession(id: string): Promise<unknown> {
  return api.delete(`/api/account/sessions/${encodeURIComponent(id)}`);
}

export function revokeOtherSessions(): Promise<unknown> {
  return api.post('/api/auth/revoke-other-sessions', {});
}

export function unlinkMethod(accountId: string): Promise<unknown> {
  return api.post('/api/auth/unlink-account', { accountId });
}

/** Starts linking Google or LinkedIn; resolves to the provider's address to open. */
export async function startLink(provider: 'google' | 'linkedin'): Promise<string> {
  const { url } = await api.post<{ url?: string }>('/api/auth/link-social', {
    provider,
    callbackURL: '/settings/security',
    errorCallbackURL: '/settings/security',
  });
  if (!url) throw new Error('The server did not return a sign-in address');
  return url;
}

export function deleteAccount(password: string | undefined): Promise<unknown> {
  return api.post('/api/auth/delete-user', password ? { password } : {});
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', { email });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return api.post('/api/auth/reset-password', { token, newPassword });
}

export function changeEmail(input: { newEmail: string; password?: string | undefined }): Promise<unknown> {
  return api.post('/api/auth/change-email', input);
}

export const NOTIFICATION_SETTINGS_QUERY_KEY = ['account', 'notification-settings'] as const;

export const notificationSettingsQueryOptions = queryOptions({
  queryKey: NOTIFICATION_SETTINGS_QUERY_KEY,
  queryFn: ({ signal }) => api.get<NotificationSettings>('/api/me/notification-settings', signal),
});

export function updateNotificationSettings(input: NotificationSettingsUpdate): Promise<NotificationSettings> {
  return api.put('/api/me/notification-settings', input);
}
