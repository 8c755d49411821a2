import { queryOptions } from '@tanstack/react-query';
import type { Offer, OfferAction, OfferList, OfferValues } from '#contract/booking-offers.ts';
import { api } from '#web/lib/api-client.ts';

// Offers in a conversation. Types only from the contract: the form loads its schema when it opens.

export const offerKeys = {
  all: ['offers'] as const,
  conversation: (conversationId: string) => ['offers', conversationId] as const,
};

export const conversationOffersQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: offerKeys.conversation(conversationId),
    queryFn: ({ signal }): Promise<OfferList> =>
      api.get('/conversations/{id}/offers', { path: { id: conversationId }, signal }),
  });

export const sendOffer = (conversationId: string, input: OfferValues): Promise<Offer> =>
  api.post('/conversations/{id}/offers', { path: { id: conversationId }, body: input });

export const actOnOffer = (id: string, action: OfferAction): Promise<Offer> =>
  api.post('/offers/{id}/actions', { path: { id }, body: { action } });

/** zod and the schema, fetched when the offer form opens. */
export const loadOfferSchema = () => import('#contract/booking-offers.ts').then((module) => module.OfferInput);
