import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { EditProfilePanel } from '#web/features/profiles/components/edit-profile-panel.tsx';

/** /edit-profile (guarded): Account Settings. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('editProfile.pageTitle')} />
      <EditProfilePanel />
    </>
  );
}
