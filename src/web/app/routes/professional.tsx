import { ProfessionalPage } from '#web/features/services/components/professional-page.tsx';
import { BookPanel } from '#web/features/bookings/components/book-panel.tsx';
import { ProfileCredentials } from '#web/features/credentials/components/profile-credentials.tsx';

/**
 * /professionals/:id — a professional's public page with their credentials, services, reviews,
 * Book a time and Request a quote.
 */
export function Component() {
  return (
    <ProfessionalPage
      profileExtra={(professional) => <ProfileCredentials userId={professional.id} />}
      serviceExtra={(service, professional) => (
        <BookPanel
          service={{
            id: service.id,
            title: service.title,
            titleNe: service.titleNe,
            format: service.format,
            price: service.price,
            professionalId: professional.id,
            professionalName: professional.fullName,
          }}
        />
      )}
    />
  );
}
