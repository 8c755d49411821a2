import { RoleDashboard } from '#web/features/dashboard/components/role-dashboard.tsx';

/** /dashboard (guarded). */
export function Component() {
  return <RoleDashboard role="student" />;
}
