import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIVE_KEYS } from '#web/lib/live-events.ts';
import { markConversationRead } from './messaging-api.ts';

/** Marks the other person's messages read; the unread counts and lists follow when any were. */
export function useMarkConversationRead(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(conversationId),
    onSuccess: ({ marked }) => {
      if (marked === 0) return;
      void client.invalidateQueries({ queryKey: LIVE_KEYS.unreadMessages });
      void client.invalidateQueries({ queryKey: LIVE_KEYS.conversations });
      void client.invalidateQueries({ queryKey: LIVE_KEYS.notifications });
    },
  });
}
