import { Award, ExternalLink } from 'lucide-react';
import type { StaffCredentialCard } from '#contract/staff-credentials.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { staffCredentialsQueryOptions } from '../api/staff-credentials-api.ts';
import { CredentialStanding } from './credential-standing.tsx';
import { RevokeCredentialButton } from './revoke-credential-button.tsx';
import { SuspendCredentialButton } from './suspend-credential-button.tsx';
import { credentialNameIn } from '../lib/credential-name.ts';

// /staff/credentials?q=&page=: any credential, to revoke one its issuer cannot or will not (issued
// to the wrong person, an issuer gone), or to suspend one while a report is looked into.

const TEXTS: StaffSearchTexts = {
  title: 'staff.tabs.credentials',
  intro: 'credentials.staff.intro',
  search: 'credentials.staff.search',
  loadFailed: 'credentials.staff.loadFailed',
  listLabel: 'credentials.staff.listLabel',
  emptyTitle: 'credentials.staff.emptyTitle',
  emptyFiltered: 'credentials.staff.emptyFiltered',
  emptyBody: 'credentials.staff.emptyBody',
};

export function StaffCredentials() {
  return (
    <StaffSearchList
      titleId="staff-credentials-title"
      texts={TEXTS}
      emptyIcon={Award}
      queryOptions={staffCredentialsQueryOptions}
      renderItem={(credential) => <StaffCredentialRow credential={credential} />}
    />
  );
}

function StaffCredentialRow({ credential }: { credential: StaffCredentialCard }) {
  const { t, language } = useTranslation();
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold break-words text-slate-900">{credentialNameIn(credential, language)}</h3>
      <p className="mt-1 text-sm break-words text-slate-700">
        {t('credentials.staff.learner', { name: credential.learnerName, email: credential.learnerEmail })}
      </p>
      <p className="text-sm break-words text-slate-700">
        {t('credentials.staff.issuer', {
          name: credential.issuerName,
          email: credential.issuerEmail,
          date: formatDate(credential.issuedAt, language),
        })}
      </p>
      <CredentialStanding credential={credential} showValid />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a
          href={credential.pageUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('credentials.staff.open', { name: credentialNameIn(credential, language) })}
        </a>
        {credential.revokedAt ? null : (
          <>
            <RevokeCredentialButton credential={credential} />
            <SuspendCredentialButton credential={credential} />
          </>
        )}
      </div>
    </article>
  );
}
import { StaffSearchList, type StaffSearchTexts } from '#web/components/staff/staff-search-list.tsx';
