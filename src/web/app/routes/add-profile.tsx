import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { AddProfilePanel } from '#web/features/onboarding/components/add-profile-panel.tsx';

/** /add-profile (guarded). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('addProfile.pageTitle')} />
      <AddProfilePanel />
    </>
  );
}
