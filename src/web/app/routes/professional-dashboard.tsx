import { VerificationCard } from '#web/features/verification/components/verification-card.tsx';
import { ProfessionalDashboardPage } from '#web/features/services/components/professional-dashboard.tsx';

/** /professional-dashboard (guarded). */
export function Component() {
  return <ProfessionalDashboardPage verification={<VerificationCard role="professional" />} />;
}
