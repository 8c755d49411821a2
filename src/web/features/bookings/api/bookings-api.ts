import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Availability,
  AvailabilityValues,
  Booking,
  BookingActionInput,
  BookingList,
  BookingRequest,
  BookingView,
  RescheduleAnswerInput,
  RescheduleProposal,
  Slots,
} from '#contract/bookings.ts';
import { api } from '#web/lib/api-client.ts';
import type { BookingSide } from '../lib/list-state.ts';

// Types only from '#contract/bookings.ts': its values would bring zod into these pages; the
// forms load their schemas when they open.

export const bookingsKeys = {
  all: ['bookings'] as const,
  slots: (serviceId: string, from: string, days: number) => ['bookings', 'slots', serviceId, from, days] as const,
  list: (side: BookingSide, view: BookingView, page: number) => ['bookings', 'list', side, view, page] as const,
  booking: (id: string) => ['bookings', 'one', id] as const,
  availability: ['bookings', 'availability'] as const,
};

/** Days of slots one panel shows at a time. */
export const SLOT_DAYS = 7;

export const slotsQueryOptions = (serviceId: string, from: string) =>
  queryOptions({
    queryKey: bookingsKeys.slots(serviceId, from, SLOT_DAYS),
    queryFn: ({ signal }): Promise<Slots> =>
      api.get('/bookings/slots', { query: { serviceId, from, days: SLOT_DAYS }, signal }),
    placeholderData: keepPreviousData,
  });

export const bookingListQueryOptions = (side: BookingSide, view: BookingView, page: number) =>
  queryOptions({
    queryKey: bookingsKeys.list(side, view, page),
    queryFn: ({ signal }): Promise<BookingList> => api.get('/bookings', { query: { as: side, view, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookingsKeys.booking(id),
    queryFn: ({ signal }): Promise<Booking> => api.get('/bookings/{id}', { path: { id }, signal }),
  });

export const availabilityQueryOptions = queryOptions({
  queryKey: bookingsKeys.availability,
  queryFn: ({ signal }): Promise<Availability> => api.get('/bookings/availability', { signal }),
});

export const requestBooking = (input: BookingRequest): Promise<Booking> => api.post('/bookings', { body: input });

export const actOnBooking = (id: string, input: BookingActionInput): Promise<Booking> =>
  api.post('/bookings/{id}/actions', { path: { id }, body: input });

export const proposeReschedule = (id: string, input: RescheduleProposal): Promise<Booking> =>
  api.post('/bookings/{id}/reschedules', { path: { id }, body: input });

export const answerReschedule = (id: string, rescheduleId: string, input: RescheduleAnswerInput): Promise<Booking> =>
  api.post('/bookings/{id}/reschedules/{rescheduleId}', { path: { id, rescheduleId }, body: input });

export const saveAvailability = (input: AvailabilityValues): Promise<Availability> =>
  api.put('/bookings/availability', { body: input });

/** zod and the schemas, fetched when a booking form opens. */
export const loadBookingRequestSchema = () => import('#contract/bookings.ts').then((module) => module.BookingRequest);
export const loadRescheduleSchema = () => import('#contract/bookings.ts').then((module) => module.RescheduleProposal);
export const loadAvailabilitySchema = () => import('#contract/bookings.ts').then((module) => module.AvailabilityInput);
