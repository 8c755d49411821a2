import { RoleDashboard } from '#web/features/dashboard/components/role-dashboard.tsx';

/** /professional-dashboard (guarded). */
export function Component() {
  return <RoleDashboard role="professional" />;
}
