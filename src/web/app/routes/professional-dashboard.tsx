import { VerificationCardSlot } from '#web/features/verification/components/verification-card-slot.tsx';
import { ProfessionalDashboardPage } from '#web/features/services/components/professional-dashboard.tsx';

/** /professional-dashboard (guarded). */
export function Component() {
  return <ProfessionalDashboardPage verification={<VerificationCardSlot role="professional" />} />;
}
