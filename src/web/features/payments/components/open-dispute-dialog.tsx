import { useId, useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { MessageKey } from '#contract/locales/message-key.ts';
import type { DisputeOpenInput } from '#contract/payment-disputes.ts';
import { formatPercent } from '#contract/format/numbers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { loadDisputeOpenSchema, useOpenDispute } from '../api/disputes-api.ts';
import { DisputePhotoPicker, PHOTO_REFUSALS } from './dispute-photo-picker.tsx';

/**
 * The client says what went wrong, with up to four photos; the payment stays held for staff. The
 * text and the photos stay if it fails, so a refused photo is swapped without typing again.
 */
export function OpenDisputeDialog({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
  const { t, language } = useTranslation();
  const id = useId();
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<MessageKey | null>(null);
  const form = useZodForm(loadDisputeOpenSchema, { defaultValues: { reason: '' } });
  const open = useOpenDispute(bookingId);
  const error = form.errors.reason;
  const percent = formatPercent(Math.round((open.progress ?? 0) * 100), language);

  async function submit(input: DisputeOpenInput) {
    try {
      await open.mutateAsync({ reason: input.reason, photos });
      toast.success(t('payments.dispute.opened'));
      onClose();
    } catch (failure) {
      // a refused photo (type, content, size) is named under the picker too
      const key = failure instanceof ApiError ? PHOTO_REFUSALS.find((refusal) => refusal === failure.key) : undefined;
      if (key) setPhotoError(key);
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
        <DisputePhotoPicker
          id={`${id}-photos`}
          photos={photos}
          onChange={(next) => {
            setPhotos(next);
            setPhotoError(null);
          }}
          error={photoError}
          onError={setPhotoError}
          disabled={form.isSubmitting}
        />
        {open.progress !== null ? (
          <Progress value={open.progress * 100} aria-label={t('payments.dispute.uploading', { percent })} />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('payments.dispute.cancel')}
          </Button>
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? <Spinner /> : <ShieldAlert aria-hidden="true" />}
            {open.progress !== null
              ? t('payments.dispute.uploading', { percent })
              : form.isSubmitting
                ? t('payments.dispute.submitting')
                : t('payments.dispute.submit')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
