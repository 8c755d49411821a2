import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferValues } from '#contract/booking-offers.ts';
import { offerKeys, sendOffer } from './booking-offers-api.ts';

/** Sends an offer in a conversation; the thread's offers reload. */
export function useSendOffer(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferValues) => sendOffer(conversationId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.conversation(conversationId) }),
  });
}
