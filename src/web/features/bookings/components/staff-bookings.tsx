import { Link, useLocation } from 'react-router';
import { CalendarClock, CalendarX2, UserX } from 'lucide-react';
import type { StaffBookingCard } from '#contract/staff-bookings.ts';
import { formatMoney, formatNumber } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { StatusBadge } from './status-badge.tsx';
import { bookingWhen } from '../lib/nepal-slots.ts';
import { staffBookingsQueryOptions } from '../api/staff-bookings-api.ts';

// /staff/bookings?q=&page=: each row opens its booking's page, and Back returns to the same search
// and page (the lookup lives in the URL).

const TEXTS: StaffSearchTexts = {
  title: 'staff.tabs.bookings',
  intro: 'staff.bookings.intro',
  search: 'staff.bookings.search',
  loadFailed: 'staff.bookings.loadFailed',
  listLabel: 'staff.bookings.listLabel',
  emptyTitle: 'staff.bookings.emptyTitle',
  emptyFiltered: 'staff.bookings.emptyFiltered',
  emptyBody: 'staff.bookings.emptyBody',
};

/** /staff/bookings: every booking, newest first, or those a search names. */
export function StaffBookings() {
  return (
    <StaffSearchList
      titleId="staff-bookings-title"
      texts={TEXTS}
      emptyIcon={CalendarX2}
      queryOptions={staffBookingsQueryOptions}
      renderItem={(booking) => <StaffBookingRow booking={booking} />}
    />
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
import { StaffSearchList, type StaffSearchTexts } from '#web/components/staff/staff-search-list.tsx';
