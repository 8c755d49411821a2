import { useTranslation } from '#web/lib/use-translation.ts';

/** /staff/contact: the stored contact messages, with reply by e-mail. */
export function ContactInbox() {
  const { t } = useTranslation();
  return <h2 className="text-lg font-semibold">{t('staff.tabs.contact')}</h2>;
}
