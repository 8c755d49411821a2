import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { moderationKeys } from './moderation-api.ts';

/** Upholds or reverses an appeal with a reason; the appeals and the queue are read again after. */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: 'uphold' | 'reverse'; reason: string }) =>
      api.post('/staff/appeals/{id}/decide', { path: { id }, body: { decision, reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
