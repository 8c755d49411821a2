import { useId } from 'react';
import { Undo2 } from 'lucide-react';
import type { ProgramRefundForm, ProgramRefundInput } from '#contract/program-payments.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { loadProgramRefundSchema, useRefundProgramPayment } from '../api/program-staff-api.ts';

/**
 * Staff confirm the refund of a held program fee with a reason (decision 054): all of it (the
 * learner's enrolment ends) or an amount in rupees (the learner stays enrolled). What was typed
 * stays if it fails (e.g. the sweep released the fee first: 409).
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
  const form = useZodForm<typeof ProgramRefundForm, { reason: string; refund: string }>(loadProgramRefundSchema, {
    defaultValues: { reason: '', refund: '' },
  });
  const refund = useRefundProgramPayment(attemptId);
  const amount = formatMoney(amountPaisa / 100, language);

  async function submit(input: ProgramRefundInput) {
    try {
      const done = await refund.mutateAsync(input);
      const refunded = formatMoney(done.amountPaisa / 100, language);
      toast.success(
        t(done.enrolmentEnded ? 'payments.staff.programRefunded' : 'payments.staff.programPartlyRefunded', {
          amount: refunded,
        }),
      );
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
          id={`${id}-refund`}
          label={t('payments.staff.programRefundAmount')}
          hint={t('payments.staff.programRefundAmountHint', { amount })}
          error={form.errors.refund ? t(form.errors.refund) : undefined}
        >
          {(control) => <Input {...control} {...form.register('refund')} inputMode="decimal" autoComplete="off" />}
        </Field>
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
