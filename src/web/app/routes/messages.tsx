import { MessagesPage } from '#web/features/messaging/components/messages-page.tsx';

/** /messages (guarded): conversations and the open conversation, updated live. */
export function Component() {
  return <MessagesPage />;
}
