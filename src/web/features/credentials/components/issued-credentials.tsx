import { useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import type { CredentialSummary } from '#contract/credentials.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { QuerySection } from '#web/components/data/query-section.tsx';
import { issuedCredentialsQueryOptions } from '../api/credentials-api.ts';
import { CredentialStanding } from './credential-standing.tsx';
import { ReissueCredentialButton } from './reissue-credential-button.tsx';
import { RevokeCredentialButton } from './revoke-credential-button.tsx';
import { SuspendCredentialButton } from './suspend-credential-button.tsx';
import { credentialNameIn } from '../lib/credential-name.ts';

/**
 * "Credentials issued" on the institution and professional dashboards: each with its page, its
 * standing, "Revoke", "Suspend" (or "Lift suspension") and "Reissue" (with the learner's name as it
 * is now; not while suspended).
 */
export function IssuedCredentials({ issuer = 'institution' }: { issuer?: 'institution' | 'professional' }) {
  const { t } = useTranslation();
  const query = useQuery(issuedCredentialsQueryOptions);
  return (
    <QuerySection
      id="issued-credentials"
      title={t('credentials.issued.title')}
      query={query}
      failedKey="credentials.issued.loadFailed"
      skeletonClassName="h-24 rounded-2xl"
      empty={
        <EmptyCard
          icon={Award}
          title={t('credentials.issued.title')}
          description={t(
            issuer === 'institution' ? 'credentials.issued.empty' : 'credentials.issued.emptyProfessional',
          )}
        />
      }
    >
      {(credentials) => (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {credentials.map((credential) => (
            <li key={credential.id}>
              <IssuedRow credential={credential} />
            </li>
          ))}
        </ul>
      )}
    </QuerySection>
  );
}

function IssuedRow({ credential }: { credential: CredentialSummary }) {
  const { t, language } = useTranslation();
  return (
    <article className="h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">
        {/* a page the server draws, not the app's: a full load */}
        <a href={credential.pageUrl} className="hover:underline">
          {credentialNameIn(credential, language)}
        </a>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {t('credentials.issued.to', {
          learner: credential.learnerName,
          date: formatDate(credential.issuedAt, language),
        })}
      </p>
      <CredentialStanding credential={credential} showValid />
      {credential.revokedAt ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          <RevokeCredentialButton credential={credential} />
          <SuspendCredentialButton credential={credential} />
          {credential.suspendedAt ? null : <ReissueCredentialButton credential={credential} />}
        </div>
      )}
    </article>
  );
}
