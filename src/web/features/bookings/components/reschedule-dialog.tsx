import { useId } from 'react';
import type { Booking, RescheduleProposal } from '#contract/bookings.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { hasTranslation } from '#web/lib/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { FORM_ERROR, useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadRescheduleSchema } from '../api/bookings-api.ts';
import { useProposeReschedule } from '../api/use-propose-reschedule.ts';
import { momentText } from '../lib/nepal-slots.ts';
import { SlotList } from './slot-list.tsx';

/**
 * "Propose another time": the service's free slots (as on its page), the one chosen, and why.
 * The booking keeps its time until the other side accepts; a refusal (the slot taken meanwhile,
 * the side's reschedule used) shows the server's words and keeps the choice.
 */
export function RescheduleDialog({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t, language } = useTranslation();
  const id = useId();
  const propose = useProposeReschedule(booking.id);
  const form = useZodForm(loadRescheduleSchema, { defaultValues: { startsAt: '', reason: '' } });
  const other = booking.viewerRole === 'client' ? booking.professional.name : booking.client.name;
  const chosen = form.values.startsAt;
  const error = (name: 'startsAt' | 'reason' | typeof FORM_ERROR) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };

  async function send(input: RescheduleProposal) {
    try {
      await propose.mutateAsync(input.reason ? input : { startsAt: input.startsAt });
      toast.success(t('bookings.reschedule.sent', { name: other }));
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.key && hasTranslation(failure.key)) {
        form.setError(FORM_ERROR, failure.key);
      }
      showErrorToast(failure, { titleKey: 'bookings.reschedule.failed' });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      title={t('bookings.reschedule.title')}
      description={t('bookings.reschedule.description', { name: other })}
    >
      <form
        noValidate
        onFocus={form.prefetch}
        onSubmit={form.handleSubmit(send, showValidationToast)}
        className="mt-2 space-y-4"
        data-testid="reschedule-dialog"
      >
        <SlotList
          serviceId={booking.serviceId ?? ''}
          chosen={chosen || null}
          chooseKey="bookings.reschedule.choose"
          onChoose={(slot) => {
            form.setValue('startsAt', slot.startsAt);
            form.setError(FORM_ERROR, undefined);
          }}
        />
        <p aria-live="polite" className="text-sm font-medium text-slate-900" data-testid="chosen-time">
          {chosen ? t('bookings.reschedule.chosen', { when: momentText(chosen, language) }) : null}
        </p>
        {error('startsAt') ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('bookings.reschedule.chooseFirst')}
          </p>
        ) : null}
        <Field id={`${id}-reason`} label={t('bookings.reschedule.reason')} error={error('reason')}>
          {(control) => <textarea {...control} {...form.register('reason')} rows={2} className={textareaClasses} />}
        </Field>
        {error(FORM_ERROR) ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error(FORM_ERROR)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {t('bookings.actions.back')}
          </Button>
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? <Spinner /> : null}
            {t('bookings.reschedule.submit')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
