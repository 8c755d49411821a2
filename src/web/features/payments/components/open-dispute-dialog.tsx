import { useId } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { DisputeOpenInput } from '#contract/payment-disputes.ts';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { loadDisputeOpenSchema, useSendDispute } from '../api/disputes-api.ts';
import { DisputeFormButtons, DisputePhotoFields, useDisputePhotos } from './dispute-form-parts.tsx';

/**
 * The client says what went wrong, with up to four photos; the payment stays held for staff. The
 * text and the photos stay if it fails, so a refused photo is swapped without typing again.
 */
export function OpenDisputeDialog({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const photos = useDisputePhotos();
  const form = useZodForm(loadDisputeOpenSchema, { defaultValues: { reason: '' } });
  const open = useSendDispute(bookingId, 'open');
  const error = form.errors.reason;

  async function submit(input: DisputeOpenInput) {
    try {
      await open.mutateAsync({ text: input.reason, photos: photos.photos });
      toast.success(t('payments.dispute.opened'));
      onClose();
    } catch (failure) {
      photos.noteRefusal(failure);
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
        <DisputePhotoFields
          id={`${id}-photos`}
          state={photos}
          progress={open.progress}
          hint="payments.dispute.photosHint"
          disabled={form.isSubmitting}
        />
        <DisputeFormButtons
          onCancel={onClose}
          submitting={form.isSubmitting}
          progress={open.progress}
          icon={<ShieldAlert aria-hidden="true" />}
          submit="payments.dispute.submit"
          submittingText="payments.dispute.submitting"
        />
      </form>
    </FormDialog>
  );
}
