import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Flag } from 'lucide-react';
import type { ReportGroup } from '#contract/moderation.ts';
import { formatDate } from '#contract/format/dates.ts';
import { MODERATED_KINDS, REPORT_STATUSES, type ModeratedKind, type ReportStatus } from '#contract/trust-lists.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { QueryView } from '#web/components/data/query-view.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { selectClasses } from '#web/components/ui/field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { reportQueueOptions } from '../api/moderation-api.ts';
import { AppealsList } from './appeals-list.tsx';
import { ItemBadges } from './item-badges.tsx';
import { ReportedItemPanel } from './reported-item-panel.tsx';
import { formatNumber } from '#contract/format/numbers.ts';

const isStatus = (value: string | null): value is ReportStatus =>
  (REPORT_STATUSES as readonly (string | null)[]).includes(value);
const isKind = (value: string | undefined): value is ModeratedKind =>
  (MODERATED_KINDS as readonly (string | undefined)[]).includes(value);

/** /staff/reports: reports grouped by item (most reported first), one item's reports and actions, and appeals. */
export function ReportQueue() {
  const [params, setParams] = useSearchParams();
  const [kind, id] = (params.get('item') ?? '').split(':');
  if (isKind(kind) && id) {
    return (
      <ReportedItemPanel
        kind={kind}
        id={id}
        onBack={() =>
          setParams((current) => {
            current.delete('item');
            return current;
          })
        }
      />
    );
  }
  return (
    <div className="space-y-10">
      <ReportGroups />
      <AppealsList />
    </div>
  );
}

function ReportGroups() {
  const { t } = useTranslation();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: ReportStatus = isStatus(statusParam) ? statusParam : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(reportQueueOptions(status, page));
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) current.delete(key);
        else current.set(key, value);
      }
      return current;
    });

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('moderation.queue.title')}
        </h2>
        <div className="space-y-1">
          <Label htmlFor={`${headingId}-status`}>{t('moderation.queue.statusLabel')}</Label>
          <select
            id={`${headingId}-status`}
            value={status}
            onChange={(event) => update({ status: event.target.value, page: null })}
            className={selectClasses}
          >
            {REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`moderation.queue.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryView
        query={query}
        failedKey="moderation.queue.loadFailed"
        loading={
          <LoadingStatus className="mt-4 space-y-3">
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </LoadingStatus>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className="mt-4">
            <EmptyCard icon={Flag} title={t('moderation.queue.empty')} />
          </div>
        }
      >
        {(data) => (
          <>
            <ul className="mt-4 space-y-3">
              {data.items.map((group) => (
                <li key={`${group.item.kind}:${group.item.id}`}>
                  <GroupCard group={group} onOpen={() => update({ item: `${group.item.kind}:${group.item.id}` })} />
                </li>
              ))}
            </ul>
            <div className="mt-4 flex justify-between gap-2">
              <Button variant="outline" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                {t('moderation.queue.previous')}
              </Button>
              <Button variant="outline" disabled={!data.hasMore} onClick={() => update({ page: String(page + 1) })}>
                {t('moderation.queue.more')}
              </Button>
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}

function GroupCard({ group, onOpen }: { group: ReportGroup; onOpen: () => void }) {
  const { t, language } = useTranslation();
  const { item } = group;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t(`moderation.kinds.${item.kind}`)} · {t('moderation.queue.count', { count: group.count })}
        </p>
        <h3 className="font-semibold break-words text-slate-900">{item.title ?? t('moderation.queue.missing')}</h3>
        {item.ownerName ? (
          <p className="text-sm text-slate-700">{t('moderation.queue.owner', { name: item.ownerName })}</p>
        ) : null}
        <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={t('moderation.report.reasonLabel')}>
          {group.reasons.map((entry) => (
            <li key={entry.reason} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
              {t(`moderation.reasons.${entry.reason}`)} × {formatNumber(entry.count, language)}
            </li>
          ))}
        </ul>
        <ItemBadges item={item} />
        <p className="text-xs text-slate-600">
          {t('moderation.queue.latest', { date: formatDate(group.latestAt, language) })}
        </p>
      </div>
      <Button variant="outline" onClick={onOpen} className="shrink-0">
        {t('moderation.queue.open')}
        <span className="sr-only">: {item.title ?? t('moderation.queue.missing')}</span>
      </Button>
    </article>
  );
}
