import { useQuery } from '@tanstack/react-query';
import { Award, BadgeCheck } from 'lucide-react';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { profileCredentialsQueryOptions } from '../api/credentials-api.ts';

/**
 * The credentials on a professional's public page: standing ones their learner did not hide, each
 * linking to its page, where anyone can check it. Nothing shows while there are none.
 */
export function ProfileCredentials({ userId }: { userId: string }) {
  const { t, language } = useTranslation();
  const query = useQuery(profileCredentialsQueryOptions(userId));
  if (!query.data?.length) return null;
  return (
    <section aria-labelledby="profile-credentials-heading" className="mt-6">
      <h2 id="profile-credentials-heading" className="text-lg font-semibold text-slate-900">
        {t('credentials.profile.title')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {query.data.map((credential) => (
          <li key={credential.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <Award aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <div className="min-w-0">
              {/* a page the server draws, not the app's: a full load */}
              <a
                href={credential.pageUrl}
                className="font-semibold text-slate-900 hover:underline"
                aria-label={t('credentials.profile.viewNamed', { name: credential.name })}
              >
                {credential.name}
              </a>
              <p className="text-sm text-slate-700">
                {t('credentials.profile.issuedBy', {
                  issuer: credential.issuerName,
                  date: formatDate(credential.issuedAt, language),
                })}
              </p>
              {credential.issuerVerified ? (
                <p className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-green-800">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {t(
                    credential.issuerKind === 'professional'
                      ? 'credentials.page.issuerVerifiedProfessional'
                      : 'credentials.page.issuerVerified',
                  )}
                </p>
              ) : (
                <p className="mt-1 text-sm text-amber-900">{t('credentials.page.issuerNotVerified')}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
