import { useTranslation } from '#web/lib/use-translation.ts';

/** /staff/verifications: the queue of verification requests. */
export function VerificationQueue() {
  const { t } = useTranslation();
  return <h2 className="text-lg font-semibold">{t('verify.queueTitle')}</h2>;
}
