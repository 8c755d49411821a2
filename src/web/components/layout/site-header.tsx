import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { displayNameOf, useMe } from '#web/lib/session.ts';
import { BrandLink } from './brand-logo.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { PRIMARY_NAV, SIGN_IN_PATH, SIGN_UP_PATH } from './nav-links.ts';

// Radix DropdownMenu is the heaviest piece of the header; signed-out visitors never load it.
const AvatarMenu = lazy(() => import('./avatar-menu.tsx'));
// Unread badges, the bell and the event stream: only for signed-in visitors too.
const HeaderActivity = lazy(() => import('./header-activity.tsx'));

/** Sticky site header (spec §2): brand, main links, language, and the account area. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  // A failed /api/me (server down) shows the signed-out header rather than nothing.
  const account = me ?? null;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <BrandLink />

        <nav aria-label={t('nav.primary')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <LanguageToggle />

          {isPending ? (
            <Skeleton className="size-9 rounded-full" />
          ) : account ? (
            <>
              <Suspense
                fallback={
                  <Link
                    to="/messages"
                    aria-label={t('nav.messages')}
                    title={t('nav.messages')}
                    className="hidden size-9 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 min-[400px]:inline-flex sm:size-10"
                  >
                    <MessageSquare aria-hidden="true" className="size-5" />
                  </Link>
                }
              >
                <HeaderActivity />
              </Suspense>
              <Suspense
                fallback={
                  <UserAvatar
                    fullName={displayNameOf(account)}
                    email={account.user.email}
                    avatarUrl={account.profile.avatarUrl}
                  />
                }
              >
                <AvatarMenu me={account} />
              </Suspense>
            </>
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <Link to={SIGN_IN_PATH} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                {t('nav.logIn')}
              </Link>
              <Link to={SIGN_UP_PATH} className={buttonVariants({ size: 'sm' })}>
                {t('nav.signUp')}
              </Link>
            </div>
          )}

          <MobileMenu me={account} className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
