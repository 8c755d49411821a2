import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ConversationPage, ConversationSummary, Message, MessagePage } from '#contract/messaging.ts';
import { api } from '#web/lib/api-client.ts';
import { LIVE_KEYS } from '#web/lib/live-events.ts';

/** My conversations, latest activity first; `q` searches the other person's name on the server. */
export const conversationsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...LIVE_KEYS.conversations, q],
    queryFn: ({ pageParam, signal }): Promise<ConversationPage> =>
      api.get('/conversations', { query: { q: q || undefined, cursor: pageParam || undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: LIVE_KEYS.conversation(id),
    queryFn: ({ signal }): Promise<ConversationSummary> => api.get('/conversations/{id}', { path: { id }, signal }),
  });

/** A conversation's messages: the first page is the latest, later pages go back in time. */
export const messagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: LIVE_KEYS.messages(id),
    queryFn: ({ pageParam, signal }): Promise<MessagePage> =>
      api.get('/conversations/{id}/messages', { path: { id }, query: { before: pageParam || undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.olderCursor,
  });

export function sendMessage(conversationId: string, content: string): Promise<Message> {
  return api.post('/conversations/{id}/messages', { path: { id: conversationId }, body: { content } });
}

/**
 * Records the "Request a quote" a conversation was opened for, once its first message is sent: the
 * professional's enquiries (and the lessons it unlocks) follow what was asked, not a page opened.
 */
export function recordQuoteEnquiry(serviceId: string, conversationId: string): Promise<unknown> {
  return api.post('/services/{id}/enquiries', { path: { id: serviceId }, body: { conversationId } });
}

export function markConversationRead(conversationId: string): Promise<{ marked: number }> {
  return api.post('/conversations/{id}/read', { path: { id: conversationId } });
}
