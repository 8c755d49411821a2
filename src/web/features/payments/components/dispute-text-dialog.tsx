import { useId } from 'react';
import { MessageSquareReply, ShieldAlert, type LucideIcon } from 'lucide-react';
import type { z } from 'zod';
import type { MessageKey } from '#contract/locales/message-key.ts';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { loadDisputeAnswerSchema, loadDisputeOpenSchema, useSendDispute } from '../api/disputes-api.ts';
import { DisputeFormButtons, DisputePhotoFields, useDisputePhotos } from './dispute-form-parts.tsx';

/** A form of one text field, whichever its name: the client's reason or the professional's answer. */
type DisputeTextSchema = z.ZodType<Record<string, string>, Record<string, string>>;

interface DisputeTextForm {
  loadSchema: () => Promise<DisputeTextSchema>;
  field: string;
  Icon: LucideIcon;
  title: MessageKey;
  description: MessageKey;
  label: MessageKey;
  hint: MessageKey;
  photosHint: MessageKey;
  submit: MessageKey;
  submitting: MessageKey;
  sent: MessageKey;
  failed: MessageKey;
}

/** What differs between the client's dispute and the professional's answer: their texts, icon and field. */
const DISPUTE_TEXT_FORMS = {
  open: {
    loadSchema: loadDisputeOpenSchema,
    field: 'reason',
    Icon: ShieldAlert,
    title: 'payments.dispute.dialogTitle',
    description: 'payments.dispute.dialogHint',
    label: 'payments.dispute.reasonLabel',
    hint: 'payments.dispute.validation.reason',
    photosHint: 'payments.dispute.photosHint',
    submit: 'payments.dispute.submit',
    submitting: 'payments.dispute.submitting',
    sent: 'payments.dispute.opened',
    failed: 'payments.dispute.failed',
  },
  answer: {
    loadSchema: loadDisputeAnswerSchema,
    field: 'answer',
    Icon: MessageSquareReply,
    title: 'payments.dispute.answerTitle',
    description: 'payments.dispute.answerHint',
    label: 'payments.dispute.answerLabel',
    hint: 'payments.dispute.validation.answer',
    photosHint: 'payments.dispute.answerPhotosHint',
    submit: 'payments.dispute.answerSubmit',
    submitting: 'payments.dispute.answerSubmitting',
    sent: 'payments.dispute.answered',
    failed: 'payments.dispute.answerFailed',
  },
} as const satisfies Record<string, DisputeTextForm>;

/**
 * A side of a dispute with up to four photos: the client opens it and the payment stays held for
 * staff; the booking's professional answers it, once (decision 059). The text and the photos stay
 * if it fails, so a refused photo is swapped without typing again.
 */
export function DisputeTextDialog({
  kind,
  bookingId,
  onClose,
}: {
  kind: keyof typeof DISPUTE_TEXT_FORMS;
  bookingId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const texts = DISPUTE_TEXT_FORMS[kind];
  const photos = useDisputePhotos();
  const form = useZodForm<DisputeTextSchema>(texts.loadSchema, { defaultValues: { [texts.field]: '' } });
  const send = useSendDispute(bookingId, kind);
  const error = form.errors[texts.field];

  async function submit(input: Record<string, string>) {
    try {
      await send.mutateAsync({ text: input[texts.field] ?? '', photos: photos.photos });
      toast.success(t(texts.sent));
      onClose();
    } catch (failure) {
      photos.noteRefusal(failure);
      showErrorToast(failure, { titleKey: texts.failed });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t(texts.title)}
      description={t(texts.description)}
    >
      <form
        noValidate
        onFocus={form.prefetch}
        onSubmit={form.handleSubmit(submit, showValidationToast)}
        className="mt-4 space-y-4"
      >
        <Field
          id={`${id}-${texts.field}`}
          label={t(texts.label)}
          hint={t(texts.hint)}
          error={error ? t(error) : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              {...form.register(texts.field)}
              rows={5}
              maxLength={1000}
              className={textareaClasses}
            />
          )}
        </Field>
        <DisputePhotoFields
          id={`${id}-photos`}
          state={photos}
          progress={send.progress}
          hint={texts.photosHint}
          disabled={form.isSubmitting}
        />
        <DisputeFormButtons
          onCancel={onClose}
          submitting={form.isSubmitting}
          progress={send.progress}
          icon={<texts.Icon aria-hidden="true" />}
          submit={texts.submit}
          submittingText={texts.submitting}
        />
      </form>
    </FormDialog>
  );
}
