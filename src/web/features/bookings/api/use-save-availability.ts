import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityValues } from '#contract/bookings.ts';
import { bookingsKeys, saveAvailability } from './bookings-api.ts';

/** Saves the professional's working time; their slots change with it. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityValues) => saveAvailability(input),
    onSuccess: (saved) => queryClient.setQueryData(bookingsKeys.availability, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.all }),
  });
}
