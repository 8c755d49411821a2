import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '#contract/live-events.ts';
import { API_BASE, api } from './api-client.ts';

// One event stream (GET /api/events, Server-Sent Events) per tab, shared by everything that
// listens: the header's badges and the messages page. It opens with the first listener and closes
// with the last (signing out unmounts them). The stream carries ids and kinds only; listeners
// refetch what changed. After a drop it reconnects by itself and tells listeners
// `{ type: 'resync' }`, so they refetch everything they show and catch up on what they missed.
// The server keeps a few streams per user and ends the oldest with a `replaced` event when another
// tab opens one: that tab then waits until it is looked at again before reconnecting, rather than
// pushing out another tab in turn.

export type LiveListener = (event: LiveEvent | { type: 'resync' }) => void;

/** Query keys of what the stream keeps fresh. */
export const LIVE_KEYS = {
  messaging: ['messaging'] as const,
  unreadMessages: ['messaging', 'unread'] as const,
  conversations: ['messaging', 'conversations'] as const,
  conversation: (id: string) => ['messaging', 'conversation', id] as const,
  messages: (id: string) => ['messaging', 'messages', id] as const,
  notifications: ['notifications'] as const,
  unreadNotifications: ['notifications', 'unread'] as const,
  notificationList: ['notifications', 'list'] as const,
};

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

const listeners = new Set<LiveListener>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = RETRY_MIN_MS;
let droppedSinceOpen = false;

/** Reconnects a replaced stream once its tab is in front again. */
function reconnectWhenLookedAt() {
  if (document.visibilityState !== 'visible') return;
  stopWaitingToBeLookedAt();
  if (listeners.size > 0) connect();
}

function waitToBeLookedAt() {
  document.addEventListener('visibilitychange', reconnectWhenLookedAt);
  window.addEventListener('focus', reconnectWhenLookedAt);
}

function stopWaitingToBeLookedAt() {
  document.removeEventListener('visibilitychange', reconnectWhenLookedAt);
  window.removeEventListener('focus', reconnectWhenLookedAt);
}

function emit(event: LiveEvent | { type: 'resync' }) {
  for (const listener of [...listeners]) listener(event);
}

function connect() {
  if (source || typeof EventSource === 'undefined') return;
  const next = new EventSource(`${API_BASE}/events`);
  source = next;
  next.onopen = () => {
    retryDelay = RETRY_MIN_MS;
    if (droppedSinceOpen) emit({ type: 'resync' });
    droppedSinceOpen = false;
  };
  next.onmessage = (message: MessageEvent<string>) => {
    try {
      emit(JSON.parse(message.data) as LiveEvent);
    } catch {
      // a frame we do not understand (a newer server): ignore it
    }
  };
  next.addEventListener('replaced', () => {
    next.close();
    if (source === next) source = null;
    droppedSinceOpen = true;
    waitToBeLookedAt();
  });
  next.onerror = () => {
    droppedSinceOpen = true;
    // The browser retries a dropped stream itself; a refused one (server restarting, 401, 502)
    // is closed for good, so that one we reopen, waiting longer each time.
    if (next.readyState !== EventSource.CLOSED) return;
    next.close();
    if (source === next) source = null;
    if (listeners.size === 0 || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (listeners.size > 0) connect();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  };
}

function disconnect() {
  stopWaitingToBeLookedAt();
  source?.close();
  source = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  droppedSinceOpen = false;
}

/** Listens to this tab's event stream; returns the unsubscribe function. */
export function subscribeLiveEvents(listener: LiveListener): () => void {
  listeners.add(listener);
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) disconnect();
  };
}

/** `listener` hears every event while the component is mounted (the latest render's listener). */
export function useLiveEvents(listener: LiveListener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeLiveEvents((event) => latest.current(event)), []);
}

/** Marks stale (and refetches where shown) the queries an event touches. */
export function invalidateForEvent(client: QueryClient, event: LiveEvent | { type: 'resync' }): void {
  switch (event.type) {
    case 'message':
    case 'read': {
      const conversationId = event.type === 'message' ? event.conversationId : event.id;
      void client.invalidateQueries({ queryKey: LIVE_KEYS.unreadMessages });
      void client.invalidateQueries({ queryKey: LIVE_KEYS.conversations });
      if (conversationId) {
        void client.invalidateQueries({ queryKey: LIVE_KEYS.conversation(conversationId) });
        void client.invalidateQueries({ queryKey: LIVE_KEYS.messages(conversationId) });
      }
      return;
    }
    case 'notification':
    case 'notifications_read':
      void client.invalidateQueries({ queryKey: LIVE_KEYS.notifications });
      return;
    case 'resync':
      void client.invalidateQueries({ queryKey: LIVE_KEYS.messaging });
      void client.invalidateQueries({ queryKey: LIVE_KEYS.notifications });
      return;
  }
}

/** Keeps the signed-in user's messaging and notification queries fresh from the event stream. */
export function useLiveQuerySync(): void {
  const client = useQueryClient();
  useLiveEvents((event) => invalidateForEvent(client, event));
}

/** How many messages from others I have not read (the header badge). */
export const unreadMessagesQueryOptions = queryOptions({
  queryKey: LIVE_KEYS.unreadMessages,
  queryFn: ({ signal }) => api.get('/conversations/unread-count', { signal }),
});

/** The unread message count the header keeps fresh, without fetching it again (for the mobile menu). */
export function useKnownUnreadMessages(): number {
  return useQuery({ ...unreadMessagesQueryOptions, enabled: false }).data?.count ?? 0;
}
