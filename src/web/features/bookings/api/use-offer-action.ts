import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferAction } from '#contract/booking-offers.ts';
import { actOnOffer, offerKeys } from './booking-offers-api.ts';
import { bookingsKeys } from './bookings-api.ts';

/** Accept, decline or withdraw an offer; the thread's offers and the booking lists reload. */
export function useOfferAction(conversationId: string, offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OfferAction) => actOnOffer(offerId, action),
    // a refusal (409) may mean the offer moved meanwhile: show its present state
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.conversation(conversationId) }),
        queryClient.invalidateQueries({ queryKey: bookingsKeys.all }),
      ]),
  });
}
