import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Info } from 'lucide-react';
import type { Availability, AvailabilityValues } from '#contract/bookings.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { hasTranslation } from '#web/lib/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { FORM_ERROR, useZodForm } from '#web/lib/zod-form.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { availabilityQueryOptions, loadAvailabilitySchema } from '../api/bookings-api.ts';
import { useSaveAvailability } from '../api/use-save-availability.ts';
import { availabilityFormValues, RULE_FIELDS, type AvailabilityFormValues } from '../lib/availability-form.ts';
import { CalendarFeedSection } from './calendar-feed-section.tsx';
import { ExceptionsEditor } from './exceptions-editor.tsx';
import { ServiceRulesSection } from './service-rules-section.tsx';
import { WeeklyHoursEditor } from './weekly-hours-editor.tsx';

/** /bookings/availability: the professional's weekly hours, dates that differ, and booking rules. */
export function AvailabilityPage() {
  const { t } = useTranslation();
  const query = useQuery(availabilityQueryOptions);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={t('bookings.availability.title')} />
      <Link
        to="/bookings"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('bookings.detail.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{t('bookings.availability.title')}</h1>
      <p className="mt-1 text-slate-700">{t('bookings.availability.intro')}</p>
      <QueryView
        query={query}
        failedKey="bookings.availability.loadFailed"
        failedClassName="mt-6"
        loading={
          <LoadingStatus className="mt-6 space-y-4">
            <Skeleton className="h-96 w-full" />
            <Skeleton className="h-48 w-full" />
          </LoadingStatus>
        }
      >
        {(availability) => (
          <>
            <AvailabilityForm availability={availability} />
            <ServiceRulesSection defaults={availability} />
            <CalendarFeedSection />
          </>
        )}
      </QueryView>
    </div>
  );
}

function AvailabilityForm({ availability }: { availability: Availability }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(loadAvailabilitySchema, { defaultValues: availabilityFormValues(availability) });
  const save = useSaveAvailability();
  const error = (name: keyof AvailabilityFormValues | typeof FORM_ERROR) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };

  async function submit(input: AvailabilityValues) {
    try {
      const saved = await save.mutateAsync(input);
      form.reset(availabilityFormValues(saved));
      toast.success(t('bookings.availability.saved'));
    } catch (failure) {
      // the form keeps what was typed; the server's reason shows above the button
      if (failure instanceof ApiError && failure.key && hasTranslation(failure.key)) {
        form.setError(FORM_ERROR, failure.key);
      }
      showErrorToast(failure, { titleKey: 'bookings.availability.failed' });
    }
  }

  return (
    <form
      noValidate
      onFocus={form.prefetch}
      onSubmit={form.handleSubmit(submit, showValidationToast)}
      className="mt-6 space-y-6"
      data-testid="availability-form"
    >
      {!availability.configured ? (
        <p role="note" className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('bookings.availability.notConfigured')}
        </p>
      ) : null}
      <WeeklyHoursEditor {...form.field('weeklyHours')} error={error('weeklyHours')} />
      <ExceptionsEditor {...form.field('exceptions')} error={error('exceptions')} />
      <fieldset className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold text-slate-900">{t('bookings.availability.rules')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {RULE_FIELDS.map((field) => (
            <Field
              key={field.name}
              id={`${id}-${field.name}`}
              label={t(field.label)}
              hint={'hint' in field ? t(field.hint) : undefined}
              error={error(field.name)}
            >
              {(control) => <Input {...control} {...form.register(field.name)} inputMode="numeric" />}
            </Field>
          ))}
        </div>
        <div className="mt-4">
          <Field
            id={`${id}-meetingLink`}
            label={t('bookings.availability.meetingLink')}
            hint={t('bookings.availability.meetingLinkHint')}
            error={error('meetingLink')}
          >
            {(control) => <Input {...control} {...form.register('meetingLink')} type="url" inputMode="url" />}
          </Field>
        </div>
      </fieldset>
      {error(FORM_ERROR) ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error(FORM_ERROR)}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.isSubmitting}>
        {form.isSubmitting ? <Spinner /> : null}
        {t('bookings.availability.save')}
      </Button>
    </form>
  );
}
