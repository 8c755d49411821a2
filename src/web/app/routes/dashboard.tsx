import { Navigate } from 'react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { Me } from '#contract/api.ts';
import { HiddenItemsNotice } from '#web/components/moderation/hidden-items.tsx';
import { dashboardRouteFor, type DashboardRoute } from '#web/lib/role-routes.ts';
import { useSessionMe } from '#web/lib/session.ts';
import { OtherRoleNotice } from '#web/features/dashboard/components/other-role-notice.tsx';
import { LearnerDashboard } from '#web/features/learning/components/learner-dashboard.tsx';
import { MyApplications } from '#web/features/jobs/components/my-applications.tsx';
import { SavedJobs } from '#web/features/jobs/components/saved-jobs.tsx';
import { myApplicationsQueryOptions } from '#web/features/jobs/api/jobs-api.ts';
import { BookingsCard } from '#web/features/bookings/components/bookings-card.tsx';
import { MyCredentials } from '#web/features/credentials/components/my-credentials.tsx';
import { NetworkCard } from '#web/features/insights/components/network-card.tsx';
import { learnerDashboardQueryOptions } from '#web/features/learning/api/learning-api.ts';

/**
 * /dashboard (guarded): the learner dashboard under the student role (spec §4: /dashboard is the
 * default). Without a role: /choose-role. Under another role: an offer to switch when the account
 * holds the student role, else that role's own dashboard — or, for an account that applied to
 * jobs, its applications with the way there (see role-routes.ts).
 */
export function Component() {
  const me = useSessionMe();
  return <DashboardView route={dashboardRouteFor(me)} me={me} />;
}

function DashboardView({ route, me }: { route: DashboardRoute; me: Me }) {
  const queryClient = useQueryClient();
  switch (route.kind) {
    case 'redirect':
      return <Navigate to={route.to} replace />;
    case 'checking':
      return <AfterApplications me={me} />;
    case 'offerStudent':
      return <OtherRoleNotice role={route.role} canSwitch />;
    case 'applications':
      return (
        <OtherRoleNotice role={route.role} canSwitch={false}>
          <MyApplications />
        </OtherRoleNotice>
      );
    case 'learner':
      return (
        <>
          {/* a reviewer whose review staff hid reads why here */}
          <HiddenItemsNotice />
          <LearnerDashboard
            applications={
              <>
                <MyCredentials />
                <BookingsCard side="client" />
                <MyApplications />
                <SavedJobs />
              </>
            }
            network={
              // "New Paths Forward" follows the latest skill-gap analysis
              <NetworkCard
                onAnalyzed={() =>
                  void queryClient.invalidateQueries({ queryKey: learnerDashboardQueryOptions.queryKey })
                }
              />
            }
          />
        </>
      );
  }
}

/** Decides once it is known whether the account applied to jobs; the page's skeleton shows meanwhile. */
function AfterApplications({ me }: { me: Me }) {
  const { data } = useSuspenseQuery(myApplicationsQueryOptions);
  return <DashboardView route={dashboardRouteFor(me, data.length > 0)} me={me} />;
}
