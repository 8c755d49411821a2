import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpen, Briefcase, GraduationCap, Settings, Users, type LucideIcon } from 'lucide-react';
import type { Role } from '#contract/roles.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { UserAvatar } from '#web/components/ui/avatar.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { displayNameOf, useSessionMe } from '#web/lib/session.ts';

interface RoleSection {
  icon: LucideIcon;
  action: { to: string; labelKey: string };
}

// What each dashboard lists first (spec §2), shown empty until its feature lands.
const SECTIONS: Record<Role, RoleSection> = {
  student: { icon: BookOpen, action: { to: '/courses', labelKey: 'dashboard.student.action' } },
  professional: { icon: Briefcase, action: { to: '/edit-profile', labelKey: 'dashboard.professional.action' } },
  company: { icon: Users, action: { to: '/edit-profile', labelKey: 'dashboard.company.action' } },
  institution: { icon: GraduationCap, action: { to: '/edit-profile', labelKey: 'dashboard.institution.action' } },
};

// spec §2: the learner is greeted "there", the others by their role name, when no name is known.
function fallbackName(role: Role, t: (key: string) => string): string {
  return role === 'student' || role === 'company' ? t('dashboard.there') : t(`roles.names.${role}`);
}

/**
 * "<Role> Dashboard" with a welcome line and the role's first section; `children` are sections
 * another feature adds below it (composed by the route).
 */
export function RoleDashboard({ role, children }: { role: Role; children?: ReactNode }) {
  const { t } = useTranslation();
  const me = useSessionMe();
  const name = displayNameOf(me);
  const title = t('dashboard.title', { role: t(`roles.names.${role}`) });
  const section = SECTIONS[role];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={title} />
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <UserAvatar
            fullName={name}
            email={me.user.email}
            avatarUrl={me.profile.avatarUrl}
            className="size-14 text-lg"
          />
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            <p className="mt-1 text-slate-700">{t('dashboard.welcome', { name: name ?? fallbackName(role, t) })}</p>
          </div>
        </div>
        <Link to="/edit-profile" className={buttonVariants({ variant: 'outline' })}>
          <Settings aria-hidden="true" />
          {t('nav.accountSettings')}
        </Link>
      </div>

      <Card className="mt-8">
        <h2 className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900 sm:px-6">
          {t(`dashboard.${role}.sectionTitle`)}
        </h2>
        <EmptyState
          icon={section.icon}
          headingLevel={3}
          title={t(`dashboard.${role}.emptyTitle`)}
          description={t(`dashboard.${role}.emptyBody`)}
          action={
            <Link to={section.action.to} className={buttonVariants()}>
              {t(section.action.labelKey)}
            </Link>
          }
        />
      </Card>
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
