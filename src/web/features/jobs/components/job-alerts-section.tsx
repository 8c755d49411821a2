import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import type { JobAlert } from '#contract/job-alerts.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { jobAlertsQueryOptions, useChangeJobAlert } from '../api/job-alerts-api.ts';
import { jobAlertSummary } from '../lib/job-alert-summary.ts';
import { JobAlertDialog } from './job-alert-dialog.tsx';

/**
 * Account Settings → Job alerts: each saved search with how often it sends, paused or active; pause
 * or resume, edit (words, frequency) and remove. Alerts are created from a search on /jobs.
 */
export function JobAlertsSection() {
  const { t, language } = useTranslation();
  const query = useQuery(jobAlertsQueryOptions);
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="settings-job-alerts" role="region">
      <h2 id="settings-job-alerts" className="text-lg font-semibold text-slate-900">
        {t('jobAlerts.settingsTitle')}
      </h2>
      <div className="mt-3 space-y-3 text-sm text-slate-700">
        {query.data ? (
          <>
            <p>{t('jobAlerts.settingsHint', { max: formatNumber(query.data.max, language) })}</p>
            {query.data.items.length ? (
              <ul className="divide-y divide-slate-200" aria-labelledby="settings-job-alerts">
                {query.data.items.map((alert) => (
                  <AlertRow key={alert.id} alert={alert} />
                ))}
              </ul>
            ) : (
              <EmptyState
                icon={BellRing}
                headingLevel={3}
                title={t('jobAlerts.emptyTitle')}
                description={t('jobAlerts.emptyBody')}
                action={
                  <Link to="/jobs" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                    {t('jobAlerts.browse')}
                  </Link>
                }
              />
            )}
          </>
        ) : query.isError ? (
          <LoadFailed
            messageKey="jobAlerts.loadFailed"
            failedAt={query.errorUpdatedAt}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            className="py-4"
          />
        ) : (
          <Skeleton className="h-16 w-full" />
        )}
      </div>
    </Card>
  );
}

function AlertRow({ alert }: { alert: JobAlert }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const change = useChangeJobAlert();
  const summary = jobAlertSummary(t, alert.search);
  const togglePause = () =>
    change.mutate({
      action: 'update',
      id: alert.id,
      input: { search: alert.search, frequency: alert.frequency, paused: !alert.paused },
    });
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{summary}</p>
        <p className="text-slate-600">
          {t(`jobAlerts.frequencyShort.${alert.frequency}`)} ·{' '}
          <span className={alert.paused ? 'font-medium text-amber-800' : 'text-emerald-800'}>
            {t(alert.paused ? 'jobAlerts.paused' : 'jobAlerts.active')}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={togglePause}
          disabled={change.isPending}
          aria-pressed={alert.paused}
        >
          {t(alert.paused ? 'jobAlerts.resume' : 'jobAlerts.pause')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          {t('jobAlerts.edit')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-red-700 hover:text-red-800"
          disabled={change.isPending}
          aria-label={t('jobAlerts.removeLabel', { search: summary })}
          onClick={() => change.mutate({ action: 'remove', id: alert.id })}
        >
          {t('jobAlerts.remove')}
        </Button>
      </div>
      <JobAlertDialog open={editing} onOpenChange={setEditing} alert={alert} />
    </li>
  );
}
