import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffBooking, StaffBookingList } from '#contract/staff-bookings.ts';
import { api } from '#web/lib/api-client.ts';

// The Bookings tab's reads and its one write. Types only from the contract: the cancel form loads
// its schema when it opens.

const keys = {
  list: (q: string, page: number) => ['staff', 'bookings', 'list', q, page] as const,
  one: (id: string) => ['staff', 'bookings', 'one', id] as const,
};

export const staffBookingsQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: keys.list(q, page),
    queryFn: ({ signal }): Promise<StaffBookingList> =>
      api.get('/staff/bookings', { query: { q: q || undefined, page }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const staffBookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keys.one(id),
    queryFn: ({ signal }): Promise<StaffBooking> => api.get('/staff/bookings/{id}', { path: { id }, signal }),
    retry: false,
  });

export const loadStaffCancelSchema = () => import('#contract/staff-bookings.ts').then((m) => m.StaffBookingCancelInput);

/** Cancels with a reason; the booking, the lists and the audit log show it at once. */
export function useStaffCancelBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string): Promise<StaffBooking> =>
      api.post('/staff/bookings/{id}/cancel', { path: { id }, body: { reason } }),
    onSuccess: (booking) => {
      client.setQueryData(keys.one(id), booking);
      void client.invalidateQueries({ queryKey: ['staff', 'bookings', 'list'] });
      // the staff console's audit log (its query keys start ['staff', 'audit'])
      void client.invalidateQueries({ queryKey: ['staff', 'audit'] });
    },
  });
}
