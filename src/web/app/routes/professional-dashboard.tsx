import { VerificationCardSlot } from '#web/features/verification/components/verification-card-slot.tsx';
import { HiddenItemsNotice } from '#web/components/moderation/hidden-items.tsx';
import { ProfessionalDashboardPage } from '#web/features/services/components/professional-dashboard.tsx';

/** /professional-dashboard (guarded). */
export function Component() {
  return (
    <>
      <HiddenItemsNotice />
      <ProfessionalDashboardPage verification={<VerificationCardSlot role="professional" />} />
    </>
  );
}
