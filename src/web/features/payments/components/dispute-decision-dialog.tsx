import { useId } from 'react';
import { Gavel } from 'lucide-react';
import { DISPUTE_OUTCOMES, type DisputeDecisionForm, type PaymentDispute } from '#contract/payment-disputes.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, selectClasses, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { loadDecisionSchema, useDecideDispute } from '../api/disputes-api.ts';

type Decision = { outcome: (typeof DISPUTE_OUTCOMES)[number]; reason: string; refundPaisa?: number };

/**
 * Staff decide a dispute: release, a partial refund (typed in rupees) or a full refund, always
 * with a reason both sides read. What was typed stays if saving fails (e.g. another staff member
 * decided first: 409).
 */
export function DisputeDecisionDialog({ dispute, onClose }: { dispute: PaymentDispute; onClose: () => void }) {
  const { t, language } = useTranslation();
  const id = useId();
  const form = useZodForm<typeof DisputeDecisionForm, { outcome: string; refund: string; reason: string }>(
    loadDecisionSchema,
    {
      defaultValues: { outcome: 'partial_refund', refund: '', reason: '' },
    },
  );
  const decide = useDecideDispute(dispute.id);
  const { errors } = form;

  async function submit(input: Decision) {
    try {
      await decide.mutateAsync(input);
      toast.success(t('payments.staff.decided'));
      onClose();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'payments.staff.decideFailed' });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('payments.staff.decideTitle')}
      description={t('payments.staff.decideHint')}
    >
      <form
        noValidate
        onFocus={form.prefetch}
        onSubmit={form.handleSubmit(submit, showValidationToast)}
        className="mt-4 space-y-4"
      >
        <Field
          id={`${id}-outcome`}
          label={t('payments.staff.outcomeLabel')}
          error={errors.outcome ? t(errors.outcome) : undefined}
        >
          {(control) => (
            <select {...control} {...form.register('outcome')} className={selectClasses}>
              {DISPUTE_OUTCOMES.map((outcome) => (
                <option key={outcome} value={outcome}>
                  {t(`payments.staff.outcome.${outcome}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {form.values.outcome === 'partial_refund' ? (
          <Field
            id={`${id}-refund`}
            label={t('payments.staff.refundLabel')}
            hint={t('payments.staff.refundHint', { amount: formatMoney(dispute.amountPaisa / 100, language) })}
            error={errors.refund ? t(errors.refund) : undefined}
            requiredMark={t('staff.required')}
          >
            {(control) => <Input {...control} {...form.register('refund')} inputMode="decimal" autoComplete="off" />}
          </Field>
        ) : null}
        <Field
          id={`${id}-reason`}
          label={t('payments.staff.reasonLabel')}
          error={errors.reason ? t(errors.reason) : undefined}
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
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? <Spinner /> : <Gavel aria-hidden="true" />}
            {form.isSubmitting ? t('payments.staff.deciding') : t('payments.staff.decide')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
