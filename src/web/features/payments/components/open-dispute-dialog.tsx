import { useId } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { DisputeOpenInput } from '#contract/payment-disputes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { loadDisputeOpenSchema, useOpenDispute } from '../api/disputes-api.ts';

/** The client says what went wrong; the payment stays held for staff. The text stays if it fails. */
export function OpenDisputeDialog({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(loadDisputeOpenSchema, { defaultValues: { reason: '' } });
  const open = useOpenDispute(bookingId);
  const error = form.errors.reason;

  async function submit(input: DisputeOpenInput) {
    try {
      await open.mutateAsync(input.reason);
      toast.success(t('payments.dispute.opened'));
      onClose();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'payments.dispute.failed' });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('payments.dispute.dialogTitle')}
      description={t('payments.dispute.dialogHint')}
    >
      <form
        noValidate
        onFocus={form.prefetch}
        onSubmit={form.handleSubmit(submit, showValidationToast)}
        className="mt-4 space-y-4"
      >
        <Field
          id={`${id}-reason`}
          label={t('payments.dispute.reasonLabel')}
          hint={t('payments.dispute.validation.reason')}
          error={error ? t(error) : undefined}
        >
          {(control) => (
            <textarea {...control} {...form.register('reason')} rows={5} maxLength={1000} className={textareaClasses} />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('payments.dispute.cancel')}
          </Button>
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? <Spinner /> : <ShieldAlert aria-hidden="true" />}
            {form.isSubmitting ? t('payments.dispute.submitting') : t('payments.dispute.submit')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
