import { Link } from 'react-router';
import { CalendarClock, MapPin, Video } from 'lucide-react';
import type { BookingCard as Card } from '#contract/bookings.ts';
import { formatMoney } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { bookingWhen } from '../lib/nepal-slots.ts';
import type { BookingSide } from '../lib/list-state.ts';
import { StatusBadge } from './status-badge.tsx';

/** One booking in a list: the service, the other party, the Nepal time in BS and AD, the status and price. */
export function BookingCard({ booking, side }: { booking: Card; side: BookingSide }) {
  const { t, language } = useTranslation();
  const title = language === 'ne' && booking.serviceTitleNe ? booking.serviceTitleNe : booking.serviceTitle;
  const when = bookingWhen(booking, language);
  const party =
    side === 'client'
      ? t('bookings.list.withProfessional', { name: booking.professional.name })
      : t('bookings.list.withClient', { name: booking.client.name });
  return (
    <article className="relative rounded-2xl border border-slate-200 bg-white p-4 focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold text-slate-900">
          {/* the whole card is the link's target; its name says which booking */}
          <Link
            to={`/bookings/${encodeURIComponent(booking.id)}`}
            className="after:absolute after:inset-0 focus:outline-none"
            aria-label={t('bookings.list.open', { service: title, when })}
          >
            {title}
          </Link>
        </h3>
        <StatusBadge status={booking.status} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{party}</p>
      <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-900">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>{when}</span>
      </p>
      <p className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <span className="inline-flex min-w-0 items-center gap-1.5">
          {booking.format === 'online' ? (
            <>
              <Video aria-hidden="true" className="size-4 shrink-0" />
              {t('bookings.detail.online')}
            </>
          ) : booking.address ? (
            <>
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{booking.address}</span>
            </>
          ) : null}
        </span>
        <span className="font-semibold text-slate-900">{formatMoney(booking.pricePaisa / 100, language)}</span>
      </p>
    </article>
  );
}
