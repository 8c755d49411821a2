import { useId } from 'react';
import { Undo2 } from 'lucide-react';
import type { ProgramRefundInput } from '#contract/program-payments.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { loadProgramRefundSchema, useRefundProgramPayment } from '../api/program-staff-api.ts';

/**
 * Staff confirm the full refund of a held program fee with a reason (decision 054): the learner's
 * enrolment ends. The reason typed stays if it fails (e.g. the sweep released the fee first: 409).
 */
export function ProgramRefundDialog({
  attemptId,
  amountPaisa,
  onClose,
}: {
  attemptId: string;
  amountPaisa: number;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const id = useId();
  const form = useZodForm(loadProgramRefundSchema, { defaultValues: { reason: '' } });
  const refund = useRefundProgramPayment(attemptId);
  const amount = formatMoney(amountPaisa / 100, language);

  async function submit(input: ProgramRefundInput) {
    try {
      await refund.mutateAsync(input);
      toast.success(t('payments.staff.programRefunded', { amount }));
      onClose();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'payments.staff.programRefundFailed' });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('payments.staff.programRefundTitle')}
      description={t('payments.staff.programRefundHint', { amount })}
    >
      <form
        noValidate
        onFocus={form.prefetch}
        onSubmit={form.handleSubmit(submit, showValidationToast)}
        className="mt-4 space-y-4"
      >
        <Field
          id={`${id}-reason`}
          label={t('payments.staff.programRefundReason')}
          error={form.errors.reason ? t(form.errors.reason) : undefined}
          requiredMark={t('staff.required')}
        >
          {(control) => (
            <textarea {...control} {...form.register('reason')} rows={4} maxLength={1000} className={textareaClasses} />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('payments.staff.cancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={form.isSubmitting} data-testid="confirm-program-refund">
            {form.isSubmitting ? <Spinner /> : <Undo2 aria-hidden="true" />}
            {form.isSubmitting ? t('payments.staff.programRefunding') : t('payments.staff.programRefundConfirm')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
