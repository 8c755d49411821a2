import { Link } from 'react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import { dashboardPathFor } from '#contract/roles.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { displayNameOf, useSessionMe } from '#web/lib/session.ts';

/** /edit-profile (guarded): the account and its profiles. The editing form comes with profiles. */
export function Component() {
  const { t } = useTranslation();
  const me = useSessionMe();
  const name = displayNameOf(me);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PageTitle title={t('editProfile.pageTitle')} />
      <Link
        to={dashboardPathFor(me.activeRole)}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('nav.backToDashboard')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('editProfile.title')}</h1>
      <p className="mt-2 text-slate-700">{t('editProfile.subtitle')}</p>

      <Card className="mt-8">
        <section aria-labelledby="account-section" className="p-5 sm:p-6">
          <h2 id="account-section" className="text-lg font-semibold text-slate-900">
            {t('editProfile.accountSection')}
          </h2>
          <div className="mt-4 flex items-center gap-4">
            <UserAvatar
              fullName={name}
              email={me.user.email}
              avatarUrl={me.profile.avatarUrl}
              className="size-16 text-xl"
            />
            <dl className="grid min-w-0 gap-3 text-sm sm:grid-cols-2 sm:gap-8">
              <div className="min-w-0">
                <dt className="text-slate-600">{t('editProfile.fullName')}</dt>
                <dd className="truncate font-medium text-slate-900">{name ?? t('editProfile.notSet')}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-slate-600">{t('editProfile.email')}</dt>
                <dd className="truncate font-medium text-slate-900">{me.user.email}</dd>
              </div>
            </dl>
          </div>
        </section>
        <section aria-labelledby="profiles-section" className="border-t border-slate-200 p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="profiles-section" className="text-lg font-semibold text-slate-900">
              {t('editProfile.profilesSection')}
            </h2>
            <Link to="/add-profile" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <Plus aria-hidden="true" />
              {t('nav.addProfile')}
            </Link>
          </div>
          {me.roles.length > 0 ? (
            <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {me.roles.map((role) => (
                <li key={role} className="flex items-center justify-between gap-3 px-4 py-3">
                  <span className="font-medium text-slate-900">{t(`roles.names.${role}`)}</span>
                  {role === me.activeRole ? (
                    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                      {t('editProfile.active')}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-slate-700">
              {t('editProfile.noProfiles')}{' '}
              <Link to="/choose-role" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {t('editProfile.chooseRole')}
              </Link>
            </p>
          )}
        </section>
      </Card>
    </div>
  );
}
