import { useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { MessageKey } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { appConfigQueryOptions } from '#web/lib/app-config.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { startSocialSignIn, type SocialProvider } from '../api/auth-api.ts';
import { chooseRolePath } from '../lib/post-sign-in-path.ts';

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

/** The "in" mark on LinkedIn blue. */
function LinkedInLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <path
        fill="#fff"
        d="M5.3 9.4h2.9v9.3H5.3V9.4zm1.45-4.6a1.68 1.68 0 1 1 0 3.36 1.68 1.68 0 0 1 0-3.36zM10 9.4h2.78v1.27h.04c.39-.73 1.33-1.5 2.74-1.5 2.93 0 3.47 1.93 3.47 4.44v5.09h-2.9v-4.51c0-1.08-.02-2.46-1.5-2.46-1.5 0-1.73 1.17-1.73 2.38v4.59H10V9.4z"
      />
    </svg>
  );
}

// Spec §7: Google sign-in returns to /choose-role (which sends people who already have a role on
// to their dashboard); LinkedIn returns to the dashboard. A new account goes to /choose-role, with
// the role of the sign-up link that brought the visitor here.
const PROVIDERS = {
  google: { name: 'Google', labelKey: 'auth.continueWithGoogle', callbackURL: '/choose-role', Logo: GoogleLogo },
  linkedin: { name: 'LinkedIn', labelKey: 'auth.continueWithLinkedIn', callbackURL: '/dashboard', Logo: LinkedInLogo },
} satisfies Record<SocialProvider, { name: string; labelKey: MessageKey; callbackURL: string; Logo: ComponentType }>;

/** "Continue with Google / LinkedIn": explains itself when the server has no credentials for the provider. */
export function SocialButton({ provider }: { provider: SocialProvider }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const { name, labelKey, callbackURL, Logo } = PROVIDERS[provider];

  async function continueWithProvider() {
    setBusy(true);
    try {
      const config = await queryClient.fetchQuery(appConfigQueryOptions);
      if (!config.providers[provider]) {
        toast.error(t('toast.providerNotConfiguredTitle', { provider: name }), {
          description: t('toast.providerNotConfigured', { provider: name }),
        });
        setBusy(false);
        return;
      }
      window.location.assign(await startSocialSignIn(provider, callbackURL, chooseRolePath(params.get('role'))));
      // stay busy: the browser is leaving for the provider
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.signInFailed' });
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size="lg" className="w-full" disabled={busy} onClick={() => void continueWithProvider()}>
      {busy ? <Spinner /> : <Logo />}
      {t(labelKey)}
    </Button>
  );
}
