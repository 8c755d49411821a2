import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ModeratedItem, ReportedItem } from '#contract/moderation.ts';
import { formatDate } from '#contract/format/dates.ts';
import type { ModeratedKind } from '#contract/trust-lists.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { QueryView } from '#web/components/data/query-view.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { reportedItemOptions } from '../api/moderation-api.ts';
import type { ItemAction } from '../api/use-act-on-item.ts';
import { ItemActions } from './item-actions.tsx';
import { ItemBadges } from './item-badges.tsx';

/** One item of the queue: what it is, every report with the reporter's words, and the actions. */
export function ReportedItemPanel({ kind, id, onBack }: { kind: ModeratedKind; id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(reportedItemOptions(kind, id));
  return (
    <div className="space-y-6">
      <Button variant="ghost" onClick={onBack} className="px-0">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('moderation.queue.back')}
      </Button>
      <QueryView
        query={query}
        failedKey="moderation.queue.loadFailed"
        loading={
          <LoadingStatus className="space-y-3">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-40 w-full rounded-xl" />
          </LoadingStatus>
        }
      >
        {(data) => <ItemView data={data} />}
      </QueryView>
    </div>
  );
}

function ItemView({ data }: { data: ReportedItem }) {
  const { t } = useTranslation();
  const { item } = data;
  return (
    <>
      <header className="space-y-1">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t(`moderation.kinds.${item.kind}`)}
        </p>
        <h2 className="text-xl font-semibold break-words text-slate-900">
          {item.title ?? t('moderation.queue.missing')}
        </h2>
        {item.ownerName ? (
          <p className="text-sm text-slate-700">{t('moderation.queue.owner', { name: item.ownerName })}</p>
        ) : null}
        <ItemBadges item={item} />
        {item.hiddenReason ? (
          <p className="text-sm text-slate-700">{t('moderation.hidden.reason', { reason: item.hiddenReason })}</p>
        ) : null}
      </header>
      <ReportsList data={data} />
      <ItemActions item={item} actions={actionsFor(item, data)} />
    </>
  );
}

/** The actions that make sense for the item as it is now. */
function actionsFor(item: ModeratedItem, data: ReportedItem): ItemAction[] {
  const actions: ItemAction[] = [];
  if (data.reports.some((report) => report.status === 'open') || item.heldAt) actions.push('dismiss');
  if (item.kind !== 'account' && item.title !== null && !item.hiddenAt) actions.push('hide');
  if (item.kind !== 'account' && item.hiddenCause === 'moderation') actions.push('restore');
  if (item.ownerId && !item.ownerSuspended) actions.push('suspend');
  if (item.ownerId && item.ownerSuspended) actions.push('restoreAccount');
  return actions;
}

function ReportsList({ data }: { data: ReportedItem }) {
  const { t, language } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('moderation.queue.reportsHeading')}
      </h3>
      <ul className="mt-3 space-y-3">
        {data.reports.map((report) => (
          <li key={report.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <p className="font-medium text-slate-900">
              {t(`moderation.reasons.${report.reason}`)} · {t(`moderation.queue.status.${report.status}`)} ·{' '}
              {formatDate(report.createdAt, language)}
            </p>
            <p className="mt-1 text-slate-600">
              {report.reporter
                ? t('moderation.queue.reporter', { name: report.reporter.name, email: report.reporter.email })
                : t('moderation.queue.systemReporter')}
            </p>
            <p className="mt-2 break-words whitespace-pre-line text-slate-800">
              {report.details ?? t('moderation.queue.noDetails')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
