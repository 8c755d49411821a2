import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { verificationKeys } from './verification-api.ts';

export type VerificationDecision = 'approve' | 'reject' | 'revoke';

/** Approves, rejects or revokes a request; every queue reloads (the request moves between them). */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: VerificationDecision; reason: string }) => {
      const options = { path: { id }, body: { reason: reason.trim() || undefined } };
      if (action === 'approve') return api.post('/staff/verifications/{id}/approve', options);
      const body = { reason };
      return action === 'reject'
        ? api.post('/staff/verifications/{id}/reject', { path: { id }, body })
        : api.post('/staff/verifications/{id}/revoke', { path: { id }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
