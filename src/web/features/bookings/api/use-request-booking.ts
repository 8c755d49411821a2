import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest } from '#contract/bookings.ts';
import { bookingsKeys, requestBooking } from './bookings-api.ts';

/** Sends a booking request; every list and the service's slots reload (the slot is held now). */
export function useRequestBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingRequest) => requestBooking(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.all }),
  });
}
