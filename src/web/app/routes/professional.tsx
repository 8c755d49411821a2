import { ProfessionalPage } from '#web/features/services/components/professional-page.tsx';
import { BookPanel } from '#web/features/bookings/components/book-panel.tsx';

/** /professionals/:id — a professional's public page with services, reviews, Book a time and Request a quote. */
export function Component() {
  return (
    <ProfessionalPage
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
