import { VerificationCard } from '#web/features/verification/components/verification-card.tsx';
import { CompanyDashboard } from '#web/features/jobs/components/company-dashboard.tsx';

/** /company-dashboard (guarded): the company's jobs, applicants and pipeline. */
export function Component() {
  return <CompanyDashboard verification={<VerificationCard role="company" />} />;
}
