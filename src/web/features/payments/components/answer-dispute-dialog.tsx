import { useId } from 'react';
import { MessageSquareReply } from 'lucide-react';
import type { DisputeAnswerInput } from '#contract/payment-disputes.ts';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { loadDisputeAnswerSchema, useSendDispute } from '../api/disputes-api.ts';
import { DisputeFormButtons, DisputePhotoFields, useDisputePhotos } from './dispute-form-parts.tsx';

/**
 * The booking's professional gives their side of an open dispute, once, with up to four photos
 * (decision 059). As in the client's form, the text and photos stay if it fails.
 */
export function AnswerDisputeDialog({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const photos = useDisputePhotos();
  const form = useZodForm(loadDisputeAnswerSchema, { defaultValues: { answer: '' } });
  const send = useSendDispute(bookingId, 'answer');
  const error = form.errors.answer;

  async function submit(input: DisputeAnswerInput) {
    try {
      await send.mutateAsync({ text: input.answer, photos: photos.photos });
      toast.success(t('payments.dispute.answered'));
      onClose();
    } catch (failure) {
      photos.noteRefusal(failure);
      showErrorToast(failure, { titleKey: 'payments.dispute.answerFailed' });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('payments.dispute.answerTitle')}
      description={t('payments.dispute.answerHint')}
    >
      <form
        noValidate
        onFocus={form.prefetch}
        onSubmit={form.handleSubmit(submit, showValidationToast)}
        className="mt-4 space-y-4"
      >
        <Field
          id={`${id}-answer`}
          label={t('payments.dispute.answerLabel')}
          hint={t('payments.dispute.validation.answer')}
          error={error ? t(error) : undefined}
        >
          {(control) => (
            <textarea {...control} {...form.register('answer')} rows={5} maxLength={1000} className={textareaClasses} />
          )}
        </Field>
        <DisputePhotoFields
          id={`${id}-photos`}
          state={photos}
          progress={send.progress}
          hint="payments.dispute.answerPhotosHint"
          disabled={form.isSubmitting}
        />
        <DisputeFormButtons
          onCancel={onClose}
          submitting={form.isSubmitting}
          progress={send.progress}
          icon={<MessageSquareReply aria-hidden="true" />}
          submit="payments.dispute.answerSubmit"
          submittingText="payments.dispute.answerSubmitting"
        />
      </form>
    </FormDialog>
  );
}
