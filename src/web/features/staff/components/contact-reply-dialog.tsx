import { useId } from 'react';
import { Reply } from 'lucide-react';
import type { ContactMessageItem, ContactReplyInput } from '#contract/staff.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { loadContactReplySchema } from '../api/staff-api.ts';
import { useReplyToContact } from '../api/use-reply-to-contact.ts';

/** One contact message to read, and a reply to send by e-mail. What was typed stays if sending fails. */
export function ContactReplyDialog({ item, onClose }: { item: ContactMessageItem; onClose: () => void }) {
  const { t, language } = useTranslation();
  const id = useId();
  const form = useZodForm(loadContactReplySchema, { defaultValues: { message: '' } });
  const reply = useReplyToContact();
  const error = form.errors.message;

  async function send(input: ContactReplyInput) {
    try {
      await reply.mutateAsync({ id: item.id, message: input.message });
      toast.success(t('staff.contact.sentTitle'), { description: t('staff.contact.sent', { email: item.email }) });
      onClose();
    } catch (failure) {
      showErrorToast(failure, { titleKey: 'toast.error', descriptionKey: 'staff.contact.sendFailed' });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={item.subject}
      description={t('staff.contact.from', {
        name: item.name,
        email: item.email,
        date: formatDateTime(item.createdAt, language),
      })}
    >
      <blockquote className="mt-4 max-h-60 overflow-y-auto rounded-lg border-l-4 border-slate-300 bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words text-slate-800">
        {item.message}
      </blockquote>
      {item.repliedAt ? (
        <p className="mt-2 text-sm text-emerald-800">
          {t('staff.contact.repliedOn', { date: formatDateTime(item.repliedAt, language) })}
        </p>
      ) : null}
      <form
        noValidate
        onFocus={form.prefetch}
        onSubmit={form.handleSubmit(send, showValidationToast)}
        className="mt-4 space-y-4"
      >
        <Field
          id={`${id}-reply`}
          label={t('staff.contact.replyLabel')}
          hint={t('staff.contact.replyHint', { email: item.email })}
          error={error ? t(error) : undefined}
          requiredMark={t('staff.required')}
        >
          {(control) => <textarea {...control} {...form.register('message')} rows={6} className={textareaClasses} />}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('staff.contact.cancel')}
          </Button>
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? <Spinner /> : <Reply aria-hidden="true" />}
            {form.isSubmitting ? t('staff.contact.sending') : t('staff.contact.send')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
