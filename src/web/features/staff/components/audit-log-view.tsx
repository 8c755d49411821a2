import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import type { AuditEntryItem } from '#contract/staff.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { auditQueryOptions, type AuditFilters } from '../api/staff-api.ts';
import { AuditFiltersForm, NO_FILTERS } from './audit-filters.tsx';
import { LoadMore } from './load-more.tsx';

/** /staff/audit: every staff action, newest first, with filters. Read-only, like the log itself. */
export function AuditLogView() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const log = useInfiniteQuery(auditQueryOptions(filters));
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(filters).some((value) => value !== '');
  return (
    <section aria-labelledby="staff-audit-title">
      <h2 id="staff-audit-title" className="text-lg font-semibold text-slate-900">
        {t('staff.tabs.audit')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('staff.audit.intro')}</p>
      <AuditFiltersForm onApply={setFilters} />
      <QueryView
        query={log}
        failedKey="staff.audit.loadFailed"
        errorOverData
        loading={<AuditSkeleton />}
        isEmpty={(data) => data.pages[0]?.items.length === 0}
        empty={
          <EmptyCard
            icon={ScrollText}
            title={t('staff.audit.emptyTitle')}
            description={t(filtered ? 'staff.audit.emptyFiltered' : 'staff.audit.emptyBody')}
          />
        }
      >
        {() => (
          <>
            <Card className="mt-4 overflow-hidden">
              <ol className="divide-y divide-slate-200" aria-label={t('staff.audit.listLabel')}>
                {items.map((entry) => (
                  <li key={entry.id}>
                    <AuditRow entry={entry} />
                  </li>
                ))}
              </ol>
            </Card>
            <LoadMore
              hasMore={log.hasNextPage}
              loading={log.isFetchingNextPage}
              onLoad={() => void log.fetchNextPage()}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntryItem }) {
  const { t, language } = useTranslation();
  return (
    <article className="space-y-1 px-4 py-3 sm:px-5">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm font-semibold text-slate-900">{entry.action}</code>
        <time dateTime={entry.createdAt} className="text-sm text-slate-600">
          {formatDateTime(entry.createdAt, language)}
        </time>
      </p>
      <dl className="grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">{t('staff.audit.actor')}</dt>
        <dd className="break-all text-slate-900">{entry.actorEmail ?? t('staff.audit.unknownActor')}</dd>
        {entry.itemKind ? (
          <>
            <dt className="font-medium text-slate-700">{t('staff.audit.item')}</dt>
            <dd className="break-all text-slate-900">
              {entry.itemKind}
              {entry.itemId ? <span className="text-slate-600"> · {entry.itemId}</span> : null}
            </dd>
          </>
        ) : null}
        {Object.keys(entry.detail).length > 0 ? (
          <>
            <dt className="font-medium text-slate-700">{t('staff.audit.detail')}</dt>
            <dd className="break-all text-slate-900">
              {Object.entries(entry.detail)
                .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
                .join(' · ')}
            </dd>
          </>
        ) : null}
        {entry.reason ? (
          <>
            <dt className="font-medium text-slate-700">{t('staff.audit.reason')}</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-900">{entry.reason}</dd>
          </>
        ) : null}
      </dl>
    </article>
  );
}

function AuditSkeleton() {
  return (
    <LoadingStatus className="mt-4 space-y-2">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-20" />
      ))}
    </LoadingStatus>
  );
}
