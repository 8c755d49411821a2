import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { ProfileSetupPanel } from '#web/features/profiles/components/profile-setup-panel.tsx';

/** /profile-setup (guarded). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('profileSetup.pageTitle')} />
      <ProfileSetupPanel />
    </>
  );
}
