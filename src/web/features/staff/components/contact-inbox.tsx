import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CheckCircle2, Inbox } from 'lucide-react';
import type { ContactMessageItem } from '#contract/staff.ts';
import { formatDate } from '#contract/format/dates.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { contactMessagesQueryOptions } from '../api/staff-api.ts';
import { ContactReplyDialog } from './contact-reply-dialog.tsx';
import { LoadMore } from './load-more.tsx';

/** /staff/contact: the stored contact messages, with reply by e-mail. */
export function ContactInbox() {
  const { t } = useTranslation();
  const inbox = useInfiniteQuery(contactMessagesQueryOptions);
  const [openId, setOpenId] = useState<string | null>(null);
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const open = items.find((item) => item.id === openId);
  return (
    <section aria-labelledby="staff-contact-title">
      <h2 id="staff-contact-title" className="text-lg font-semibold text-slate-900">
        {t('staff.tabs.contact')}
      </h2>
      <QueryView
        query={inbox}
        failedKey="staff.contact.loadFailed"
        loading={<InboxSkeleton />}
        isEmpty={(data) => data.pages[0]?.items.length === 0}
        empty={
          <EmptyCard icon={Inbox} title={t('staff.contact.emptyTitle')} description={t('staff.contact.emptyBody')} />
        }
      >
        {() => (
          <>
            <Card className="mt-4 divide-y divide-slate-200 overflow-hidden">
              <ul className="divide-y divide-slate-200">
                {items.map((item) => (
                  <li key={item.id}>
                    <ContactRow item={item} onOpen={() => setOpenId(item.id)} />
                  </li>
                ))}
              </ul>
            </Card>
            <LoadMore
              hasMore={inbox.hasNextPage}
              loading={inbox.isFetchingNextPage}
              onLoad={() => void inbox.fetchNextPage()}
            />
          </>
        )}
      </QueryView>
      {open ? <ContactReplyDialog item={open} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}

function ContactRow({ item, onOpen }: { item: ContactMessageItem; onOpen: () => void }) {
  const { t, language } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
    >
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="min-w-0 font-semibold break-words text-slate-900">{item.subject}</span>
        {item.repliedAt ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
            <CheckCircle2 aria-hidden="true" className="size-3.5" />
            {t('staff.contact.replied')}
          </span>
        ) : null}
      </span>
      <span className="flex flex-wrap gap-x-3 text-sm text-slate-600">
        <span>{item.name}</span>
        <span className="break-all">{item.email}</span>
        <span>{formatDate(item.createdAt, language)}</span>
      </span>
    </button>
  );
}

function InboxSkeleton() {
  return (
    <LoadingStatus className="mt-4 space-y-2">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-16" />
      ))}
    </LoadingStatus>
  );
}
