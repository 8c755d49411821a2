import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  SERVICE_RULE_FIELDS,
  type ServiceBookingRules,
  type ServiceBookingRulesInput,
  type ServiceBookingRulesValues,
} from '#contract/booking-schedule.ts';
import type { Availability } from '#contract/bookings.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { hasTranslation } from '#web/lib/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { FORM_ERROR, useZodForm } from '#web/lib/zod-form.ts';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadServiceRulesSchema, serviceRulesQueryOptions, useSaveServiceRules } from '../api/schedule-api.ts';
import { RULE_FIELDS } from '../lib/availability-form.ts';

// Below the working hours: each service may keep them or set its own length, buffers, notice and
// horizon. An empty field keeps the working time's value, so the form shows that value beside it.

type RulesFormValues = Record<(typeof SERVICE_RULE_FIELDS)[number], string>;
const NO_RULES: ServiceBookingRulesValues = {
  durationMinutes: null,
  bufferBeforeMinutes: null,
  bufferAfterMinutes: null,
  leadMinutes: null,
  horizonDays: null,
};

const formValuesOf = (rules: ServiceBookingRules): RulesFormValues =>
  Object.fromEntries(
    SERVICE_RULE_FIELDS.map((name) => [name, rules[name] === null ? '' : String(rules[name])]),
  ) as RulesFormValues;
const hasOwnRules = (rules: ServiceBookingRules) => SERVICE_RULE_FIELDS.some((name) => rules[name] !== null);

export function ServiceRulesSection({ defaults }: { defaults: Availability }) {
  const { t } = useTranslation();
  const query = useQuery(serviceRulesQueryOptions);
  return (
    <section aria-labelledby="service-rules-title" className="mt-10" data-testid="service-rules">
      <h2 id="service-rules-title" className="text-xl font-bold text-slate-900">
        {t('bookings.serviceRules.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('bookings.serviceRules.intro')}</p>
      <QueryView
        query={query}
        failedKey="bookings.serviceRules.loadFailed"
        failedClassName="mt-4"
        loading={<Skeleton className="mt-4 h-40 w-full" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="mt-4 text-sm text-slate-700">{t('bookings.serviceRules.none')}</p>}
      >
        {(data) => (
          <div className="mt-4 space-y-4">
            {data.items.map((rules) => (
              <ServiceRulesForm key={rules.serviceId} rules={rules} defaults={defaults} />
            ))}
          </div>
        )}
      </QueryView>
    </section>
  );
}

function ServiceRulesForm({ rules, defaults }: { rules: ServiceBookingRules; defaults: Availability }) {
  const { t, language } = useTranslation();
  const id = useId();
  const [custom, setCustom] = useState(hasOwnRules(rules));
  const form = useZodForm<typeof ServiceBookingRulesInput, RulesFormValues>(loadServiceRulesSchema, {
    defaultValues: formValuesOf(rules),
  });
  const save = useSaveServiceRules(rules.serviceId);
  const title = (language === 'ne' && rules.titleNe) || rules.title;
  const error = (name: keyof RulesFormValues | typeof FORM_ERROR) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };

  async function submit(values: ServiceBookingRulesValues) {
    try {
      const saved = await save.mutateAsync(custom ? values : NO_RULES);
      const mine = saved.items.find((item) => item.serviceId === rules.serviceId);
      if (mine) {
        form.reset(formValuesOf(mine));
        setCustom(hasOwnRules(mine));
      }
      toast.success(t('bookings.serviceRules.saved', { service: title }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.key && hasTranslation(failure.key))
        form.setError(FORM_ERROR, failure.key);
      showErrorToast(failure, { titleKey: 'bookings.serviceRules.failed' });
    }
  }

  return (
    <form
      noValidate
      onFocus={form.prefetch}
      onSubmit={form.handleSubmit(submit, showValidationToast)}
      data-testid="service-rules-form"
      data-service={rules.serviceId}
    >
      <fieldset className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold break-words text-slate-900">{title}</legend>
        <div role="radiogroup" aria-label={title} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {[false, true].map((own) => (
            <label key={String(own)} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={custom === own}
                onChange={() => {
                  setCustom(own);
                  // the working time's values again: nothing typed stays to fail the check
                  if (!own) form.reset(formValuesOf({ ...rules, ...NO_RULES }));
                }}
                className="size-4 accent-brand-700"
              />
              {t(own ? 'bookings.serviceRules.custom' : 'bookings.serviceRules.useDefaults')}
            </label>
          ))}
        </div>
        {custom ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {RULE_FIELDS.map((field) => (
              <Field
                key={field.name}
                id={`${id}-${field.name}`}
                label={t(field.label)}
                hint={t('bookings.serviceRules.defaultHint', { value: formatNumber(defaults[field.name], language) })}
                error={error(field.name)}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...form.register(field.name)}
                    inputMode="numeric"
                    placeholder={formatNumber(defaults[field.name], language)}
                  />
                )}
              </Field>
            ))}
          </div>
        ) : null}
        {error(FORM_ERROR) ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error(FORM_ERROR)}
          </p>
        ) : null}
        <Button type="submit" variant="outline" className="mt-4" disabled={form.isSubmitting}>
          {form.isSubmitting ? <Spinner /> : null}
          {t('bookings.serviceRules.save')}
          <span className="sr-only"> · {title}</span>
        </Button>
      </fieldset>
    </form>
  );
}
