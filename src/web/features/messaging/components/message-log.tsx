import { Fragment, type ReactNode } from 'react';
import { MessageSquare, RefreshCw } from 'lucide-react';
import type { Message } from '#contract/messaging.ts';
import { cn } from '#web/lib/cn.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ReportButton } from '#web/components/moderation/report-button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { PendingMessage } from '../api/use-send-message.ts';
import { formatDayLabel, formatMessageTime, isNewDay } from '../lib/message-time.ts';

export interface ThreadState {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** What the log shows: not found, loading, failed with retry, or the messages with "Load older". */
export function MessageLogBody({
  notFound,
  thread,
  messages,
  pending,
  meId,
  onLoadOlder,
}: {
  notFound: boolean;
  thread: ThreadState;
  messages: Message[];
  pending: PendingMessage[];
  meId: string;
  onLoadOlder: () => void;
}) {
  const { t } = useTranslation();
  if (notFound) return <p className="py-10 text-center text-slate-600">{t('messaging.conversationNotFound')}</p>;
  if (thread.isPending) {
    return (
      <div aria-hidden="true" className="space-y-3">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="ml-auto h-10 w-1/2" />
        <Skeleton className="h-14 w-3/5" />
      </div>
    );
  }
  if (thread.isError) {
    return (
      <div className="flex justify-center py-10">
        <Button variant="outline" size="sm" onClick={() => void thread.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t('shell.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <>
      {thread.hasNextPage ? (
        <div className="mb-3 flex justify-center">
          <Button variant="outline" size="sm" onClick={onLoadOlder} disabled={thread.isFetchingNextPage}>
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
      <MessageList messages={messages} pending={pending} meId={meId} />
    </>
  );
}

/** Messages oldest first under day labels, "Seen" under my last read one, then the pending ones. */
function MessageList({ messages, pending, meId }: { messages: Message[]; pending: PendingMessage[]; meId: string }) {
  const { t, language } = useTranslation();
  const lastMine = [...messages].reverse().find((message) => message.senderId === meId);
  const labels = { today: t('messaging.today'), yesterday: t('messaging.yesterday') };
  return (
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
              {mine ? null : <ReportButton itemKind="message" itemId={message.id} iconOnly />}
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
  );
}

function Bubble({ mine, content, children }: { mine: boolean; content: string; children: ReactNode }) {
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
