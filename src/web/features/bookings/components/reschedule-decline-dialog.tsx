import { useId } from 'react';
import type { RescheduleAnswerInput } from '#contract/bookings.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

const loadAnswerSchema = () => import('#contract/bookings.ts').then((module) => module.RescheduleAnswerInput);

interface Props {
  /** The proposer's name: they are told, with the reason. */
  proposer: string;
  onDone: () => void;
  submit: (input: RescheduleAnswerInput) => Promise<unknown>;
}

/** Declining another time, with an optional reason the proposer reads on the booking and in the e-mail. */
export function RescheduleDeclineDialog({ proposer, onDone, submit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(loadAnswerSchema, { defaultValues: { action: 'decline', reason: '' } });
  const error = form.errors.reason ? t(form.errors.reason) : undefined;

  async function send(input: RescheduleAnswerInput) {
    try {
      await submit(input.reason ? { action: 'decline', reason: input.reason } : { action: 'decline' });
      toast.success(t('bookings.reschedule.done.decline'));
      onDone();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'bookings.reschedule.failed' });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
      title={t('bookings.reschedule.declineTitle')}
      description={t('bookings.reschedule.declineDescription', { name: proposer })}
      size="sm"
    >
      <form
        noValidate
        onFocus={form.prefetch}
        onSubmit={form.handleSubmit(send, showValidationToast)}
        className="mt-4 space-y-4"
        data-testid="decline-reschedule-dialog"
      >
        <Field id={`${id}-reason`} label={t('bookings.actions.reasonOptional')} error={error}>
          {(control) => (
            <textarea {...control} {...form.register('reason')} rows={3} maxLength={500} className={textareaClasses} />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {t('bookings.actions.back')}
          </Button>
          <Button type="submit" variant="destructive" disabled={form.isSubmitting}>
            {form.isSubmitting ? <Spinner /> : null}
            {t('bookings.reschedule.decline')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
