import type { CredentialSummary } from '#contract/credentials.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/**
 * Whether a listed credential still stands: revoked (when, why, and its replacement), suspended
 * (when, why), expired, or, when `showValid`, valid; and the last suspension lifted, when and why
 * (decision 060). Its page says the same, from the same columns.
 */
export function CredentialStanding({
  credential,
  showValid = false,
}: {
  credential: CredentialSummary;
  showValid?: boolean;
}) {
  const { t, language } = useTranslation();
  if (credential.revokedAt) {
    return (
      <div className="mt-2 rounded-lg border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
        <p className="font-semibold">
          {t('credentials.mine.revoked', {
            date: formatDate(credential.revokedAt, language),
            reason: credential.revocationReason ?? '',
          })}
        </p>
        {credential.replacedByUrl ? (
          <a href={credential.replacedByUrl} className="underline">
            {t('credentials.mine.replacedBy')}
          </a>
        ) : null}
      </div>
    );
  }
  if (credential.suspendedAt) {
    return (
      <p className="mt-2 rounded-lg border-l-4 border-amber-700 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950">
        {t('credentials.mine.suspended', {
          date: formatDate(credential.suspendedAt, language),
          reason: credential.suspensionReason ?? '',
        })}
      </p>
    );
  }
  const lift = credential.suspensionLift ? (
    <p className="mt-2 border-l-4 border-slate-500 pl-3 text-sm text-slate-700">
      {t('credentials.mine.lifted', {
        date: formatDate(credential.suspensionLift.liftedAt, language),
        reason: credential.suspensionLift.reason,
      })}
    </p>
  ) : null;
  if (credential.validUntil && Date.parse(credential.validUntil) <= Date.now()) {
    return (
      <>
        <p className="mt-2 text-sm font-semibold text-amber-900">
          {t('credentials.mine.expired', { date: formatDate(credential.validUntil, language) })}
        </p>
        {lift}
      </>
    );
  }
  return (
    <>
      {showValid ? <p className="mt-2 text-sm font-semibold text-green-800">{t('credentials.issued.valid')}</p> : null}
      {lift}
    </>
  );
}
