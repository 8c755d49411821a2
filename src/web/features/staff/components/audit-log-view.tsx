import { useTranslation } from '#web/lib/use-translation.ts';

/** /staff/audit: every staff action, with filters. */
export function AuditLogView() {
  const { t } = useTranslation();
  return <h2 className="text-lg font-semibold">{t('staff.tabs.audit')}</h2>;
}
