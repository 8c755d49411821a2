import { useId } from 'react';
import { Send } from 'lucide-react';
import type { z } from 'zod';
import type { ContactInput } from '#contract/contact.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, textareaClasses } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadContactSchema, sendContactMessage } from '../api/public-api.ts';

type ContactFormInput = z.input<typeof ContactInput>;
const EMPTY: ContactFormInput = { name: '', email: '', subject: '', message: '' };

/** The contact form (spec §2 Contact, decisions.md §11): checked here and on the server by the same schema. */
export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(loadContactSchema, { defaultValues: EMPTY });
  const required = t('contact.required');
  const error = (name: keyof ContactFormInput) => {
    const key = form.errors[name];
    return key ? t(key) : undefined;
  };

  async function send(input: ContactInput) {
    try {
      await sendContactMessage(input);
      toast.success(t('contact.sentTitle'), {
        description: t('contact.sent', { name: input.name, email: input.email }),
      });
      form.reset();
    } catch (failure) {
      // what was typed stays in the form
      if (failure instanceof ApiError && failure.code === 'RATE_LIMITED') {
        toast.error(t('toast.error'), { description: t('contact.tooMany') });
      } else {
        showErrorToast(failure, { titleKey: 'toast.error' });
      }
    }
  }

  const text = (name: 'name' | 'email' | 'subject', type: string, autoComplete: string) => (
    <Field id={`${id}-${name}`} label={t(`contact.fields.${name}`)} error={error(name)} requiredMark={required}>
      {(control) => <Input {...control} {...form.register(name)} type={type} autoComplete={autoComplete} />}
    </Field>
  );

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onFocus={form.prefetch}
      onSubmit={form.handleSubmit(send, showValidationToast)}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t('contact.formTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'text', 'name')}
        {text('email', 'email', 'email')}
      </div>
      {text('subject', 'text', 'off')}
      <Field id={`${id}-message`} label={t('contact.fields.message')} error={error('message')} requiredMark={required}>
        {(control) => <textarea {...control} {...form.register('message')} rows={6} className={textareaClasses} />}
      </Field>
      <Button type="submit" size="lg" disabled={form.isSubmitting} className="w-full sm:w-auto">
        {form.isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
        {form.isSubmitting ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
