import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { ArrowLeft } from 'lucide-react';
import { BrandMark } from '#web/components/layout/brand-logo.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { appConfigQueryOptions } from '#web/lib/app-config.ts';
import { meQueryOptions, useMe } from '#web/lib/session.ts';
import { SocialButton } from '#web/features/auth/components/social-button.tsx';
import { SignInForm } from '#web/features/auth/components/sign-in-form.tsx';
import { SignUpForm } from '#web/features/auth/components/sign-up-form.tsx';
import { postSignInPath } from '#web/features/auth/lib/post-sign-in-path.ts';

type AuthTab = 'signin' | 'signup';

function SocialSignIn() {
  return (
    <div className="space-y-3">
      <SocialButton provider="google" />
      <SocialButton provider="linkedin" />
    </div>
  );
}

function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-600 uppercase">
      <span className="h-px flex-1 bg-slate-200" />
      {label}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

/**
 * /auth — Sign In and Sign Up tabs (spec §2 Auth). `?tab=signup` opens Sign Up; `&role=…` (from a
 * "register as a student / trainer" link) is picked in advance on /choose-role after signing up.
 */
export function Component() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { data: me } = useMe();
  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const next = params.get('next');

  useEffect(() => {
    void queryClient.prefetchQuery(appConfigQueryOptions);
  }, [queryClient]);

  // an OAuth sign-in that failed comes back with ?error=<reason> (spec §7: 'Sign in failed')
  const oauthError = params.get('error');
  useEffect(() => {
    if (oauthError) {
      toast.error(t('toast.signInFailed'), { description: t('auth.oauthFailed', { reason: oauthError }) });
    }
  }, [oauthError]);

  // A session (existing, or just started below) moves the user on (spec §4 Onboarding).
  if (me) return <Navigate to={postSignInPath(me, next, params.get('role'))} replace />;

  async function loadAccount() {
    try {
      await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    } catch {
      toast.error(t('toast.error'), { description: t('toast.loadAccountFailed') });
    }
  }

  function selectTab(value: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value === 'signup') updated.set('tab', 'signup');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white">
      <PageTitle title={t(tab === 'signup' ? 'auth.signUpTab' : 'auth.signInTab')} />
      <div className="mx-auto max-w-md px-4 py-8 sm:py-12">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('auth.backToHome')}
        </Link>

        <Card className="mt-4 p-5 sm:p-8">
          <div className="text-center">
            <BrandMark className="mx-auto size-12" />
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('auth.title')}</h1>
            <p className="mt-1 text-sm text-slate-600">{t('auth.subtitle')}</p>
          </div>

          <Tabs value={tab} onValueChange={selectTab} className="mt-6">
            <TabsList aria-label={t('auth.tabsLabel')}>
              <TabsTrigger value="signin">{t('auth.signInTab')}</TabsTrigger>
              <TabsTrigger value="signup">{t('auth.signUpTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SocialSignIn />
              <OrDivider label={t('auth.orEmail')} />
              <SignInForm onSignedIn={loadAccount} />
            </TabsContent>
            <TabsContent value="signup">
              <SocialSignIn />
              <OrDivider label={t('auth.orEmail')} />
              <SignUpForm onSignedUp={loadAccount} />
            </TabsContent>
          </Tabs>
        </Card>
      </div>
    </div>
  );
}
