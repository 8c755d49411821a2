import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { SecurityOverview } from '#contract/security.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  confirmTotp,
  disableTwoFactor,
  enableTwoFactor,
  loadSecuritySchemas,
  SECURITY_QUERY_KEY,
} from '../api/security-api.ts';
import { QrCode } from './qr-code.tsx';
import { Section } from './section.tsx';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'enable' | 'disable' }
  | { kind: 'setup'; totpURI: string; backupCodes: string[] }
  | { kind: 'backup'; backupCodes: string[] };

const loadPasswordSchema = () => loadSecuritySchemas().then((m) => m.PasswordConfirmInput);
const loadCodeSchema = () => loadSecuritySchemas().then((m) => m.TotpCodeInput);

/** The key an app would read from the QR code, in groups of four for typing by hand. */
function manualKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** Two-step verification with an authenticator app (TOTP) and backup codes. */
export function TwoFactorSection({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });

  return (
    <Section id="security-two-factor" title={t('security.twoFactor.title')}>
      {step.kind === 'idle' ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="inline-flex items-start gap-2">
            {overview.twoFactorEnabled ? (
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            ) : (
              <ShieldOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            )}
            {t(overview.twoFactorEnabled ? 'security.twoFactor.on' : 'security.twoFactor.off')}
          </p>
          <Button
            variant={overview.twoFactorEnabled ? 'outline' : 'default'}
            onClick={() => setStep({ kind: 'password', action: overview.twoFactorEnabled ? 'disable' : 'enable' })}
          >
            {t(overview.twoFactorEnabled ? 'security.twoFactor.disable' : 'security.twoFactor.enable')}
          </Button>
        </div>
      ) : null}
      {step.kind === 'password' ? (
        <PasswordStep
          action={step.action}
          onCancel={() => setStep({ kind: 'idle' })}
          onDone={async (password) => {
            if (step.action === 'enable') {
              const setup = await enableTwoFactor(password);
              setStep({ kind: 'setup', ...setup });
            } else {
              await disableTwoFactor(password);
              toast.success(t('security.twoFactor.disabled'));
              setStep({ kind: 'idle' });
              await refresh();
            }
          }}
        />
      ) : null}
      {step.kind === 'setup' ? (
        <SetupStep
          totpURI={step.totpURI}
          onCancel={() => setStep({ kind: 'idle' })}
          onConfirmed={() => {
            toast.success(t('security.twoFactor.enabled'));
            setStep({ kind: 'backup', backupCodes: step.backupCodes });
            void refresh();
          }}
        />
      ) : null}
      {step.kind === 'backup' ? (
        <BackupCodes codes={step.backupCodes} onDone={() => setStep({ kind: 'idle' })} />
      ) : null}
    </Section>
  );
}

function PasswordStep({
  action,
  onCancel,
  onDone,
}: {
  action: 'enable' | 'disable';
  onCancel: () => void;
  onDone: (password: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useZodForm(loadPasswordSchema, { defaultValues: { password: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await onDone(password);
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error' });
    }
  }, showValidationToast);
  return (
    <form noValidate onFocus={form.prefetch} onSubmit={submit} className="max-w-sm space-y-4">
      <p>{t('security.twoFactor.passwordPrompt')}</p>
      <TextField
        id="two-factor-password"
        type="password"
        autoComplete="current-password"
        label={t('auth.password')}
        error={form.errors.password && t(form.errors.password)}
        {...form.register('password')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.isSubmitting}>
          {form.isSubmitting ? <Spinner /> : null}
          {t(action === 'enable' ? 'security.twoFactor.enable' : 'security.twoFactor.disable')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('security.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}

function SetupStep({
  totpURI,
  onCancel,
  onConfirmed,
}: {
  totpURI: string;
  onCancel: () => void;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(loadCodeSchema, { defaultValues: { code: '' } });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await confirmTotp(code);
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error' });
      return;
    }
    onConfirmed();
  }, showValidationToast);
  return (
    <div className="space-y-4">
      <p>{t('security.twoFactor.scan')}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <QrCode text={totpURI} alt={t('security.twoFactor.qrAlt')} />
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">
            {t('security.twoFactor.manualKey')}
          </p>
          <code data-testid="totp-key" className="mt-1 block font-mono text-base break-all text-slate-900">
            {manualKey(totpURI)}
          </code>
        </div>
      </div>
      <form noValidate onFocus={form.prefetch} onSubmit={submit} className="max-w-xs space-y-4">
        <TextField
          id="totp-setup-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          label={t('security.twoFactor.code')}
          error={form.errors.code && t(form.errors.code)}
          {...form.register('code')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? <Spinner /> : null}
            {t('security.twoFactor.confirm')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('security.twoFactor.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('security.twoFactor.copied'));
    } catch {
      // no clipboard (insecure context): the codes stay on screen to write down
    }
  }
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">{t('security.twoFactor.backupTitle')}</h3>
      <p>{t('security.twoFactor.backupHelp')}</p>
      <ul data-testid="backup-codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          {t('security.twoFactor.copy')}
        </Button>
        <Button onClick={onDone}>{t('security.twoFactor.done')}</Button>
      </div>
    </div>
  );
}
