import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { verifyTwoFactor } from '../api/auth-api.ts';

const loadTotpSchema = () => import('#contract/security.ts').then((m) => m.TotpCodeInput);
const loadBackupSchema = () => import('#contract/security.ts').then((m) => m.BackupCodeInput);

/** The second sign-in step: the authenticator app's code, or a backup code. */
export function TotpStep({ onVerified, onCancel }: { onVerified: () => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('security.totpStep.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('security.totpStep.body')}</p>
      </div>
      {kind === 'totp' ? (
        <CodeForm key="totp" kind="totp" onVerified={onVerified} />
      ) : (
        <CodeForm key="backup" kind="backup" onVerified={onVerified} />
      )}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button variant="link" className="px-0" onClick={() => setKind(kind === 'totp' ? 'backup' : 'totp')}>
          {t(kind === 'totp' ? 'security.totpStep.useBackup' : 'security.totpStep.useApp')}
        </Button>
        <Button variant="link" className="px-0" onClick={onCancel}>
          {t('security.forgot.back')}
        </Button>
      </div>
    </div>
  );
}

function CodeForm({ kind, onVerified }: { kind: 'totp' | 'backup'; onVerified: () => Promise<void> }) {
  const { t } = useTranslation();
  const form = useZodForm(kind === 'totp' ? loadTotpSchema : loadBackupSchema, { defaultValues: { code: '' } });
  const [trust, setTrust] = useState(false);
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await verifyTwoFactor(kind, code, trust);
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.signInFailed' });
      return;
    }
    await onVerified();
  }, showValidationToast);
  return (
    <form noValidate onFocus={form.prefetch} onSubmit={submit} className="space-y-4">
      <TextField
        id={kind === 'totp' ? 'signin-totp' : 'signin-backup-code'}
        label={t(kind === 'totp' ? 'security.twoFactor.code' : 'security.totpStep.backupCode')}
        autoComplete="one-time-code"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        autoFocus
        error={form.errors.code && t(form.errors.code)}
        {...form.register('code')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={trust}
          onChange={(event) => setTrust(event.target.checked)}
          className="size-4 rounded border-slate-300"
        />
        {t('security.totpStep.trust')}
      </label>
      <Button type="submit" size="lg" className="w-full" disabled={form.isSubmitting}>
        {form.isSubmitting ? <Spinner /> : null}
        {t('security.totpStep.verify')}
      </Button>
    </form>
  );
}
