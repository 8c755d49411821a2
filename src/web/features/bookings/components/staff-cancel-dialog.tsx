import { useId } from 'react';
import { CalendarX2 } from 'lucide-react';
import type { StaffBookingCancelInput } from '#contract/staff-bookings.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { loadStaffCancelSchema, useStaffCancelBooking } from '../api/staff-bookings-api.ts';

/** Staff call a booking off with a reason both parties are sent. The reason stays if it fails. */
export function StaffCancelDialog({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(loadStaffCancelSchema, { defaultValues: { reason: '' } });
  const cancel = useStaffCancelBooking(bookingId);
  const error = form.errors.reason;

  async function submit(input: StaffBookingCancelInput) {
    try {
      await cancel.mutateAsync(input.reason);
      toast.success(t('staff.bookings.cancelled'));
      onClose();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'toast.error' });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('staff.bookings.cancelTitle')}
      description={t('staff.bookings.cancelHint')}
    >
      <form
        noValidate
        onFocus={form.prefetch}
        onSubmit={form.handleSubmit(submit, showValidationToast)}
        className="mt-4 space-y-4"
      >
        <Field
          id={`${id}-reason`}
          label={t('staff.bookings.reasonLabel')}
          error={error ? t(error) : undefined}
          requiredMark={t('staff.required')}
        >
          {(control) => <textarea {...control} {...form.register('reason')} rows={4} className={textareaClasses} />}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('staff.bookings.keep')}
          </Button>
          <Button type="submit" variant="destructive" disabled={form.isSubmitting}>
            {form.isSubmitting ? <Spinner /> : <CalendarX2 aria-hidden="true" />}
            {form.isSubmitting ? t('staff.bookings.cancelling') : t('staff.bookings.cancel')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
