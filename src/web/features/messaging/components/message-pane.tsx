import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeft, UserX } from 'lucide-react';
import type { ConversationSummary } from '#contract/messaging.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { conversationQueryOptions, messagesQueryOptions } from '../api/messaging-api.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageLogBody } from './message-log.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { noThreadExtras, type UseThreadExtras } from './thread-extras.ts';
import { useOutbox, useReadWhileVisible, useStickyScroll, useThreadMessages } from './use-conversation.ts';

/** One conversation: header, messages oldest first (older pages on demand), "Seen", and the composer. */
export function MessagePane({
  conversationId,
  meId,
  initialDraft,
  quoteServiceId = null,
  useThreadExtras = noThreadExtras,
  className,
}: {
  conversationId: string;
  meId: string;
  initialDraft: string;
  /** The service "Request a quote" opened this for: recorded as an enquiry once a message is sent. */
  quoteServiceId?: string | null;
  /** Other features' items in the thread and action in the header (offers). */
  useThreadExtras?: UseThreadExtras;
  className?: string;
}) {
  const { t } = useTranslation();
  const conversation = useQuery(conversationQueryOptions(conversationId));
  const thread = useInfiniteQuery(messagesQueryOptions(conversationId));
  const messages = useThreadMessages(thread.data);
  useReadWhileVisible(
    conversationId,
    messages.some((message) => message.senderId !== meId && message.readAt === null),
  );
  const stickToEnd = useRef(true);
  const { pending, draft, setDraft, submit } = useOutbox(
    conversationId,
    initialDraft,
    () => {
      stickToEnd.current = true;
    },
    quoteServiceId,
  );
  const { scroller, onScroll } = useStickyScroll(stickToEnd, messages.at(-1)?.id, pending.length);

  const other = conversation.data?.otherUser;
  // null (not undefined): the other person deleted their account; their messages stay readable
  const otherDeleted = other === null;
  const otherName = other ? other.name : t('messaging.deletedUser');
  const notFound = conversation.error instanceof ApiError && conversation.error.status === 404;
  const extras = useThreadExtras({ id: conversationId, otherName: other ? other.name : null });

  return (
    <section aria-labelledby="conversation-heading" className={cn('flex min-h-0 flex-col bg-white', className)}>
      <ConversationHeader
        conversation={conversation.data}
        conversationId={conversationId}
        otherName={otherName}
        action={notFound ? null : extras.action}
      />
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={conversation.data ? t('messaging.messageList', { name: otherName }) : t('messaging.title')}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
      >
        <MessageLogBody
          notFound={notFound}
          thread={thread}
          messages={messages}
          extras={notFound ? [] : extras.items}
          pending={pending}
          meId={meId}
          onLoadOlder={() => {
            stickToEnd.current = false;
            void thread.fetchNextPage();
          }}
        />
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

function ConversationHeader({
  conversation,
  conversationId,
  otherName,
  action,
}: {
  conversation: ConversationSummary | undefined;
  conversationId: string;
  otherName: string;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="flex h-16 shrink-0 items-center gap-3 border-b border-slate-200 px-3 sm:px-4">
      <Link
        to="/messages"
        aria-label={t('messaging.back')}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      {conversation ? (
        <>
          <PersonAvatar person={conversation.otherUser} deletedSeed={conversationId} />
          <h2
            id="conversation-heading"
            className={cn(
              'min-w-0 truncate text-base font-semibold',
              conversation.otherUser === null ? 'text-slate-600' : 'text-slate-900',
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
      {action ? <div className="ml-auto shrink-0">{action}</div> : null}
    </header>
  );
}
