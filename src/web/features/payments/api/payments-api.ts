import { queryOptions } from '@tanstack/react-query';
import type { BookingPayment, PaymentAttempt, PaymentRedirect, PaymentStartInput } from '#contract/payments.ts';
import type { ProgramPayment } from '#contract/program-payments.ts';
import { api } from '#web/lib/api-client.ts';

// Types only from the contract, so zod stays out of these pages.

export const paymentsKeys = {
  all: ['payments'] as const,
  booking: (bookingId: string) => ['payments', 'booking', bookingId] as const,
  attempt: (attemptId: string) => ['payments', 'attempt', attemptId] as const,
  program: (programId: string) => ['payments', 'program', programId] as const,
};

export const bookingPaymentQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: paymentsKeys.booking(bookingId),
    queryFn: ({ signal }): Promise<BookingPayment> =>
      api.get('/payments/bookings/{id}', { path: { id: bookingId }, signal }),
  });

export const attemptQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: paymentsKeys.attempt(attemptId),
    queryFn: ({ signal }): Promise<PaymentAttempt> =>
      api.get('/payments/attempts/{id}', { path: { id: attemptId }, signal }),
  });

export const startPayment = (bookingId: string, input: PaymentStartInput): Promise<PaymentRedirect> =>
  api.post('/payments/bookings/{id}/attempts', { path: { id: bookingId }, body: input });

export const checkAttempt = (attemptId: string): Promise<PaymentAttempt> =>
  api.post('/payments/attempts/{id}/check', { path: { id: attemptId } });

export const programPaymentQueryOptions = (programId: string) =>
  queryOptions({
    queryKey: paymentsKeys.program(programId),
    queryFn: ({ signal }): Promise<ProgramPayment> =>
      api.get('/payments/programs/{id}', { path: { id: programId }, signal }),
  });

export const startProgramPayment = (programId: string, input: PaymentStartInput): Promise<PaymentRedirect> =>
  api.post('/payments/programs/{id}/attempts', { path: { id: programId }, body: input });
