import { useId } from 'react';
import { Banknote } from 'lucide-react';
import { paisaOfRupeeInput, type PayoutBalance, type PayoutForm } from '#contract/payouts.ts';
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
import { loadPayoutForm } from '../api/payouts-api.ts';
import { useRecordPayout } from '../api/use-record-payout.ts';

/** Staff record a transfer they made: the whole available balance by default, with its reference. */
export function PayoutDialog({ balance, onClose }: { balance: PayoutBalance; onClose: () => void }) {
  const { t, language } = useTranslation();
  const id = useId();
  const available = formatMoney(balance.availablePaisa / 100, language);
  const form = useZodForm(loadPayoutForm, {
    defaultValues: { amount: (balance.availablePaisa / 100).toFixed(2), reference: '' },
  });
  const record = useRecordPayout();

  async function send(input: PayoutForm) {
    const amountPaisa = paisaOfRupeeInput(input.amount) ?? 0;
    try {
      await record.mutateAsync({
        professionalId: balance.professionalId,
        input: { amountPaisa, reference: input.reference, payoutCount: balance.payoutCount },
      });
      toast.success(t('payouts.staff.done', { amount: formatMoney(amountPaisa / 100, language) }));
      onClose();
    } catch (failure) {
      // what staff typed stays in the form
      showErrorToast(failure, { titleKey: 'payouts.staff.failed' });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('payouts.staff.dialogTitle', { name: balance.name || t('payouts.staff.noName') })}
      description={t('payouts.staff.dialogText', { amount: available })}
    >
      <form
        noValidate
        onFocus={form.prefetch}
        onSubmit={form.handleSubmit(send, showValidationToast)}
        className="mt-4 space-y-4"
      >
        <Field
          id={`${id}-amount`}
          label={t('payouts.staff.amount')}
          error={form.errors.amount ? t(form.errors.amount) : undefined}
          requiredMark={t('staff.required')}
        >
          {(control) => <Input {...control} {...form.register('amount')} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field
          id={`${id}-reference`}
          label={t('payouts.staff.reference')}
          hint={t('payouts.staff.referenceHint')}
          error={form.errors.reference ? t(form.errors.reference) : undefined}
          requiredMark={t('staff.required')}
        >
          {(control) => <Input {...control} {...form.register('reference')} autoComplete="off" maxLength={100} />}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('payouts.staff.cancel')}
          </Button>
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? <Spinner /> : <Banknote aria-hidden="true" />}
            {t('payouts.staff.submit')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
