import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentAttempt } from '#contract/payments.ts';
import { checkAttempt, paymentsKeys } from './payments-api.ts';

/** Asks the gateway again about an attempt still waiting; the return page shows the answer. */
export function useCheckAttempt(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkAttempt(attemptId),
    onSuccess: (attempt: PaymentAttempt) => {
      queryClient.setQueryData(paymentsKeys.attempt(attemptId), attempt);
      const queryKey = attempt.programId
        ? paymentsKeys.program(attempt.programId)
        : paymentsKeys.booking(attempt.bookingId);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
