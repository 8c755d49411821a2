import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Star } from 'lucide-react';
import type { Booking } from '#contract/bookings.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { cn } from '#web/lib/cn.ts';
import { cancelPolicyText } from '../lib/cancel-policy.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { LoadingStatus } from '#web/components/data/loading-status.tsx';
import { QueryView } from '#web/components/data/query-view.tsx';
import { placeNameOf, usePlaces } from '#web/components/place-input/use-places.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { bookingQueryOptions } from '../api/bookings-api.ts';
import { bookingWhen, momentText } from '../lib/nepal-slots.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingTimeline } from './booking-timeline.tsx';
import { RescheduleCard } from './reschedule-card.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Another feature's part of a booking's page (its payment), given by the route. */
export type BookingExtra = (booking: Booking) => ReactNode;

/** /bookings/:id — the booking, what the reader may do now, and its history. */
export function BookingPage({ extra }: { extra?: BookingExtra } = {}) {
  const { id = '' } = useParams();
  const query = useQuery(bookingQueryOptions(id));
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <BackLink />
      <QueryView
        query={query}
        failedKey="bookings.detail.loadFailed"
        failedClassName="mt-6"
        loading={
          <LoadingStatus className="mt-6 space-y-4">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="h-48 w-full" />
          </LoadingStatus>
        }
      >
        {(booking) => <BookingView booking={booking} extra={extra} />}
      </QueryView>
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/bookings" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('bookings.detail.back')}
    </Link>
  );
}

function BookingView({ booking, extra }: { booking: Booking; extra?: BookingExtra | undefined }) {
  const { t, language } = useTranslation();
  const title = language === 'ne' && booking.serviceTitleNe ? booking.serviceTitleNe : booking.serviceTitle;
  return (
    <article className="mt-4" data-testid="booking" data-status={booking.status}>
      <PageTitle title={`${title} · ${t('bookings.detail.title')}`} />
      {/* a long service name is cut to one line at 360 px; the full name is its tooltip and read out whole */}
      <div className="flex items-start justify-between gap-2">
        <h1
          className="min-w-0 flex-1 truncate text-2xl font-bold text-slate-900"
          title={title}
          data-testid="booking-title"
        >
          {title}
        </h1>
        <StatusBadge status={booking.status} className="shrink-0 text-sm" />
      </div>
      <WaitingNote booking={booking} />
      <dl className="mt-4 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <Item label={t('bookings.detail.when')}>{bookingWhen(booking, language)}</Item>
        {/* how it is paid (online, held, or in cash) is the payment card's to say */}
        <Item label={t('bookings.detail.price')}>{formatMoney(booking.pricePaisa / 100, language)}</Item>
        <Item label={t('bookings.detail.professional')}>{booking.professional.name}</Item>
        <Item label={t('bookings.detail.client')}>{booking.client.name}</Item>
        <Item label={t('bookings.detail.where')}>
          <Where booking={booking} />
        </Item>
        {booking.meetingLink ? (
          <Item label={t('bookings.detail.meetingLink')}>
            <a
              href={booking.meetingLink}
              className="break-all text-brand-700 underline"
              rel="noreferrer"
              target="_blank"
            >
              {booking.meetingLink}
            </a>
          </Item>
        ) : null}
        {booking.note ? (
          <Item label={t('bookings.detail.note')} className="sm:col-span-2">
            <span className="whitespace-pre-line">{booking.note}</span>
          </Item>
        ) : null}
      </dl>
      {booking.viewerRole === 'client' && (booking.status === 'requested' || booking.status === 'accepted') ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="cancel-policy">
          {cancelPolicyText(t, booking.freeCancelUntil, language)}
        </p>
      ) : null}
      {extra?.(booking)}
      <RescheduleCard booking={booking} />
      <BookingActions booking={booking} />
      {booking.viewerRole === 'client' && booking.status === 'confirmed' ? (
        // a confirmed booking unlocks the client's review of the service (decision 012)
        <Link
          to={`/professionals/${encodeURIComponent(booking.professional.id)}#reviews-heading`}
          className={cn(buttonVariants({ variant: 'outline' }), 'mt-4')}
        >
          <Star aria-hidden="true" />
          {t('bookings.detail.review')}
        </Link>
      ) : null}
      <BookingTimeline events={booking.events} />
    </article>
  );
}

function Item({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The address and, once the dataset loads, the municipality and district in the page's language. */
function Where({ booking }: { booking: Booking }) {
  const { t, language } = useTranslation();
  const hasPlace = Boolean(booking.localLevelId || booking.districtId);
  usePlaces(hasPlace);
  if (booking.format === 'online') return <>{t('bookings.detail.online')}</>;
  const place = [booking.localLevelId, booking.districtId]
    .filter((id): id is string => Boolean(id))
    .map((id) => placeNameOf(id, language));
  return <>{[booking.address, ...place].filter(Boolean).join(', ') || '—'}</>;
}

/** A request's deadline: the professional is asked to answer by it, the client told how long they wait. */
function WaitingNote({ booking }: { booking: Booking }) {
  const { t, language } = useTranslation();
  if (booking.status !== 'requested' || !booking.expiresAt) return null;
  const time = momentText(booking.expiresAt, language);
  return (
    <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      {booking.viewerRole === 'professional'
        ? t('bookings.detail.answerBy', { time })
        : t('bookings.detail.waitingAnswer', { name: booking.professional.name, time })}
    </p>
  );
}
