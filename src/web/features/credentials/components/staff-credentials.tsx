import { Award, ExternalLink } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { StaffCredentialCard } from '#contract/staff-credentials.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { SearchBox } from '#web/components/ui/search-box.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUrlState } from '#web/lib/use-url-state.ts';
import { staffCredentialsQueryOptions } from '../api/staff-credentials-api.ts';
import { CredentialStanding } from './credential-standing.tsx';
import { RevokeCredentialButton } from './revoke-credential-button.tsx';
import { SuspendCredentialButton } from './suspend-credential-button.tsx';
import { credentialNameIn } from '../lib/credential-name.ts';

// /staff/credentials?q=&page=: any credential, to revoke one its issuer cannot or will not (issued
// to the wrong person, an issuer gone), or to suspend one while a report is looked into. The lookup lives in the URL, as the Bookings tab's does.

interface Lookup {
  q: string;
  page: number;
}

function parse(params: URLSearchParams): Lookup {
  const page = Number(params.get('page'));
  return { q: params.get('q') ?? '', page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1 };
}

function serialize({ q, page }: Lookup): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function StaffCredentials() {
  const { t, language } = useTranslation();
  const [lookup, change] = useUrlState(parse, serialize);
  const query = useQuery(staffCredentialsQueryOptions(lookup.q, lookup.page));
  return (
    <section aria-labelledby="staff-credentials-title">
      <h2 id="staff-credentials-title" className="text-lg font-semibold text-slate-900">
        {t('staff.tabs.credentials')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('credentials.staff.intro')}</p>
      <SearchBox
        value={lookup.q}
        onSearch={(q, replace) => change(() => ({ q, page: 1 }), replace)}
        label={t('credentials.staff.search')}
        placeholder={t('credentials.staff.search')}
        maxLength={200}
        className="mt-4 max-w-xl"
      />
      <QueryView
        query={query}
        failedKey="credentials.staff.loadFailed"
        failedClassName="mt-4"
        errorOverData
        loading={
          <LoadingStatus className="mt-4 space-y-3">
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </LoadingStatus>
        }
        isEmpty={(data) => data.items.length === 0 && data.page === 1}
        empty={
          <EmptyCard
            icon={Award}
            title={t('credentials.staff.emptyTitle')}
            description={
              lookup.q ? t('credentials.staff.emptyFiltered', { q: lookup.q }) : t('credentials.staff.emptyBody')
            }
          />
        }
      >
        {(data) => (
          <>
            <ul
              className="mt-4 space-y-3"
              aria-label={t('credentials.staff.listLabel')}
              aria-busy={query.isFetching || undefined}
            >
              {data.items.map((credential) => (
                <li key={credential.id}>
                  <StaffCredentialRow credential={credential} />
                </li>
              ))}
            </ul>
            <Pager
              page={data.page}
              pageCount={data.hasMore ? data.page + 1 : data.page}
              disabled={query.isFetching}
              onPage={(page) => change((current) => ({ ...current, page }))}
              label={t('bookings.list.pager')}
              previousLabel={t('bookings.list.previous')}
              nextLabel={t('bookings.list.next')}
              position={t('bookings.list.position', { page: formatNumber(data.page, language) })}
            />
          </>
        )}
      </QueryView>
    </section>
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
