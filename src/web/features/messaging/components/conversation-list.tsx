import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MessagesSquare, RefreshCw, Search } from 'lucide-react';
import { formatMoney, formatNumber } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { conversationQueryOptions, conversationsQueryOptions } from '../api/messaging-api.ts';
import { formatListTime } from '../lib/message-time.ts';
import { PersonAvatar } from './person-avatar.tsx';

const SEARCH_DELAY_MS = 300;

/** The conversation list: server-side search by the other person's name, pages on demand. */
export function ConversationList({ selectedId, className }: { selectedId: string | null; className?: string }) {
  const { t, language } = useTranslation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useInfiniteQuery(conversationsQueryOptions(query));
  // A conversation opened from "Request a quote" has no message yet, so the server's list leaves
  // it out; the open one still belongs at the top (the pane has already loaded it).
  const open = useQuery({ ...conversationQueryOptions(selectedId ?? ''), enabled: Boolean(selectedId) && !query });
  const listed = list.data?.pages.flatMap((page) => page.items) ?? [];
  const items =
    open.data && !query && !listed.some((conversation) => conversation.id === open.data.id)
      ? [open.data, ...listed]
      : listed;

  return (
    <section aria-labelledby="conversations-heading" className={cn('flex min-h-0 flex-col', className)}>
      <div className="border-b border-slate-200 p-3">
        <h2 id="conversations-heading" className="sr-only">
          {t('messaging.conversations')}
        </h2>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-label={t('messaging.searchLabel')}
            placeholder={t('messaging.searchPlaceholder')}
            className="h-10 pl-9"
            maxLength={100}
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <ul aria-hidden="true" className="divide-y divide-slate-100">
            {[0, 1, 2, 3].map((index) => (
              <li key={index} className="flex items-center gap-3 px-4 py-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-3 w-3/4" />
                </div>
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          // spec §8: a failed fetch is not announced; the list offers to try again
          <div className="flex justify-center p-6">
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('shell.tryAgain')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          query ? (
            <EmptyState
              icon={Search}
              headingLevel={3}
              title={t('messaging.noMatchesTitle')}
              description={t('messaging.noMatchesBody', { query })}
            />
          ) : (
            <EmptyState
              icon={MessagesSquare}
              headingLevel={3}
              title={t('messaging.emptyTitle')}
              description={t('messaging.emptyBody')}
              action={
                <Link to="/professionals" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  {t('messaging.findProfessional')}
                </Link>
              }
            />
          )
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((conversation) => {
              const selected = conversation.id === selectedId;
              return (
                <li key={conversation.id}>
                  <Link
                    to={`/messages?conversation=${encodeURIComponent(conversation.id)}`}
                    aria-current={selected ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-3 px-4 py-3 outline-none hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset',
                      selected && 'bg-brand-50 hover:bg-brand-50',
                    )}
                  >
                    <PersonAvatar person={conversation.otherUser} deletedSeed={conversation.id} />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-2">
                        <span
                          className={cn(
                            'truncate text-sm text-slate-900',
                            conversation.unreadCount > 0 ? 'font-bold' : 'font-semibold',
                          )}
                        >
                          {conversation.otherUser?.name ?? t('messaging.deletedUser')}
                        </span>
                        <time dateTime={conversation.updatedAt} className="shrink-0 text-xs text-slate-500">
                          {formatListTime(conversation.updatedAt, language)}
                        </time>
                      </span>
                      <span className="mt-0.5 flex items-center justify-between gap-2">
                        <span
                          className={cn(
                            'truncate text-sm',
                            conversation.unreadCount > 0 ? 'font-medium text-slate-900' : 'text-slate-600',
                          )}
                        >
                          {conversation.pendingOffer
                            ? t('messaging.offerPreview', {
                                service:
                                  (language === 'ne' && conversation.pendingOffer.serviceTitleNe) ||
                                  conversation.pendingOffer.serviceTitle,
                                price: formatMoney(conversation.pendingOffer.pricePaisa / 100, language),
                              })
                            : (conversation.lastMessagePreview ?? t('messaging.newConversation'))}
                        </span>
                        {conversation.unreadCount > 0 ? (
                          <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
                            <span aria-hidden="true">{formatNumber(conversation.unreadCount, language)}</span>
                            <span className="sr-only">
                              {t('messaging.unreadBadge', { count: conversation.unreadCount })}
                            </span>
                          </span>
                        ) : null}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="flex justify-center p-3">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {t('messaging.loadMore')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
