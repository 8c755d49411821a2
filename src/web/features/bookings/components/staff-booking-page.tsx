import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarX2 } from 'lucide-react';
import type { StaffBooking } from '#contract/staff-bookings.ts';
import { formatMoney, formatNumber } from '#contract/format/numbers.ts';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { BookingTimeline } from './booking-timeline.tsx';
import { StatusBadge } from './status-badge.tsx';
import { bookingWhen } from '../lib/nepal-slots.ts';
import { staffBookingQueryOptions } from '../api/staff-bookings-api.ts';
import { StaffCancelDialog } from './staff-cancel-dialog.tsx';

/** /staff/bookings/:id: one booking as staff see it, its timeline, its professional's record, and Cancel. */
export function StaffBookingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const query = useQuery(staffBookingQueryOptions(id));
  return (
    <section>
      <Link
        to={`/staff/bookings${backSearch(location.state)}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('staff.bookings.back')}
      </Link>
      <QueryView
        query={query}
        failedKey="staff.bookings.detailLoadFailed"
        failedClassName="mt-4"
        loading={
          <LoadingStatus className="mt-4 space-y-3">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-40 w-full rounded-xl" />
          </LoadingStatus>
        }
      >
        {(booking) => <StaffBookingView booking={booking} />}
      </QueryView>
    </section>
  );
}

function StaffBookingView({ booking }: { booking: StaffBooking }) {
  const { t, language } = useTranslation();
  const [cancelling, setCancelling] = useState(false);
  const title = language === 'ne' && booking.serviceTitleNe ? booking.serviceTitleNe : booking.serviceTitle;
  const holding = booking.status === 'requested' || booking.status === 'accepted';
  const { cancellations, accepted } = booking.professionalRecord;
  return (
    <article className="mt-4" data-testid="staff-booking" data-status={booking.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-xl font-bold break-words text-slate-900">{title}</h3>
        <StatusBadge status={booking.status} className="text-sm" />
      </div>
      <p className="mt-1 font-mono text-xs break-all text-slate-500">{booking.id}</p>
      <dl className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <Item label={t('bookings.detail.when')}>{bookingWhen(booking, language)}</Item>
        <Item label={t('bookings.detail.price')}>{formatMoney(booking.pricePaisa / 100, language)}</Item>
        <Item label={t('bookings.detail.client')}>
          {booking.client.name}
          <span className="block font-mono text-xs font-normal break-all text-slate-500">{booking.client.id}</span>
        </Item>
        <Item label={t('bookings.detail.professional')}>
          {booking.professional.name}
          <span className="block font-mono text-xs font-normal break-all text-slate-500">
            {booking.professional.id}
          </span>
        </Item>
        <Item label={t('bookings.detail.where')}>
          {booking.format === 'online' ? t('bookings.detail.online') : booking.address || '—'}
        </Item>
        {booking.note ? (
          <Item label={t('bookings.detail.note')}>
            <span className="whitespace-pre-line">{booking.note}</span>
          </Item>
        ) : null}
      </dl>
      <p
        className={`mt-3 rounded-lg p-3 text-sm ${cancellations > 0 ? 'bg-red-50 text-red-900' : 'bg-slate-50 text-slate-700'}`}
        data-testid="professional-record"
      >
        {t('staff.bookings.record', {
          name: booking.professional.name,
          cancellations: formatNumber(cancellations, language),
          accepted: formatNumber(accepted, language),
        })}
      </p>
      {holding ? (
        <div className="mt-4">
          <Button type="button" variant="outline" onClick={() => setCancelling(true)}>
            <CalendarX2 aria-hidden="true" />
            {t('staff.bookings.cancel')}
          </Button>
        </div>
      ) : null}
      <BookingTimeline events={booking.events} />
      {cancelling ? <StaffCancelDialog bookingId={booking.id} onClose={() => setCancelling(false)} /> : null}
    </article>
  );
}

/** The lookup the list was showing when this booking was opened (`?q=…&page=…`), to go back to it. */
function backSearch(state: unknown): string {
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith('?') ? back : '';
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
