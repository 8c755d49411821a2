import { VerificationCardSlot } from '#web/features/verification/components/verification-card-slot.tsx';
import { HiddenItemsNotice } from '#web/components/moderation/hidden-items.tsx';
import { CompanyDashboard } from '#web/features/jobs/components/company-dashboard.tsx';

/** /company-dashboard (guarded): the company's jobs, applicants and pipeline. */
export function Component() {
  return (
    <>
      <HiddenItemsNotice />
      <CompanyDashboard verification={<VerificationCardSlot role="company" />} />
    </>
  );
}
