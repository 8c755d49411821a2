import { useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { ROLES, dashboardPathFor, isRole, type Role } from '#contract/roles.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { displayNameOf, useSessionMe } from '#web/lib/session.ts';
import { useAddRole } from '../api/roles-api.ts';
import { RoleForm } from './role-form.tsx';

/**
 * First role choice (spec §2 Choose role, §4 Onboarding). `?role=…` (carried from a "register as
 * a student / trainer" link through sign-up) picks that card in advance; the user still confirms.
 */
export function ChooseRolePanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useSessionMe();
  const [params] = useSearchParams();
  const [role, setRole] = useState<Role | null>(() => {
    const linked = params.get('role');
    return isRole(linked) ? linked : null;
  });
  // Once a role is chosen here the account has a role, but the user is on the way to
  // /profile-setup, not to the dashboard the rule below would send them to.
  const chosen = useRef(false);

  const addRole = useAddRole({
    onSuccess: () => {
      chosen.current = true;
      toast.success(t('toast.roleSelected'));
      void navigate('/profile-setup', { replace: true });
    },
    onError: (error) => showErrorToast(error, { titleKey: 'toast.error', descriptionKey: 'toast.roleSetFailed' }),
  });

  if (me.roles.length > 0 && !chosen.current) {
    return <Navigate to={dashboardPathFor(me.activeRole)} replace />;
  }

  const name = displayNameOf(me) ?? t('chooseRole.there');

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t('chooseRole.greeting', { name })}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-slate-700">{t('chooseRole.subtitle')}</p>
      </div>
      <RoleForm
        roles={ROLES}
        role={role}
        onRole={setRole}
        label={t('chooseRole.groupLabel')}
        submitLabel={t('chooseRole.continue')}
        pending={addRole.isPending}
        onSubmit={(picked) => addRole.mutate(picked)}
        className="mt-10"
        footerClassName="justify-center"
        buttonClassName="sm:w-64"
      />
    </div>
  );
}
