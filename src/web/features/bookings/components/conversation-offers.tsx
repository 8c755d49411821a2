import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useLiveEvents } from '#web/lib/live-events.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { conversationOffersQueryOptions, offerKeys } from '../api/booking-offers-api.ts';
import { OfferCard } from './offer-card.tsx';
import { OfferFormDialog } from './offer-form-dialog.tsx';

/** What a conversation shows of its offers: cards placed in the thread by time, and "Send an offer". */
export interface OfferThread {
  items: { key: string; createdAt: string; node: ReactNode }[];
  action: ReactNode;
}

/**
 * The offers of one conversation for the messages page: each a card in the thread, and for a
 * professional with services to offer, the button and dialog that send one. A new or answered
 * offer reaches both people's open tabs as the conversation's event.
 */
export function useConversationOffers(conversation: { id: string; otherName: string | null }): OfferThread {
  const client = useQueryClient();
  const offers = useQuery(conversationOffersQueryOptions(conversation.id));
  useLiveEvents((event) => {
    // after a dropped stream ('resync') the tab catches up on what it missed
    if (event.type === 'resync' || (event.type === 'message' && event.conversationId === conversation.id)) {
      void client.invalidateQueries({ queryKey: offerKeys.conversation(conversation.id) });
    }
  });
  const data = offers.data;
  return {
    items: (data?.items ?? []).map((offer) => ({
      key: `offer-${offer.id}`,
      createdAt: offer.createdAt,
      node: <OfferCard offer={offer} />,
    })),
    action:
      data && data.services.length > 0 && conversation.otherName !== null ? (
        <SendOfferButton
          conversationId={conversation.id}
          clientName={conversation.otherName}
          services={data.services}
          durationMinutes={data.durationMinutes}
        />
      ) : null,
  };
}

function SendOfferButton(props: {
  conversationId: string;
  clientName: string;
  services: Parameters<typeof OfferFormDialog>[0]['services'];
  durationMinutes: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        title={t('bookings.offers.sendHint', { name: props.clientName })}
      >
        <HandCoins aria-hidden="true" />
        {t('bookings.offers.send')}
      </Button>
      <OfferFormDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}
