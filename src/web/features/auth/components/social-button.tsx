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

/**
 * The providers' marks are files beside the app, not code in it: as inline SVG they cost every
 * visitor to /auth about 0.7 KiB of JavaScript (gzip), and as images they come from the cache.
 */
function logo(file: string) {
  return function Logo() {
    return <img src={`/icons/${file}.svg`} alt="" width={20} height={20} className="size-5" />;
  };
}

// Spec §7: Google sign-in returns to /choose-role (which sends people who already have a role on
// to their dashboard); LinkedIn returns to the dashboard. A new account goes to /choose-role, with
// the role of the sign-up link that brought the visitor here.
const PROVIDERS = {
  google: { name: 'Google', labelKey: 'auth.continueWithGoogle', callbackURL: '/choose-role', Logo: logo('google') },
  linkedin: {
    name: 'LinkedIn',
    labelKey: 'auth.continueWithLinkedIn',
    callbackURL: '/dashboard',
    Logo: logo('linkedin'),
  },
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
