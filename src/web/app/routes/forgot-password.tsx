import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { loadSecuritySchemas, requestPasswordReset } from '#web/features/security/api/security-api.ts';

const loadSchema = () => loadSecuritySchemas().then((m) => m.ForgotPasswordInput);

/** /forgot-password: asks for the e-mail and sends the reset link (the answer never says whether it exists). */
export function Component() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(loadSchema, { defaultValues: { email: '' } });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error' });
      return;
    }
    setSentTo(email);
  }, showValidationToast);

  return (
    <div className="mx-auto max-w-md px-4 py-8 sm:py-12">
      <PageTitle title={t('security.forgot.title')} />
      <Link
        to="/auth"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('security.forgot.back')}
      </Link>
      <Card className="mt-4 p-5 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('security.forgot.title')}</h1>
        {sentTo ? (
          <p role="status" className="mt-4 flex items-start gap-2 text-sm text-slate-700">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            {t('security.forgot.sent', { email: sentTo })}
          </p>
        ) : (
          <form noValidate onFocus={form.prefetch} onSubmit={submit} className="mt-4 space-y-4">
            <p className="text-sm text-slate-600">{t('security.forgot.body')}</p>
            <TextField
              id="forgot-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              label={t('auth.email')}
              placeholder={t('auth.emailPlaceholder')}
              error={form.errors.email && t(form.errors.email)}
              {...form.register('email')}
            />
            <Button type="submit" size="lg" className="w-full" disabled={form.isSubmitting}>
              {form.isSubmitting ? <Spinner /> : null}
              {t('security.forgot.send')}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
