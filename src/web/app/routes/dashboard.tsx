import { useSessionMe } from '#web/lib/session.ts';
import { RoleDashboard } from '#web/features/dashboard/components/role-dashboard.tsx';
import { LearnerDashboard } from '#web/features/learning/components/learner-dashboard.tsx';

/**
 * /dashboard (guarded): the learner dashboard for students and for accounts without an active
 * role yet (spec §4: /dashboard is the default); other roles keep the generic dashboard they had.
 */
export function Component() {
  const me = useSessionMe();
  if (me.activeRole === 'student' || me.activeRole === null) return <LearnerDashboard />;
  return <RoleDashboard role="student" />;
}
