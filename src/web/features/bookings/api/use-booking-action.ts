import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingActionInput } from '#contract/bookings.ts';
import { actOnBooking, bookingsKeys } from './bookings-api.ts';

/** Accept, decline, cancel, mark done or confirm; the booking shows its answer and the lists reload. */
export function useBookingAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingActionInput) => actOnBooking(id, input),
    onSuccess: (booking: Booking) => queryClient.setQueryData(bookingsKeys.booking(id), booking),
    // a refused action (409) may mean the booking moved meanwhile: show its present state
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.all }),
  });
}
