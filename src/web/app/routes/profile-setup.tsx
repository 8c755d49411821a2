import { Link, Navigate } from 'react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import type { Me } from '#contract/api.ts';
import { dashboardPathFor, type Role } from '#contract/roles.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { displayNameOf, useSessionMe } from '#web/lib/session.ts';

type Item =
  | 'fullName'
  | 'organizationName'
  | 'headline'
  | 'educationLevel'
  | 'interests'
  | 'skills'
  | 'location'
  | 'industry'
  | 'companySize'
  | 'about'
  | 'picture'
  | 'logo'
  | 'banner';

// spec §5 required fields per role, plus the two images.
const ITEMS: Record<Role, readonly Item[]> = {
  student: ['fullName', 'headline', 'educationLevel', 'interests', 'picture', 'banner'],
  professional: ['fullName', 'headline', 'skills', 'picture', 'banner'],
  company: ['organizationName', 'location', 'industry', 'companySize', 'about', 'logo', 'banner'],
  institution: ['organizationName', 'location', 'logo', 'banner'],
};

function isFilled(item: Item, me: Me): boolean {
  if (item === 'fullName' || item === 'organizationName') return Boolean(displayNameOf(me));
  if (item === 'picture' || item === 'logo') return Boolean(me.profile.avatarUrl);
  return false;
}

/** /profile-setup (guarded): what the active role's profile asks for (spec §2 Profile setup). */
export function Component() {
  const { t } = useTranslation();
  const me = useSessionMe();
  // spec: without an active role there is no form to show
  if (!me.activeRole) return <Navigate to="/dashboard" replace />;

  const role = me.activeRole;
  const name = displayNameOf(me);
  const roleName = t(`roles.names.${role}`);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PageTitle title={t('profileSetup.pageTitle')} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {t('profileSetup.title', { role: roleName })}
      </h1>
      <p className="mt-2 text-slate-700">{t('profileSetup.subtitle')}</p>

      <Card className="mt-8 overflow-hidden">
        <div aria-hidden="true" className="h-24 bg-gradient-to-r from-brand-800 via-brand-600 to-brand-400" />
        <div className="flex flex-col gap-3 px-5 pb-6 sm:flex-row sm:items-end sm:gap-4 sm:px-6">
          <UserAvatar
            fullName={name}
            email={me.user.email}
            avatarUrl={me.profile.avatarUrl}
            className="-mt-10 size-20 border-4 border-white text-2xl shadow"
          />
          <div className="min-w-0 sm:pb-1">
            <p className="truncate text-lg font-semibold text-slate-900">{name ?? t('nav.user')}</p>
            <p className="truncate text-sm text-slate-600">
              {roleName} · {me.user.email}
            </p>
          </div>
        </div>
        <section aria-labelledby="profile-checklist" className="border-t border-slate-200 px-5 py-6 sm:px-6">
          <h2 id="profile-checklist" className="text-base font-semibold text-slate-900">
            {t('profileSetup.checklistTitle')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {ITEMS[role].map((item) => {
              const filled = isFilled(item, me);
              return (
                <li key={item} className="flex items-center gap-2.5 text-slate-800">
                  {filled ? (
                    <CheckCircle2 aria-hidden="true" className="size-5 text-brand-600" />
                  ) : (
                    <Circle aria-hidden="true" className="size-5 text-slate-400" />
                  )}
                  <span>{t(`profileSetup.items.${item}`)}</span>
                  <span className="sr-only">{t(filled ? 'profileSetup.done' : 'profileSetup.todo')}</span>
                </li>
              );
            })}
          </ul>
        </section>
      </Card>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Link to={dashboardPathFor(role)} className={buttonVariants({ size: 'lg' })}>
          {t('nav.goToDashboard')}
        </Link>
      </div>
    </div>
  );
}
