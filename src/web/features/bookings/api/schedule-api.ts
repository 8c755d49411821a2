import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BookingWeek,
  CalendarFeed,
  ServiceBookingRulesList,
  ServiceBookingRulesValues,
} from '#contract/booking-schedule.ts';
import { api } from '#web/lib/api-client.ts';
import { bookingsKeys } from './bookings-api.ts';

// The professional's schedule: each service's own rules, the private calendar feed, the week view.
// Types only from the contract, as in bookings-api.ts; the rules form loads its schema on focus.

export const scheduleKeys = {
  serviceRules: ['bookings', 'service-rules'] as const,
  feed: ['bookings', 'feed'] as const,
  week: (from: string) => ['bookings', 'week', from] as const,
};

export const serviceRulesQueryOptions = queryOptions({
  queryKey: scheduleKeys.serviceRules,
  queryFn: ({ signal }): Promise<ServiceBookingRulesList> => api.get('/bookings/service-rules', { signal }),
});

export const calendarFeedQueryOptions = queryOptions({
  queryKey: scheduleKeys.feed,
  queryFn: ({ signal }): Promise<CalendarFeed> => api.get('/bookings/feed', { signal }),
});

export const bookingWeekQueryOptions = (from: string) =>
  queryOptions({
    queryKey: scheduleKeys.week(from),
    queryFn: ({ signal }): Promise<BookingWeek> => api.get('/bookings/week', { query: { from }, signal }),
    placeholderData: keepPreviousData,
  });

export const loadServiceRulesSchema = () =>
  import('#contract/booking-schedule.ts').then((module) => module.ServiceBookingRulesInput);

/** Saves one service's own rules; its slots change with them. */
export function useSaveServiceRules(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceBookingRulesValues): Promise<ServiceBookingRulesList> =>
      api.put('/bookings/service-rules/{serviceId}', { path: { serviceId }, body: input }),
    onSuccess: (saved) => queryClient.setQueryData(scheduleKeys.serviceRules, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.all }),
  });
}

/** Makes a new feed URL (the answer holds it this once) or revokes the feed. */
export function useCalendarFeed() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.feed });
  const create = useMutation({
    mutationFn: (): Promise<CalendarFeed> => api.post('/bookings/feed', {}),
    onSettled: settle,
  });
  const revoke = useMutation({
    mutationFn: (): Promise<unknown> => api.delete('/bookings/feed', {}),
    onSettled: settle,
  });
  return { create, revoke };
}
