import { ProfessionalPage } from '#web/features/services/components/professional-page.tsx';

/** /professionals/:id — a professional's public page with services, reviews and Request a quote. */
export function Component() {
  return <ProfessionalPage />;
}
