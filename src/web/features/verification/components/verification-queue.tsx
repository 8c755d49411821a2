import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { formatDate } from '#contract/format/dates.ts';
import { VERIFICATION_STATUSES, type VerificationStatus } from '#contract/trust-lists.ts';
import type { StaffVerification } from '#contract/verification.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FilterChips } from '#web/components/ui/filter-chips.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { verificationQueueQueryOptions } from '../api/verification-api.ts';
import { VerificationReview } from './verification-review.tsx';

/** /staff/verifications: the requests of one status, oldest first; open one to decide it. */
export function VerificationQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<VerificationStatus>('pending');
  const [open, setOpen] = useState<StaffVerification | null>(null);
  const query = useInfiniteQuery(verificationQueueQueryOptions(status));
  const listId = useId();

  return (
    <section aria-labelledby={`${listId}-title`} className="space-y-4">
      <h2 id={`${listId}-title`} className="text-lg font-semibold text-slate-900">
        {t('verify.queueTitle')}
      </h2>
      <FilterChips
        label={t('verify.queue.status')}
        options={VERIFICATION_STATUSES}
        selected={status}
        onSelect={(value) => setStatus((value as VerificationStatus | null) ?? 'pending')}
        textOf={(value) => t(`verify.statuses.${(value ?? 'pending') as VerificationStatus}`)}
      />
      <QueryView
        query={query}
        failedKey="verify.card.loadError"
        loading={
          <LoadingStatus className="space-y-3">
            <Skeleton className="h-20 w-full rounded-2xl" />
            <Skeleton className="h-20 w-full rounded-2xl" />
          </LoadingStatus>
        }
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={<EmptyCard icon={Inbox} title={t('verify.queue.empty')} />}
      >
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.pages
                .flatMap((page) => page.items)
                .map((item) => (
                  <li key={item.id}>
                    <QueueRow item={item} onOpen={() => setOpen(item)} />
                  </li>
                ))}
            </ul>
            {query.hasNextPage ? (
              <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {t('verify.queue.loadMore')}
              </Button>
            ) : null}
          </>
        )}
      </QueryView>
      {open ? <VerificationReview request={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function QueueRow({ item, onOpen }: { item: StaffVerification; onOpen: () => void }) {
  const { t, language } = useTranslation();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{item.user.name}</p>
        <p className="text-sm break-all text-slate-600">{item.user.email}</p>
        <p className="mt-1 text-sm text-slate-700">
          {t(`verify.roles.${item.role}`)} ·{' '}
          {t('verify.queue.submitted', { date: formatDate(item.createdAt, language) })}
        </p>
      </div>
      <Button variant="outline" onClick={onOpen} aria-label={`${t('verify.queue.open')}: ${item.user.name}`}>
        {t('verify.queue.open')}
      </Button>
    </Card>
  );
}
