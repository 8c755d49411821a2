import { useQuery } from '@tanstack/react-query';
import { Award, EyeOff } from 'lucide-react';
import type { CredentialSummary } from '#contract/credentials.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { QuerySection } from '#web/components/data/query-section.tsx';
import { myCredentialsQueryOptions } from '../api/credentials-api.ts';
import { CredentialActions } from './credential-actions.tsx';
import { CredentialStanding } from './credential-standing.tsx';
import { credentialNameIn } from '../lib/credential-name.ts';

/**
 * "My credentials" on the learner dashboard: each with its public page, a share link, its JSON, its
 * certificate, Add to LinkedIn, and whether it shows on the learner's profile.
 */
export function MyCredentials() {
  const { t } = useTranslation();
  const query = useQuery(myCredentialsQueryOptions);
  return (
    <QuerySection
      id="my-credentials"
      title={t('credentials.mine.title')}
      query={query}
      failedKey="credentials.mine.loadFailed"
      skeletonClassName="h-24 rounded-2xl"
      empty={<EmptyCard icon={Award} title={t('credentials.mine.title')} description={t('credentials.mine.empty')} />}
    >
      {(credentials) => (
        <ul className="mt-4 space-y-3">
          {credentials.map((credential) => (
            <li key={credential.id}>
              <CredentialRow credential={credential} />
            </li>
          ))}
        </ul>
      )}
    </QuerySection>
  );
}

function CredentialRow({ credential }: { credential: CredentialSummary }) {
  const { t, language } = useTranslation();
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">
        {/* a page the server draws, not the app's: a full load */}
        <a
          href={credential.pageUrl}
          className="hover:underline"
          aria-label={t('credentials.mine.viewNamed', { name: credentialNameIn(credential, language) })}
        >
          {credentialNameIn(credential, language)}
        </a>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {t('credentials.mine.issuedBy', {
          issuer: credential.issuerName,
          date: formatDate(credential.issuedAt, language),
        })}
      </p>
      <CredentialStanding credential={credential} />
      {credential.hidden ? (
        <p className="mt-2 inline-flex items-center gap-1 text-sm text-slate-700">
          <EyeOff aria-hidden="true" className="size-4" />
          {t('credentials.mine.hidden')}
        </p>
      ) : null}
      <CredentialActions credential={credential} />
    </article>
  );
}
