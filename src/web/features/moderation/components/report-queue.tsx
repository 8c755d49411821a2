import { useTranslation } from '#web/lib/use-translation.ts';

/** /staff/reports: open reports grouped by item, and appeals. */
export function ReportQueue() {
  const { t } = useTranslation();
  return <h2 className="text-lg font-semibold">{t('moderation.queueTitle')}</h2>;
}
