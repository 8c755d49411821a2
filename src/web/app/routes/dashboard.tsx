import { useQueryClient } from '@tanstack/react-query';
import { useSessionMe } from '#web/lib/session.ts';
import { RoleDashboard } from '#web/features/dashboard/components/role-dashboard.tsx';
import { LearnerDashboard } from '#web/features/learning/components/learner-dashboard.tsx';
import { MyApplications } from '#web/features/jobs/components/my-applications.tsx';
import { NetworkCard } from '#web/features/insights/components/network-card.tsx';
import { learnerDashboardQueryOptions } from '#web/features/learning/api/learning-api.ts';

/**
 * /dashboard (guarded): the learner dashboard for students and for accounts without an active
 * role yet (spec §4: /dashboard is the default); other roles keep the generic dashboard they had.
 */
export function Component() {
  const me = useSessionMe();
  const queryClient = useQueryClient();
  // "New Paths Forward" follows the latest skill-gap analysis
  const network = (
    <NetworkCard
      onAnalyzed={() => void queryClient.invalidateQueries({ queryKey: learnerDashboardQueryOptions.queryKey })}
    />
  );
  // a job seeker follows their applications here, whatever the active role (decisions.md §6)
  if (me.activeRole === 'student' || me.activeRole === null)
    return <LearnerDashboard applications={<MyApplications />} network={network} />;
  return (
    <RoleDashboard role="student">
      <MyApplications />
    </RoleDashboard>
  );
}
