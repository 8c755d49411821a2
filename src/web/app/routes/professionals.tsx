import { useTranslation } from '#web/lib/use-translation.ts';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { ProfessionalsBrowser } from '#web/features/services/components/professionals-browser.tsx';

/** /professionals — search, category chips and cards of professionals (spec §2, decisions §1–2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('professionalsPage.title')} intro={t('professionalsPage.intro')} />
      <ProfessionalsBrowser />
    </>
  );
}
