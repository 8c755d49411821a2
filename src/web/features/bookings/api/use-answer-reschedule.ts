import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, RescheduleAnswerInput } from '#contract/bookings.ts';
import { answerReschedule, bookingsKeys } from './bookings-api.ts';

/** Accepts, declines or withdraws the pending proposal; an accepted one moves the booking, and its slots change. */
export function useAnswerReschedule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rescheduleId, ...input }: RescheduleAnswerInput & { rescheduleId: string }) =>
      answerReschedule(id, rescheduleId, input),
    onSuccess: (booking: Booking) => queryClient.setQueryData(bookingsKeys.booking(id), booking),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.all }),
  });
}
