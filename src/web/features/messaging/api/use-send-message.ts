import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { MessagePage } from '#contract/messaging.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { LIVE_KEYS } from '#web/lib/live-events.ts';
import { sendMessage } from './messaging-api.ts';

/** A message on its way: `key` tells the pending bubbles apart. */
export interface PendingMessage {
  key: number;
  content: string;
}

/**
 * Sends a message. The sent message joins the thread at once (the live event may come later), and
 * the conversation list moves it to the top. `onSent` runs once the server has it; `onFailed` gets
 * the unsent message back; `onSettled` runs either way.
 */
export function useSendMessage(
  conversationId: string,
  {
    onSent,
    onFailed,
    onSettled,
  }: {
    onSent?: () => void;
    onFailed: (message: PendingMessage) => void;
    onSettled: (message: PendingMessage) => void;
  },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ content }: PendingMessage) => sendMessage(conversationId, content),
    onSuccess: (message) => {
      client.setQueryData<InfiniteData<MessagePage, string | null>>(LIVE_KEYS.messages(conversationId), (data) => {
        if (!data || data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
        const [latest, ...older] = data.pages;
        if (!latest) return data;
        return { ...data, pages: [{ ...latest, items: [...latest.items, message] }, ...older] };
      });
      void client.invalidateQueries({ queryKey: LIVE_KEYS.conversations });
      void client.invalidateQueries({ queryKey: LIVE_KEYS.conversation(conversationId) });
      onSent?.();
    },
    onError: (error, failed) => {
      // the server's reason shows (too many messages, they deleted their account), else a generic one
      showErrorToast(error, { titleKey: 'messaging.sendFailed' });
      // they deleted their account while this was open: the header and the notice follow
      if (error instanceof ApiError && error.key === 'messaging.recipientDeleted') {
        void client.invalidateQueries({ queryKey: LIVE_KEYS.conversation(conversationId) });
        void client.invalidateQueries({ queryKey: LIVE_KEYS.conversations });
      }
      onFailed(failed);
    },
    onSettled: (_data, _error, sent) => onSettled(sent),
  });
}
