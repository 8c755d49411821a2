import { useId, useState, type FormEvent } from 'react';
import { Filter, X } from 'lucide-react';
import { AuditQuery } from '#contract/staff.ts';
import type { MessageKey } from '#contract/locales/message-key.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, selectClasses } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { AuditFilters } from '../api/staff-api.ts';

/** What the audit log records actions on (AuditEntry.itemKind). */
const ITEM_KINDS = [
  'job',
  'service',
  'review',
  'profile',
  'program',
  'message',
  'account',
  'verification',
  'report',
  'appeal',
  'contact',
  'booking',
  'credential',
  'course',
] as const;

export const NO_FILTERS: AuditFilters = { action: '', actorEmail: '', itemKind: '', from: '', to: '' };

/** The audit log's filters; applied on submit, checked with the schema the server uses. */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<AuditFilters>(NO_FILTERS);
  const [errors, setErrors] = useState<Partial<Record<keyof AuditFilters, MessageKey>>>({});
  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
    const query = Object.fromEntries(Object.entries(trimmed).filter(([, value]) => value !== ''));
    const result = AuditQuery.safeParse(query);
    if (!result.success) {
      const found: Partial<Record<keyof AuditFilters, MessageKey>> = {};
      for (const issue of result.error.issues)
        found[String(issue.path[0]) as keyof AuditFilters] ??= issue.message as MessageKey;
      setErrors(found);
      return;
    }
    setErrors({});
    onApply(trimmed as AuditFilters);
  }

  function clear() {
    setValues(NO_FILTERS);
    setErrors({});
    onApply(NO_FILTERS);
  }

  const error = (name: keyof AuditFilters) => (errors[name] ? t(errors[name]) : undefined);
  const text = (name: 'action' | 'actorEmail', type: string, placeholder?: string) => (
    <Field id={`${id}-${name}`} label={t(`staff.audit.filters.${name}`)} error={error(name)}>
      {(control) => (
        <Input {...control} type={type} value={values[name]} onChange={set(name)} placeholder={placeholder} />
      )}
    </Field>
  );
  const date = (name: 'from' | 'to') => (
    <Field id={`${id}-${name}`} label={t(`staff.audit.filters.${name}`)} error={error(name)}>
      {(control) => <Input {...control} type="date" value={values[name]} onChange={set(name)} />}
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={apply}
      aria-label={t('staff.audit.filters.label')}
      className="mt-4 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3 sm:p-5"
    >
      {text('action', 'text', 'item.hide')}
      {text('actorEmail', 'email')}
      <Field id={`${id}-itemKind`} label={t('staff.audit.filters.itemKind')} error={error('itemKind')}>
        {(control) => (
          <select {...control} value={values.itemKind} onChange={set('itemKind')} className={selectClasses}>
            <option value="">{t('staff.audit.filters.anyKind')}</option>
            {ITEM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`staff.audit.kinds.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {date('from')}
      {date('to')}
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit">
          <Filter aria-hidden="true" />
          {t('staff.audit.filters.apply')}
        </Button>
        <Button type="button" variant="outline" onClick={clear}>
          <X aria-hidden="true" />
          {t('staff.audit.filters.clear')}
        </Button>
      </div>
    </form>
  );
}
