import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { ChooseRolePanel } from '#web/features/onboarding/components/choose-role-panel.tsx';

/** /choose-role (guarded). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <PageTitle title={t('chooseRole.pageTitle')} />
      <ChooseRolePanel />
    </div>
  );
}
