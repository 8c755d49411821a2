import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachedCredential } from '#contract/application-credentials.ts';
import { api } from '#web/lib/api-client.ts';
import { applicationCredentialsKey } from './application-credentials-api.ts';

/** Sets the credentials an open application of mine carries; the caller says so in toasts. */
export function useSetApplicationCredentials(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentialIds: string[]): Promise<AttachedCredential[]> =>
      api.put('/me/applications/{id}/credentials', { path: { id: applicationId }, body: { credentialIds } }),
    onSuccess: (attached) => queryClient.setQueryData(applicationCredentialsKey(applicationId), attached),
  });
}
