import { BadgeCheck, ShieldAlert, ShieldX } from 'lucide-react';
import type { AttachedCredential } from '#contract/application-credentials.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

/**
 * The credentials an applicant attached, as the job's company sees them (decision 053): each one's
 * standing as the server read it now, the issuer's verification, and the page anyone can check.
 */
export function AttachedCredentials({ credentials }: { credentials: readonly AttachedCredential[] }) {
  const { t } = useTranslation();
  if (credentials.length === 0) return null;
  return (
    <section>
      <h3 className="text-base font-semibold text-slate-900">{t('companyDashboard.application.credentials.title')}</h3>
      <ul className="mt-2 space-y-2">
        {credentials.map((credential) => (
          <li key={credential.id} data-testid="attached-credential">
            <CredentialLine credential={credential} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CredentialLine({ credential }: { credential: AttachedCredential }) {
  const { t, language } = useTranslation();
  const valid = credential.standing === 'valid';
  const Icon = valid ? BadgeCheck : credential.standing === 'expired' ? ShieldAlert : ShieldX;
  const key = credential.standing === 'valid' ? 'verified' : credential.standing;
  // valid: the day it was issued; otherwise the day it stopped standing
  const day = valid
    ? credential.issuedAt
    : (credential.revokedAt ?? credential.suspendedAt ?? credential.validUntil ?? credential.issuedAt);
  const line = t(`companyDashboard.application.credentials.${key}`, {
    // the Nepali edition signed into the credential, on a Nepali page (decision 057)
    achievement: (language === 'ne' && credential.achievementNe) || credential.achievement,
    issuer: credential.issuerName,
    date: formatDate(day, language),
  });
  return (
    <div
      className={
        valid
          ? 'rounded-lg border-l-4 border-green-700 bg-green-50 p-3 text-sm text-green-950'
          : 'rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-950'
      }
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{line}</span>
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        {credential.issuerVerified ? (
          <span>✓ {t('companyDashboard.application.credentials.issuerVerified')}</span>
        ) : (
          <span className="font-medium text-amber-900">
            {t('companyDashboard.application.credentials.issuerNotVerified')}
          </span>
        )}
        <a href={credential.pagePath} target="_blank" rel="noopener" className="text-brand-700 underline">
          {t('companyDashboard.application.credentials.check')}
        </a>
      </p>
    </div>
  );
}
