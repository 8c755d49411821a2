import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutInput } from '#contract/payouts.ts';
import { payoutKeys, recordPayout } from './payouts-api.ts';

/** Records a payout; the balances list and the audit log show it next. */
export function useRecordPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ professionalId, input }: { professionalId: string; input: PayoutInput }) =>
      recordPayout(professionalId, input),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: payoutKeys.balances });
      void client.invalidateQueries({ queryKey: ['staff', 'audit'] });
    },
  });
}
