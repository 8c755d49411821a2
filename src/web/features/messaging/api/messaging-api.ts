import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ConversationPage, ConversationSummary, Message, MessagePage } from '#contract/messaging.ts';
import { api } from '#web/lib/api-client.ts';
import { LIVE_KEYS } from '#web/lib/live-events.ts';

const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

/** My conversations, latest activity first; `q` searches the other person's name on the server. */
export const conversationsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...LIVE_KEYS.conversations, q],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return api.get<ConversationPage>(`/api/conversations${query ? `?${query}` : ''}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: LIVE_KEYS.conversation(id),
    queryFn: ({ signal }) => api.get<ConversationSummary>(conversationPath(id), signal),
  });

/** A conversation's messages: the first page is the latest, later pages go back in time. */
export const messagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: LIVE_KEYS.messages(id),
    queryFn: ({ pageParam, signal }) =>
      api.get<MessagePage>(
        `${conversationPath(id)}/messages${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.olderCursor,
  });

export function sendMessage(conversationId: string, content: string): Promise<Message> {
  return api.post<Message>(`${conversationPath(conversationId)}/messages`, { content });
}

export function markConversationRead(conversationId: string): Promise<{ marked: number }> {
  return api.post<{ marked: number }>(`${conversationPath(conversationId)}/read`);
}
