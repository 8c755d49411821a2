import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarX2, UserX } from 'lucide-react';
import type { StaffBookingCard } from '#contract/staff-bookings.ts';
import { formatMoney, formatNumber } from '#contract/format/numbers.ts';
import { EmptyCard } from '#web/components/data/empty-card.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { SearchBox } from '#web/components/ui/search-box.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUrlState } from '#web/lib/use-url-state.ts';
import { StatusBadge } from './status-badge.tsx';
import { bookingWhen } from '../lib/nepal-slots.ts';
import { staffBookingsQueryOptions } from '../api/staff-bookings-api.ts';

// /staff/bookings?q=&page=: the lookup lives in the URL, so Back returns from a booking to the
// same search and page.

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

/** /staff/bookings: every booking, newest first, or those a search names. */
export function StaffBookings() {
  const { t, language } = useTranslation();
  const [lookup, change] = useUrlState(parse, serialize);
  const query = useQuery(staffBookingsQueryOptions(lookup.q, lookup.page));
  return (
    <section aria-labelledby="staff-bookings-title">
      <h2 id="staff-bookings-title" className="text-lg font-semibold text-slate-900">
        {t('staff.tabs.bookings')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('staff.bookings.intro')}</p>
      <SearchBox
        value={lookup.q}
        onSearch={(q, replace) => change(() => ({ q, page: 1 }), replace)}
        label={t('staff.bookings.search')}
        placeholder={t('staff.bookings.search')}
        maxLength={200}
        className="mt-4 max-w-xl"
      />
      <QueryView
        query={query}
        failedKey="staff.bookings.loadFailed"
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
            icon={CalendarX2}
            title={t('staff.bookings.emptyTitle')}
            description={lookup.q ? t('staff.bookings.emptyFiltered', { q: lookup.q }) : t('staff.bookings.emptyBody')}
          />
        }
      >
        {(data) => (
          <>
            <ul
              className="mt-4 space-y-3"
              aria-label={t('staff.bookings.listLabel')}
              aria-busy={query.isFetching || undefined}
            >
              {data.items.map((booking) => (
                <li key={booking.id}>
                  <StaffBookingRow booking={booking} />
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

function StaffBookingRow({ booking }: { booking: StaffBookingCard }) {
  const { t, language } = useTranslation();
  const { search } = useLocation();
  const title = language === 'ne' && booking.serviceTitleNe ? booking.serviceTitleNe : booking.serviceTitle;
  const when = bookingWhen(booking, language);
  const cancellations = booking.professionalRecord.cancellations;
  return (
    <article className="relative rounded-xl border border-slate-200 bg-white p-4 focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">
          <Link
            to={`/staff/bookings/${encodeURIComponent(booking.id)}`}
            state={{ back: search }}
            className="after:absolute after:inset-0 focus:outline-none"
            aria-label={`${t('staff.bookings.open')}: ${title}, ${when}`}
          >
            {title}
          </Link>
        </h3>
        <StatusBadge status={booking.status} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t('staff.bookings.parties', { client: booking.client.name, professional: booking.professional.name })}
      </p>
      <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-900">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>{when}</span>
      </p>
      <p className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className={`inline-flex items-center gap-1.5 ${cancellations > 0 ? 'text-red-800' : 'text-slate-600'}`}>
          <UserX aria-hidden="true" className="size-4 shrink-0" />
          {t('staff.bookings.recordShort', { count: formatNumber(cancellations, language) })}
        </span>
        <span className="font-semibold text-slate-900">{formatMoney(booking.pricePaisa / 100, language)}</span>
      </p>
      <p className="mt-1 font-mono text-xs break-all text-slate-500">{booking.id}</p>
    </article>
  );
}
