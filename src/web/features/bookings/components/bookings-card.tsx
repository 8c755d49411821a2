import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Clock } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { bookingListQueryOptions } from '../api/bookings-api.ts';
import type { BookingSide } from '../lib/list-state.ts';

/**
 * A dashboard's way to the bookings: a client's to "My bookings", a professional's with the
 * requests waiting for their answer and the working hours.
 */
export function BookingsCard({ side }: { side: BookingSide }) {
  const { t } = useTranslation();
  const headingId = useId();
  const requests = useQuery({
    ...bookingListQueryOptions('professional', 'requests', 1),
    enabled: side === 'professional',
  });
  const waiting = requests.data?.waiting ?? 0;
  // while the count loads, the requests are the likelier reason to come: a tap then lands there
  const listLink =
    side === 'professional' && (requests.isPending || waiting > 0)
      ? '/bookings?as=professional&view=requests'
      : side === 'professional'
        ? '/bookings?as=professional'
        : '/bookings';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="bookings-card"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
        {t('bookings.dashboard.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {side === 'professional' ? t('bookings.dashboard.professional') : t('bookings.dashboard.client')}
      </p>
      {waiting > 0 ? (
        <p className="mt-2 font-semibold text-amber-900" data-testid="waiting-requests">
          {t('bookings.dashboard.waiting', { count: waiting })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={listLink} className={buttonVariants({ variant: waiting > 0 ? 'default' : 'outline' })}>
          {t('bookings.dashboard.open')}
        </Link>
        {side === 'professional' ? (
          <Link to="/bookings/availability" className={buttonVariants({ variant: 'outline' })}>
            <Clock aria-hidden="true" />
            {t('bookings.dashboard.hours')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
