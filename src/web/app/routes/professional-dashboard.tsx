import { VerificationCardSlot } from '#web/features/verification/components/verification-card-slot.tsx';
import { HiddenItemsNotice } from '#web/components/moderation/hidden-items.tsx';
import { ProfessionalDashboardPage } from '#web/features/services/components/professional-dashboard.tsx';
import { BookingsCard } from '#web/features/bookings/components/bookings-card.tsx';
import { EarningsCard } from '#web/features/payouts/components/earnings-card.tsx';
import { IssuedCountsCard } from '#web/features/credentials/components/issued-counts-card.tsx';
import { IssuedCredentials } from '#web/features/credentials/components/issued-credentials.tsx';
import { ServiceClients } from '#web/features/credentials/components/service-clients.tsx';
import { CourseLearners } from '#web/features/credentials/components/course-learners.tsx';

/** /professional-dashboard (guarded). */
export function Component() {
  return (
    <>
      <HiddenItemsNotice />
      <ProfessionalDashboardPage
        verification={<VerificationCardSlot role="professional" />}
        bookings={
          <>
            <BookingsCard side="professional" />
            <EarningsCard />
            <IssuedCountsCard />
          </>
        }
        credentials={
          <>
            <ServiceClients />
            <CourseLearners className="mt-8" />
            <div className="mt-8">
              <IssuedCredentials issuer="professional" />
            </div>
          </>
        }
      />
    </>
  );
}
