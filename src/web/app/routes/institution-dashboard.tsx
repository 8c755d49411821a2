import { RoleDashboard } from '#web/features/dashboard/components/role-dashboard.tsx';

/** /institution-dashboard (guarded). */
export function Component() {
  return <RoleDashboard role="institution" />;
}
