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
import type { ThreadExtra } from './thread-extras.ts';

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
  extras = [],
  pending,
  meId,
  onLoadOlder,
}: {
  notFound: boolean;
  thread: ThreadState;
  messages: Message[];
  /** Other features' items (offers), placed among the messages by time. */
  extras?: ThreadExtra[];
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
      {messages.length === 0 && pending.length === 0 && extras.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-slate-600">
          <MessageSquare aria-hidden="true" className="size-8 text-slate-400" />
          <p>{t('messaging.noMessagesYet')}</p>
        </div>
      ) : null}
      <MessageList
        messages={messages}
        extras={inLoadedRange(extras, messages, thread.hasNextPage)}
        pending={pending}
        meId={meId}
      />
    </>
  );
}

/** Extras older than the oldest loaded message wait for "Load older", so the thread never skips time. */
function inLoadedRange(extras: ThreadExtra[], messages: Message[], hasOlder: boolean): ThreadExtra[] {
  const oldest = messages[0]?.createdAt;
  if (!hasOlder || !oldest) return extras;
  return extras.filter((extra) => Date.parse(extra.createdAt) >= Date.parse(oldest));
}

type Entry = { kind: 'message'; message: Message } | { kind: 'extra'; extra: ThreadExtra };
const timeOf = (entry: Entry) => Date.parse(entry.kind === 'message' ? entry.message.createdAt : entry.extra.createdAt);

/** Messages and extras oldest first under day labels, "Seen" under my last read one, then the pending ones. */
function MessageList({
  messages,
  extras,
  pending,
  meId,
}: {
  messages: Message[];
  extras: ThreadExtra[];
  pending: PendingMessage[];
  meId: string;
}) {
  const { t, language } = useTranslation();
  const lastMine = [...messages].reverse().find((message) => message.senderId === meId);
  const labels = { today: t('messaging.today'), yesterday: t('messaging.yesterday') };
  const entries: Entry[] = [
    ...messages.map((message) => ({ kind: 'message' as const, message })),
    ...extras.map((extra) => ({ kind: 'extra' as const, extra })),
  ].sort((a, b) => timeOf(a) - timeOf(b));
  return (
    <ol className="space-y-1.5">
      {entries.map((entry, index) => {
        const previous = entries[index - 1];
        const at = entry.kind === 'message' ? entry.message.createdAt : entry.extra.createdAt;
        const newDay = !previous || isNewDay(new Date(timeOf(previous)).toISOString(), at);
        const dayLabel = newDay ? (
          <li className="py-2 text-center text-xs font-medium text-slate-500">
            {formatDayLabel(at, language, labels)}
          </li>
        ) : null;
        if (entry.kind === 'extra') {
          return (
            <Fragment key={entry.extra.key}>
              {dayLabel}
              <li className="flex flex-col items-center py-1">{entry.extra.node}</li>
            </Fragment>
          );
        }
        const { message } = entry;
        const mine = message.senderId === meId;
        return (
          <Fragment key={message.id}>
            {dayLabel}
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
