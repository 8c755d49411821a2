import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { appConfigQueryOptions } from '#web/lib/app-config.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { startSocialSignIn } from '../api/auth-api.ts';

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.94l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.06l3.66 2.84c.87-2.6 3.3-4.52 6.16-4.52z"
      />
    </svg>
  );
}

/** "Continue with Google": explains itself when the server has no Google credentials. */
export function GoogleButton({ callbackPath }: { callbackPath: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function continueWithGoogle() {
    setBusy(true);
    try {
      const config = await queryClient.fetchQuery(appConfigQueryOptions);
      if (!config.providers.google) {
        toast.error(t('toast.providerNotConfiguredTitle', { provider: 'Google' }), {
          description: t('toast.providerNotConfigured', { provider: 'Google' }),
        });
        setBusy(false);
        return;
      }
      window.location.assign(await startSocialSignIn('google', callbackPath));
      // stay busy: the browser is leaving for Google
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.signInFailed' });
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size="lg" className="w-full" disabled={busy} onClick={() => void continueWithGoogle()}>
      {busy ? <Spinner /> : <GoogleLogo />}
      {t('auth.continueWithGoogle')}
    </Button>
  );
}
