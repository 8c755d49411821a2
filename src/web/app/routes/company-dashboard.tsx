import { RoleDashboard } from '#web/features/dashboard/components/role-dashboard.tsx';

/** /company-dashboard (guarded). */
export function Component() {
  return <RoleDashboard role="company" />;
}
