import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, SearchX, ShieldCheck } from 'lucide-react';
import type { StaffDispute } from '#contract/payment-disputes.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { SearchBox } from '#web/components/ui/search-box.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUrlState } from '#web/lib/use-url-state.ts';
import { paymentSearchQueryOptions, staffDisputesQueryOptions, unsettledQueryOptions } from '../api/disputes-api.ts';
import { StaffAttemptItem } from './staff-attempt-item.tsx';

// /staff/payments?q=: the disputes queue (open first, oldest first), a payment looked up, and the
// attempts the gateways left unsettled past the reconcile window (decision 050).

const parse = (params: URLSearchParams) => ({ q: params.get('q') ?? '' });
const serialize = ({ q }: { q: string }) => new URLSearchParams(q ? { q } : {});

const skeleton = (
  <LoadingStatus className="mt-3 space-y-3">
    <Skeleton className="h-20 w-full rounded-xl" />
    <Skeleton className="h-20 w-full rounded-xl" />
  </LoadingStatus>
);

export function StaffPayments() {
  const { t } = useTranslation();
  const [lookup, change] = useUrlState(parse, serialize);
  const disputes = useQuery(staffDisputesQueryOptions());
  const unsettled = useQuery(unsettledQueryOptions());
  const search = useQuery(paymentSearchQueryOptions(lookup.q.trim()));
  return (
    <div className="space-y-8">
      <section aria-labelledby="staff-disputes-title">
        <h2 id="staff-disputes-title" className="text-lg font-semibold text-slate-900">
          {t('payments.staff.disputes')}
        </h2>
        <QueryView
          query={disputes}
          failedKey="payments.staff.disputesLoadFailed"
          failedClassName="mt-3"
          loading={skeleton}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyCard icon={ShieldCheck} title={t('payments.staff.disputesEmpty')} />}
        >
          {(data) => (
            <ul className="mt-3 space-y-3">
              {data.items.map((dispute) => (
                <DisputeItem key={dispute.id} dispute={dispute} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>

      <section aria-labelledby="staff-payment-search-title">
        <h2 id="staff-payment-search-title" className="text-lg font-semibold text-slate-900">
          {t('payments.staff.search')}
        </h2>
        <SearchBox
          value={lookup.q}
          onSearch={(q, replace) => change(() => ({ q }), replace)}
          label={t('payments.staff.searchLabel')}
          placeholder={t('payments.staff.searchLabel')}
          maxLength={200}
          className="mt-3 max-w-xl"
        />
        {lookup.q.trim() ? (
          <QueryView
            query={search}
            failedKey="payments.staff.searchLoadFailed"
            failedClassName="mt-3"
            errorOverData
            loading={skeleton}
            isEmpty={(data) => data.items.length === 0}
            empty={<EmptyCard icon={SearchX} title={t('payments.staff.searchEmpty')} />}
          >
            {(data) => (
              <ul className="mt-3 space-y-3" data-testid="payment-search-results">
                {data.items.map((attempt) => (
                  <StaffAttemptItem key={attempt.id} attempt={attempt} />
                ))}
              </ul>
            )}
          </QueryView>
        ) : null}
      </section>

      <section aria-labelledby="staff-unsettled-title">
        <h2 id="staff-unsettled-title" className="text-lg font-semibold text-slate-900">
          {t('payments.staff.unsettled')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('payments.staff.unsettledHint')}</p>
        <QueryView
          query={unsettled}
          failedKey="payments.staff.unsettledLoadFailed"
          failedClassName="mt-3"
          loading={skeleton}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyCard icon={CircleCheck} title={t('payments.staff.unsettledEmpty')} />}
        >
          {(data) => (
            <ul className="mt-3 space-y-3">
              {data.items.map((attempt) => (
                <StaffAttemptItem key={attempt.id} attempt={attempt} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </div>
  );
}

function DisputeItem({ dispute }: { dispute: StaffDispute }) {
  const { t, language } = useTranslation();
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
      data-testid="staff-dispute"
      data-status={dispute.status}
      data-booking={dispute.bookingId}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-slate-900">
          {t('payments.staff.disputeLine', {
            service: dispute.serviceTitle,
            client: dispute.clientName ?? '—',
            professional: dispute.professionalName ?? '—',
            amount: formatMoney(dispute.amountPaisa / 100, language),
          })}
        </p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${dispute.status === 'open' ? 'bg-amber-100 text-amber-950' : 'bg-slate-100 text-slate-800'}`}
        >
          {t(`payments.staff.status.${dispute.status}`)}
        </span>
      </div>
      <p className="text-slate-600">
        {t('payments.staff.openedOn', { date: formatDateTime(dispute.createdAt, language) })}
      </p>
      <p className="mt-1 line-clamp-3 break-words text-slate-800">{dispute.reason}</p>
      {dispute.answer ? (
        <p className="mt-1 font-medium text-slate-700" data-testid="dispute-answered">
          {t('payments.staff.answered')}
        </p>
      ) : null}
      {dispute.bookingId ? (
        <Link
          to={`/staff/payments/bookings/${dispute.bookingId}`}
          className="mt-2 inline-block font-medium text-brand-700 hover:underline"
        >
          {t('payments.staff.openTimeline')}
        </Link>
      ) : null}
    </li>
  );
}
