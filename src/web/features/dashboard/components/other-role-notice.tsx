import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Repeat } from 'lucide-react';
import { ROLE_DASHBOARD, type Role } from '#contract/roles.ts';
import { useSwitchRole } from '#web/lib/account-actions.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

/**
 * /dashboard (the learner's) for an account using another role: it says which role is in use and
 * leads to that role's dashboard; with `canSwitch` (the account holds the student role) it offers
 * to switch to it. `children` (the job applications) follow.
 */
export function OtherRoleNotice({
  role,
  canSwitch,
  children,
}: {
  role: Role;
  canSwitch: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const switchRole = useSwitchRole();
  const roleName = t(`roles.names.${role}`);
  const title = t('dashboard.otherRole.title', { role: roleName });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={title} />
      <Card className="p-5 sm:p-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-slate-700">
          {t(canSwitch ? 'dashboard.otherRole.studentBody' : 'dashboard.otherRole.applicationsBody')}
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          {canSwitch ? (
            <Button disabled={switchRole.isPending} onClick={() => switchRole.mutate('student')}>
              {switchRole.isPending ? <Spinner /> : <Repeat aria-hidden="true" />}
              {t('dashboard.otherRole.switch')}
            </Button>
          ) : null}
          <Link to={ROLE_DASHBOARD[role]} className={buttonVariants({ variant: canSwitch ? 'outline' : 'default' })}>
            {t('dashboard.otherRole.open', { role: roleName })}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </Card>
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
