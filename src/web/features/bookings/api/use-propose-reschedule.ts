import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, RescheduleProposal } from '#contract/bookings.ts';
import { bookingsKeys, proposeReschedule } from './bookings-api.ts';

/** Proposes another time for a booking; the booking shows the pending proposal. */
export function useProposeReschedule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RescheduleProposal) => proposeReschedule(id, input),
    onSuccess: (booking: Booking) => queryClient.setQueryData(bookingsKeys.booking(id), booking),
    // a refusal may mean the other side proposed meanwhile: show the booking as it is
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.all }),
  });
}
