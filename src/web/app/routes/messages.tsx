import { useConversationOffers } from '#web/features/bookings/components/conversation-offers.tsx';
import { MessagesPage } from '#web/features/messaging/components/messages-page.tsx';

/** /messages (guarded): conversations and the open conversation, updated live, with its offers. */
export function Component() {
  return <MessagesPage useThreadExtras={useConversationOffers} />;
}
