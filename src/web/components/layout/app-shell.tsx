import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useMe } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

// Only an account whose e-mail is not verified yet loads the banner (and its texts).
const VerifyEmailBanner = lazy(() => import('./verify-email-banner.tsx'));

/** The frame around every page: skip link, sticky header, the verify-e-mail banner, main landmark, footer. */
export function AppShell() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('shell.skipToContent')}
      </a>
      <SiteHeader />
      {me?.user.emailVerified === false ? (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
    </div>
  );
}
