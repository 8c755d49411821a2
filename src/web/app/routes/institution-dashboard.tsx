import { VerificationCardSlot } from '#web/features/verification/components/verification-card-slot.tsx';
import { InstitutionDashboard } from '#web/features/programs/components/institution-dashboard.tsx';

/** /institution-dashboard (guarded): the institution's programs and students. */
export function Component() {
  return <InstitutionDashboard verification={<VerificationCardSlot role="institution" />} />;
}
