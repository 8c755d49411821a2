import { useState } from 'react';
import { BadgeCheck, MailWarning } from 'lucide-react';
import type { SecurityOverview } from '#contract/security.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { changeEmail, loadSecuritySchemas, sendVerificationEmail } from '../api/security-api.ts';
import { Section } from './section.tsx';

/** The account's e-mail and whether it is verified, with a resend button. */
export function EmailSection({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [changing, setChanging] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      await sendVerificationEmail();
      toast.success(t('security.email.sent', { email: overview.email }));
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section id="security-email" title={t('security.email.title')}>
      <p className="font-medium break-all text-slate-900">{overview.email}</p>
      {overview.emailVerified ? (
        <p className="inline-flex items-center gap-1.5 text-emerald-700">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t('security.email.verified')}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="inline-flex items-center gap-1.5 text-amber-800">
            <MailWarning aria-hidden="true" className="size-4" />
            {t('security.email.notVerified')}
          </p>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void resend()}>
            {busy ? <Spinner /> : null}
            {t('security.email.resend')}
          </Button>
        </div>
      )}
      {changing ? (
        <ChangeEmailForm
          hasPassword={overview.methods.some((method) => method.providerId === 'credential')}
          onClose={() => setChanging(false)}
        />
      ) : (
        <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
          {t('security.email.change')}
        </Button>
      )}
    </Section>
  );
}

const loadChangeSchema = () => loadSecuritySchemas().then((m) => m.ChangeEmailInput);

function ChangeEmailForm({ hasPassword, onClose }: { hasPassword: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(loadChangeSchema, { defaultValues: { newEmail: '', password: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await changeEmail({ newEmail: values.newEmail, password: values.password || undefined });
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error' });
      return;
    }
    toast.success(t('security.email.changeSent', { email: values.newEmail }));
    onClose();
  }, showValidationToast);
  return (
    <form noValidate onFocus={form.prefetch} onSubmit={submit} className="max-w-sm space-y-4">
      <TextField
        id="new-email"
        type="email"
        autoComplete="email"
        inputMode="email"
        label={t('security.email.newEmail')}
        error={form.errors.newEmail && t(form.errors.newEmail)}
        {...form.register('newEmail')}
      />
      {hasPassword ? (
        <TextField
          id="change-email-password"
          type="password"
          autoComplete="current-password"
          label={t('security.password.current')}
          error={form.errors.password && t(form.errors.password)}
          {...form.register('password')}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.isSubmitting}>
          {form.isSubmitting ? <Spinner /> : null}
          {t('security.email.changeSend')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('security.email.cancel')}
        </Button>
      </div>
    </form>
  );
}
