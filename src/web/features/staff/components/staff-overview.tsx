import { useTranslation } from '#web/lib/use-translation.ts';

/** /staff: the 30-day figures and the sign-ups chart. */
export function StaffOverview() {
  const { t } = useTranslation();
  return <h2 className="text-lg font-semibold">{t('staff.tabs.overview')}</h2>;
}
