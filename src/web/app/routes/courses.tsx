import { useTranslation } from '#web/lib/use-translation.ts';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { CatalogueBrowser } from '#web/features/learning/components/catalogue-browser.tsx';

/** /courses — the catalogue of courses and programs (spec §2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('coursesPage.title')} intro={t('coursesPage.intro')} />
      <CatalogueBrowser />
    </>
  );
}
