import { useId, useState, type FormEvent } from 'react';
import type { JobAlert, JobAlertFrequency, JobAlertSearch } from '#contract/job-alerts.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { RadioCard, RadioCardGroup } from '#web/components/ui/radio-cards.tsx';
import { useChangeJobAlert } from '../api/job-alerts-api.ts';
import { jobAlertSummary } from '../lib/job-alert-summary.ts';
import { JOB_SEARCH_MAX } from '../lib/jobs-state.ts';

const FREQUENCIES: readonly JobAlertFrequency[] = ['instant', 'daily'];

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
} & ({ search: Partial<JobAlertSearch>; alert?: undefined } | { alert: JobAlert; search?: undefined });

/**
 * "Save this search as an alert" (from /jobs, with the page's search) or "Edit job alert" (from
 * Account Settings: its search words and how often; the filters stay as saved).
 */
export function JobAlertDialog({ open, onOpenChange, search, alert }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(alert ? 'jobAlerts.editTitle' : 'jobAlerts.dialogTitle')}
      description={t('jobAlerts.dialogBody')}
    >
      {open ? (
        <AlertForm search={alert?.search ?? search ?? {}} alert={alert} onDone={() => onOpenChange(false)} />
      ) : null}
    </FormDialog>
  );
}

function AlertForm({
  search,
  alert,
  onDone,
}: {
  search: Partial<JobAlertSearch>;
  alert: JobAlert | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [frequency, setFrequency] = useState<JobAlertFrequency>(alert?.frequency ?? 'instant');
  const [q, setQ] = useState(search.q ?? '');
  const change = useChangeJobAlert({ onDone });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { ...search, q: q.trim() || undefined };
    if (alert)
      change.mutate({ action: 'update', id: alert.id, input: { search: next, frequency, paused: alert.paused } });
    else change.mutate({ action: 'create', input: { search: next, frequency } });
  }

  return (
    <form className="mt-5 space-y-5" onSubmit={submit}>
      {alert ? (
        <Field id={`${id}-q`} label={t('jobAlerts.searchWords')}>
          {(control) => (
            <Input {...control} value={q} maxLength={JOB_SEARCH_MAX} onChange={(event) => setQ(event.target.value)} />
          )}
        </Field>
      ) : null}
      <div>
        <p className="text-sm font-medium text-slate-900">{t('jobAlerts.search')}</p>
        <p className="mt-1 text-sm text-slate-700" data-testid="job-alert-summary">
          {jobAlertSummary(t, { ...search, q: q.trim() || undefined })}
        </p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{t('jobAlerts.frequency')}</legend>
        <RadioCardGroup
          className="mt-2 sm:grid-cols-2"
          value={frequency}
          onValueChange={(value) => setFrequency(value === 'daily' ? 'daily' : 'instant')}
          aria-label={t('jobAlerts.frequency')}
        >
          {FREQUENCIES.map((value) => (
            <RadioCard key={value} value={value}>
              <span className="text-sm font-medium text-slate-900">{t(`jobAlerts.frequencies.${value}`)}</span>
            </RadioCard>
          ))}
        </RadioCardGroup>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('jobAlerts.cancel')}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {t('jobAlerts.save')}
        </Button>
      </div>
    </form>
  );
}
