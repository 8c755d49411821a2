import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { ArrowLeft, CheckCircle2, PartyPopper } from 'lucide-react';
import { ROLES, dashboardPathFor, type Role } from '#contract/roles.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useSessionMe } from '#web/lib/session.ts';
import { useAddRole } from '../api/roles-api.ts';
import { RoleForm } from './role-form.tsx';

// spec §4 Adding a role: these two need a profile form; the others go straight to their dashboard.
const NEEDS_SETUP: ReadonlySet<Role> = new Set(['professional', 'institution']);

/** /add-profile: add a role the account does not hold yet (spec §2 Add profile). */
export function AddProfilePanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useSessionMe();
  const [role, setRole] = useState<Role | null>(null);
  const [added, setAdded] = useState<Role | null>(null);

  const addRole = useAddRole({
    onSuccess: (_me, newRole) => {
      setAdded(newRole);
      toast.success(t('toast.profileAdded'));
      void navigate(NEEDS_SETUP.has(newRole) ? '/profile-setup' : dashboardPathFor(newRole));
    },
    onError: (error) => showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'toast.addProfileFailed' }),
  });

  // Keep showing the choice while navigating away, rather than flashing "all added".
  const available = ROLES.filter((candidate) => !me.roles.includes(candidate) || candidate === added);
  const back = (
    <Button variant="ghost" className="-ml-3" onClick={() => void navigate(-1)}>
      <ArrowLeft aria-hidden="true" />
      {t('addProfile.back')}
    </Button>
  );

  if (available.length === 0) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
        {back}
        <EmptyState
          icon={PartyPopper}
          headingLevel={1}
          title={t('addProfile.allAddedTitle')}
          description={t('addProfile.allAddedBody')}
          action={
            <Link to={dashboardPathFor(me.activeRole)} className={buttonVariants()}>
              {t('nav.goToDashboard')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {back}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('addProfile.title')}</h1>
      <p className="mt-2 text-slate-700">{t('addProfile.subtitle')}</p>

      {me.roles.length > 0 ? (
        <section aria-labelledby="current-profiles" className="mt-6">
          <h2 id="current-profiles" className="text-sm font-semibold text-slate-700">
            {t('addProfile.current')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {me.roles.map((held) => (
              <li
                key={held}
                className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
              >
                <CheckCircle2 aria-hidden="true" className="size-4" />
                {t(`roles.names.${held}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <RoleForm
        roles={available}
        role={role}
        onRole={setRole}
        label={t('addProfile.groupLabel')}
        submitLabel={t('addProfile.continue')}
        pending={addRole.isPending}
        onSubmit={(picked) => addRole.mutate(picked)}
        className="mt-8"
        footerClassName="justify-end"
        buttonClassName="sm:w-56"
      />
    </div>
  );
}
