import { VerificationCard } from '#web/features/verification/components/verification-card.tsx';
import { InstitutionDashboard } from '#web/features/programs/components/institution-dashboard.tsx';

/** /institution-dashboard (guarded): the institution's programs and students. */
export function Component() {
  return <InstitutionDashboard verification={<VerificationCard role="institution" />} />;
}
