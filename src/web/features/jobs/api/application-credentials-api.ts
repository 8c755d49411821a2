import { queryOptions } from '@tanstack/react-query';
import type { AttachedCredential } from '#contract/application-credentials.ts';
import type { CredentialSummary } from '#contract/credentials.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * My credentials, to pick from when applying (decision 053). The key is the one "My credentials"
 * on the dashboard uses, so both read and refresh one list.
 */
export const credentialChoicesQueryOptions = queryOptions({
  queryKey: ['my-credentials'] as const,
  queryFn: ({ signal }): Promise<CredentialSummary[]> => api.get('/me/credentials', { signal }),
});

export const applicationCredentialsKey = (applicationId: string) =>
  ['my-applications', applicationId, 'credentials'] as const;

/** The credentials my application carries, each with its standing now. */
export const applicationCredentialsQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: applicationCredentialsKey(applicationId),
    queryFn: ({ signal }): Promise<AttachedCredential[]> =>
      api.get('/me/applications/{id}/credentials', { path: { id: applicationId }, signal }),
  });
