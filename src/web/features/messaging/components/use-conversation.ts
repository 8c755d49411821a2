import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Message, MessagePage } from '#contract/messaging.ts';
import { LIVE_KEYS, useLiveEvents } from '#web/lib/live-events.ts';
import { recordQuoteEnquiry } from '../api/messaging-api.ts';
import { useMarkConversationRead } from '../api/use-mark-conversation-read.ts';
import { useSendMessage, type PendingMessage } from '../api/use-send-message.ts';

/** A scroll position this close to the end counts as "at the end": new messages keep it there. */
const STICKY_PX = 120;

/** The loaded pages as one list, oldest first, each message once. */
export function useThreadMessages(data: InfiniteData<MessagePage, unknown> | undefined): Message[] {
  return useMemo(() => {
    const seen = new Set<string>();
    const list: Message[] = [];
    // pages run newest first; each page is oldest first
    for (const page of [...(data?.pages ?? [])].reverse()) {
      for (const message of page.items) {
        if (seen.has(message.id)) continue;
        seen.add(message.id);
        list.push(message);
      }
    }
    return list;
  }, [data]);
}

/** Reading: opening the conversation, and new messages while it is open and visible. */
export function useReadWhileVisible(conversationId: string, hasUnread: boolean) {
  const client = useQueryClient();
  const markRead = useMarkConversationRead(conversationId);
  const readIfVisible = useCallback(() => {
    if (hasUnread && document.visibilityState === 'visible' && !markRead.isPending) markRead.mutate();
  }, [hasUnread, markRead]);
  useEffect(() => {
    readIfVisible();
    document.addEventListener('visibilitychange', readIfVisible);
    return () => document.removeEventListener('visibilitychange', readIfVisible);
  }, [readIfVisible]);
  // the header's listener refetches; this one only makes sure an event for this conversation
  // that arrives while a refetch is already running still leads to a fresh read
  useLiveEvents((event) => {
    if (event.type === 'message' && event.conversationId === conversationId) {
      void client.invalidateQueries({ queryKey: LIVE_KEYS.messages(conversationId) });
    }
  });
}

/**
 * The composer's draft and the messages on their way, shown as pending bubbles until answered. A
 * conversation opened by "Request a quote" records the enquiry when its first message is sent.
 */
export function useOutbox(
  conversationId: string,
  initialDraft: string,
  onSubmit: () => void,
  quoteServiceId: string | null = null,
) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [draft, setDraft] = useState(initialDraft);
  const nextKey = useRef(0);
  const quote = useRef(quoteServiceId);
  const send = useSendMessage(conversationId, {
    onSent: () => {
      const serviceId = quote.current;
      if (!serviceId) return;
      quote.current = null;
      // the message itself reached the professional; a failed record only leaves it off their list
      recordQuoteEnquiry(serviceId, conversationId).catch(() => undefined);
    },
    // spec §8: the text is kept — put it back in front of anything typed since
    onFailed: (failed) => setDraft((current) => (current.trim() ? `${failed.content}\n${current}` : failed.content)),
    onSettled: (sent) => setPending((list) => list.filter((item) => item.key !== sent.key)),
  });

  function submit(content: string) {
    const item = { key: (nextKey.current += 1), content };
    setPending((list) => [...list, item]);
    setDraft(''); // spec §4: sending clears the input
    onSubmit();
    send.mutate(item);
  }

  return { pending, draft, setDraft, submit };
}

/**
 * Scrolling: start at the end, and follow new messages when already near the end. `stickToEnd`
 * is the caller's, so sending and loading older messages can set it.
 */
export function useStickyScroll(stickToEnd: RefObject<boolean>, lastId: string | undefined, pendingCount: number) {
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && stickToEnd.current) element.scrollTop = element.scrollHeight;
  }, [lastId, pendingCount, stickToEnd]);
  const onScroll = () => {
    const element = scroller.current;
    if (element) stickToEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICKY_PX;
  };
  return { scroller, onScroll };
}
