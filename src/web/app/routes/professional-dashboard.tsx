import { ProfessionalDashboardPage } from '#web/features/services/components/professional-dashboard.tsx';

/** /professional-dashboard (guarded). */
export function Component() {
  return <ProfessionalDashboardPage />;
}
