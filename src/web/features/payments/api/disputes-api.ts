import { useState } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BookingDispute,
  DisputeDecisionInput,
  PaymentDispute,
  RefundTransfer,
  RefundTransferInput,
  StaffAttemptList,
  StaffDisputeList,
  StaffMoneyTimeline,
} from '#contract/payment-disputes.ts';
import { DISPUTE_PHOTO_FIELD } from '#contract/dispute-photos.ts';
import { api, apiUrl } from '#web/lib/api-client.ts';
import { postFormTo } from '#web/lib/api-upload.ts';
import { paymentsKeys } from './payments-api.ts';

// Disputes on the booking's page and the staff Payments tab (decision 050). Types only from the
// contract: each form loads its schema when it opens.

export const disputeKeys = {
  booking: (bookingId: string) => ['payments', 'dispute', bookingId] as const,
  staff: ['staff', 'payments'] as const,
  queue: ['staff', 'payments', 'disputes'] as const,
  unsettled: ['staff', 'payments', 'unsettled'] as const,
  search: (q: string) => ['staff', 'payments', 'search', q] as const,
  timeline: (bookingId: string) => ['staff', 'payments', 'timeline', bookingId] as const,
};

export const bookingDisputeQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: disputeKeys.booking(bookingId),
    queryFn: ({ signal }): Promise<BookingDispute> =>
      api.get('/payments/bookings/{id}/dispute', { path: { id: bookingId }, signal }),
  });

export const loadDisputeOpenSchema = () => import('#contract/payment-disputes.ts').then((m) => m.DisputeOpenInput);
export const loadDisputeAnswerSchema = () => import('#contract/payment-disputes.ts').then((m) => m.DisputeAnswerInput);
export const loadDecisionSchema = () => import('#contract/payment-disputes.ts').then((m) => m.DisputeDecisionForm);

/** Where a dispute's photo opens: its authorized route, never a public URL. */
export const disputePhotoUrl = (id: string, size: 'thumb' | 'full') =>
  apiUrl('/payments/dispute-photos/{id}', { path: { id }, query: { size } });

/** The routes that take a dispute's text and photos as one multipart body, and the text's field. */
const DISPUTE_POSTS = {
  open: { path: '/payments/bookings/{id}/dispute', field: 'reason' },
  answer: { path: '/payments/bookings/{id}/dispute/answer', field: 'answer' },
} as const;

/**
 * A party's side of a dispute, its text and photos, `progress` (0–1) while they upload: the
 * client opens it, the booking's professional answers it (decision 059). The booking's payment and
 * dispute show it at once.
 */
export function useSendDispute(bookingId: string, kind: keyof typeof DISPUTE_POSTS) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ text, photos }: { text: string; photos: File[] }): Promise<PaymentDispute> => {
      const { path, field } = DISPUTE_POSTS[kind];
      const form = new FormData();
      form.set(field, text);
      for (const photo of photos) form.append(DISPUTE_PHOTO_FIELD, photo, photo.name);
      setProgress(0);
      return postFormTo(path, { path: { id: bookingId }, form, onProgress: setProgress });
    },
    onSettled: () => setProgress(null),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: disputeKeys.booking(bookingId) });
      void client.invalidateQueries({ queryKey: paymentsKeys.booking(bookingId) });
    },
  });
  return { ...mutation, progress };
}

export const staffDisputesQueryOptions = () =>
  queryOptions({
    queryKey: disputeKeys.queue,
    queryFn: ({ signal }): Promise<StaffDisputeList> => api.get('/staff/payments/disputes', { signal }),
    retry: false,
  });

export const unsettledQueryOptions = () =>
  queryOptions({
    queryKey: disputeKeys.unsettled,
    queryFn: ({ signal }): Promise<StaffAttemptList> => api.get('/staff/payments/unsettled', { signal }),
    retry: false,
  });

export const paymentSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: disputeKeys.search(q),
    queryFn: ({ signal }): Promise<StaffAttemptList> => api.get('/staff/payments/search', { query: { q }, signal }),
    enabled: q.trim() !== '',
    retry: false,
  });

export const moneyTimelineQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: disputeKeys.timeline(bookingId),
    queryFn: ({ signal }): Promise<StaffMoneyTimeline> =>
      api.get('/staff/payments/bookings/{id}', { path: { id: bookingId }, signal }),
    retry: false,
  });

/** Staff decide; the tab, the timeline and the audit log show it at once. */
export function useDecideDispute(disputeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeDecisionInput): Promise<PaymentDispute> =>
      api.post('/staff/payments/disputes/{id}/decision', { path: { id: disputeId }, body: input }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: disputeKeys.staff });
      void client.invalidateQueries({ queryKey: ['staff', 'audit'] });
    },
  });
}

export const loadRefundTransferSchema = () =>
  import('#contract/payment-disputes.ts').then((m) => m.RefundTransferInput);

/** Staff record an owed refund as transferred; the timeline and the audit log show it at once. */
export function useRecordRefundTransfer(attemptId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundTransferInput): Promise<RefundTransfer> =>
      api.post('/staff/payments/attempts/{id}/refund-transfer', { path: { id: attemptId }, body: input }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: disputeKeys.staff });
      void client.invalidateQueries({ queryKey: ['staff', 'audit'] });
    },
  });
}
