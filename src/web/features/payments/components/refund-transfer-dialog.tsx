import { useId } from 'react';
import { Undo2 } from 'lucide-react';
import type { RefundTransferInput } from '#contract/payment-disputes.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { loadRefundTransferSchema, useRecordRefundTransfer } from '../api/disputes-api.ts';

/**
 * Staff record the transfer by which they refunded an eSewa payment (eSewa has no refund API).
 * The reference typed stays if saving fails (e.g. another staff member recorded it first: 409).
 */
export function RefundTransferDialog({
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
  const form = useZodForm(loadRefundTransferSchema, { defaultValues: { reference: '' } });
  const record = useRecordRefundTransfer(attemptId);

  async function submit(input: RefundTransferInput) {
    try {
      await record.mutateAsync(input);
      toast.success(t('payments.staff.refundRecorded'));
      onClose();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'payments.staff.recordRefundFailed' });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('payments.staff.recordRefundTitle')}
      description={t('payments.staff.recordRefundHint', { amount: formatMoney(amountPaisa / 100, language) })}
    >
      <form
        noValidate
        onFocus={form.prefetch}
        onSubmit={form.handleSubmit(submit, showValidationToast)}
        className="mt-4 space-y-4"
      >
        <Field
          id={`${id}-reference`}
          label={t('payments.staff.refundReference')}
          error={form.errors.reference ? t(form.errors.reference) : undefined}
          requiredMark={t('staff.required')}
        >
          {(control) => <Input {...control} {...form.register('reference')} maxLength={100} autoComplete="off" />}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('payments.staff.cancel')}
          </Button>
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? <Spinner /> : <Undo2 aria-hidden="true" />}
            {form.isSubmitting ? t('payments.staff.recordingRefund') : t('payments.staff.recordRefund')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
