import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ArrowLeft, MessageSquare, RefreshCw, UserX } from 'lucide-react';
import type { Message, MessagePage } from '#contract/messaging.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { LIVE_KEYS, useLiveEvents } from '#web/lib/live-events.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  conversationQueryOptions,
  markConversationRead,
  messagesQueryOptions,
  sendMessage,
} from '../api/messaging-api.ts';
import { formatDayLabel, formatMessageTime, isNewDay } from '../lib/message-time.ts';
import { MessageComposer } from './message-composer.tsx';
import { PersonAvatar } from './person-avatar.tsx';

interface PendingMessage {
  key: number;
  content: string;
}

/** A scroll position this close to the end counts as "at the end": new messages keep it there. */
const STICKY_PX = 120;

/** One conversation: header, messages oldest first (older pages on demand), "Seen", and the composer. */
export function MessagePane({
  conversationId,
  meId,
  initialDraft,
  className,
}: {
  conversationId: string;
  meId: string;
  initialDraft: string;
  className?: string;
}) {
  const { t, language } = useTranslation();
  const client = useQueryClient();
  const conversation = useQuery(conversationQueryOptions(conversationId));
  const thread = useInfiniteQuery(messagesQueryOptions(conversationId));
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [draft, setDraft] = useState(initialDraft);
  const nextKey = useRef(0);

  const messages = useMemo(() => {
    const seen = new Set<string>();
    const list: Message[] = [];
    // pages run newest first; each page is oldest first
    for (const page of [...(thread.data?.pages ?? [])].reverse()) {
      for (const message of page.items) {
        if (seen.has(message.id)) continue;
        seen.add(message.id);
        list.push(message);
      }
    }
    return list;
  }, [thread.data]);

  // ---- reading: opening the conversation, and new messages while it is open and visible ----
  const markRead = useMutation({
    mutationFn: () => markConversationRead(conversationId),
    onSuccess: ({ marked }) => {
      if (marked === 0) return;
      void client.invalidateQueries({ queryKey: LIVE_KEYS.unreadMessages });
      void client.invalidateQueries({ queryKey: LIVE_KEYS.conversations });
      void client.invalidateQueries({ queryKey: LIVE_KEYS.notifications });
    },
  });
  const hasUnread = messages.some((message) => message.senderId !== meId && message.readAt === null);
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

  // ---- sending ----
  const send = useMutation({
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
    },
    onError: (error, failed) => {
      showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'messaging.sendFailed' });
      // they deleted their account while this was open: the header and the notice follow
      if (error instanceof ApiError && error.key === 'messaging.recipientDeleted') {
        void client.invalidateQueries({ queryKey: LIVE_KEYS.conversation(conversationId) });
        void client.invalidateQueries({ queryKey: LIVE_KEYS.conversations });
      }
      // spec §8: the text is kept — put it back in front of anything typed since
      setDraft((current) => (current.trim() ? `${failed.content}\n${current}` : failed.content));
    },
    onSettled: (_data, _error, sent) => setPending((list) => list.filter((item) => item.key !== sent.key)),
  });

  function submit(content: string) {
    const item = { key: (nextKey.current += 1), content };
    setPending((list) => [...list, item]);
    setDraft(''); // spec §4: sending clears the input
    stickToEnd.current = true;
    send.mutate(item);
  }

  // ---- scrolling: start at the end, follow new messages when already near the end ----
  const scroller = useRef<HTMLDivElement>(null);
  const stickToEnd = useRef(true);
  const lastId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && stickToEnd.current) element.scrollTop = element.scrollHeight;
  }, [lastId, pending.length]);
  const onScroll = () => {
    const element = scroller.current;
    if (element) stickToEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICKY_PX;
  };

  const other = conversation.data?.otherUser;
  // null (not undefined): the other person deleted their account; their messages stay readable
  const otherDeleted = other === null;
  const otherName = other ? other.name : t('messaging.deletedUser');
  const notFound = conversation.error instanceof ApiError && conversation.error.status === 404;
  const lastMine = [...messages].reverse().find((message) => message.senderId === meId);
  const labels = { today: t('messaging.today'), yesterday: t('messaging.yesterday') };

  return (
    <section aria-labelledby="conversation-heading" className={cn('flex min-h-0 flex-col bg-white', className)}>
      <header className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 px-3 sm:px-4">
        <Link
          to="/messages"
          aria-label={t('messaging.back')}
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        {conversation.data ? (
          <>
            <PersonAvatar person={conversation.data.otherUser} deletedSeed={conversationId} />
            <h2
              id="conversation-heading"
              className={cn(
                'min-w-0 truncate text-base font-semibold',
                otherDeleted ? 'text-slate-600' : 'text-slate-900',
              )}
            >
              {otherName}
            </h2>
          </>
        ) : (
          <>
            <Skeleton className="size-10 rounded-full" />
            <h2 id="conversation-heading" className="sr-only">
              {t('messaging.title')}
            </h2>
            <Skeleton className="h-4 w-40" />
          </>
        )}
      </header>

      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={conversation.data ? t('messaging.messageList', { name: otherName }) : t('messaging.title')}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
      >
        {notFound ? (
          <p className="py-10 text-center text-slate-600">{t('messaging.conversationNotFound')}</p>
        ) : thread.isPending ? (
          <div aria-hidden="true" className="space-y-3">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
            <Skeleton className="h-14 w-3/5" />
          </div>
        ) : thread.isError ? (
          <div className="flex justify-center py-10">
            <Button variant="outline" size="sm" onClick={() => void thread.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('shell.tryAgain')}
            </Button>
          </div>
        ) : (
          <>
            {thread.hasNextPage ? (
              <div className="mb-3 flex justify-center">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    stickToEnd.current = false;
                    void thread.fetchNextPage();
                  }}
                  disabled={thread.isFetchingNextPage}
                >
                  {t('messaging.loadOlder')}
                </Button>
              </div>
            ) : null}
            {messages.length === 0 && pending.length === 0 ? (
              <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-slate-600">
                <MessageSquare aria-hidden="true" className="size-8 text-slate-400" />
                <p>{t('messaging.noMessagesYet')}</p>
              </div>
            ) : null}
            <ol className="space-y-1.5">
              {messages.map((message, index) => {
                const mine = message.senderId === meId;
                const previous = messages[index - 1];
                const newDay = !previous || isNewDay(previous.createdAt, message.createdAt);
                return (
                  <Fragment key={message.id}>
                    {newDay ? (
                      <li className="py-2 text-center text-xs font-medium text-slate-500">
                        {formatDayLabel(message.createdAt, language, labels)}
                      </li>
                    ) : null}
                    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
                      <Bubble mine={mine} content={message.content}>
                        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, language)}</time>
                      </Bubble>
                      {mine && message.id === lastMine?.id && message.readAt ? (
                        <span className="mt-0.5 mr-1 text-xs font-medium text-slate-600">{t('messaging.seen')}</span>
                      ) : null}
                    </li>
                  </Fragment>
                );
              })}
              {pending.map((item) => (
                <li key={`pending-${item.key}`} className="flex flex-col items-end opacity-70">
                  <Bubble mine content={item.content}>
                    {t('messaging.sending')}
                  </Bubble>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>

      {otherDeleted ? (
        <p className="flex shrink-0 items-start gap-2 border-t border-slate-200 bg-white p-4 text-sm text-slate-700">
          <UserX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          {t('messaging.recipientDeletedNotice')}
        </p>
      ) : null}
      {/* nobody to send to: the composer goes, unless it holds text (a refused send) still to copy */}
      {otherDeleted && !draft.trim() ? null : (
        <MessageComposer
          key={conversationId}
          value={draft}
          onChange={setDraft}
          onSend={submit}
          disabled={notFound}
          canSend={!otherDeleted}
          autoFocus={initialDraft.length > 0}
        />
      )}
    </section>
  );
}

function Bubble({ mine, content, children }: { mine: boolean; content: string; children: React.ReactNode }) {
  return (
    <div
      className={cn(
        'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-xs sm:max-w-[70%]',
        mine
          ? 'rounded-br-md bg-brand-700 text-white'
          : 'rounded-bl-md border border-slate-200 bg-white text-slate-900',
      )}
    >
      <p className="text-[15px] break-words whitespace-pre-wrap">{content}</p>
      <p className={cn('mt-1 text-right text-[11px]', mine ? 'text-brand-100' : 'text-slate-500')}>{children}</p>
    </div>
  );
}
