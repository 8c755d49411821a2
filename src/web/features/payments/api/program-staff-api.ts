import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgramRefund, ProgramRefundInput, StaffProgramTimeline } from '#contract/program-payments.ts';
import { api } from '#web/lib/api-client.ts';
import { disputeKeys } from './disputes-api.ts';

// A program payment on the staff Payments tab (decision 054): its money timeline and the full
// refund of a fee still held.

export const programTimelineKey = (attemptId: string) => [...disputeKeys.staff, 'program', attemptId] as const;

export const programTimelineQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: programTimelineKey(attemptId),
    queryFn: ({ signal }): Promise<StaffProgramTimeline> =>
      api.get('/staff/payments/programs/attempts/{id}', { path: { id: attemptId }, signal }),
    retry: false,
  });

export const loadProgramRefundSchema = () => import('#contract/program-payments.ts').then((m) => m.ProgramRefundForm);

/** Staff refund a held program fee, in full or in part; the timeline, the search and the audit log show it at once. */
export function useRefundProgramPayment(attemptId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProgramRefundInput): Promise<ProgramRefund> =>
      api.post('/staff/payments/attempts/{id}/refund', { path: { id: attemptId }, body: input }),
    onSettled: () => {
      // a 409 (released or refunded meanwhile) also means the timeline shown is stale
      void client.invalidateQueries({ queryKey: disputeKeys.staff });
      void client.invalidateQueries({ queryKey: ['staff', 'audit'] });
    },
  });
}
