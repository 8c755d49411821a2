import { lazy, Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import type { Slot } from '#contract/bookings.ts';
import { nepalToday } from '#contract/format/dates.ts';
import { useMe } from '#web/lib/session.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { slotsQueryOptions } from '../api/bookings-api.ts';
import type { BookableService } from '../lib/bookable-service.ts';
import { SlotList } from './slot-list.tsx';

// the form brings zod and the place pickers: they load when a slot is chosen
const BookingFormDialog = lazy(() =>
  import('./booking-form-dialog.tsx').then((module) => ({ default: module.BookingFormDialog })),
);

/**
 * "Book a time" on a service: a week of days, BS and AD, and each day's free slots in Nepal time.
 * A professional without working hours gets no panel (the page offers a quote instead); the
 * owner sees none of their own.
 */
export function BookPanel({ service }: { service: BookableService }) {
  const { t } = useTranslation();
  const me = useMe();
  const headingId = useId();
  const [chosen, setChosen] = useState<Slot | null>(null);
  // the first week's answer says whether the professional is bookable at all (the list shares it)
  const query = useQuery(slotsQueryOptions(service.id, nepalToday()));
  const navigate = useNavigate();
  const location = useLocation();

  if (me.data?.user.id === service.professionalId) return null;
  if (query.data && !query.data.bookable) return null;

  function choose(slot: Slot) {
    if (!me.data) {
      void navigate(`/auth?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    setChosen(slot);
  }

  const data = query.data;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border border-brand-100 bg-brand-50/40 p-3 sm:p-4"
      data-testid="book-panel"
    >
      <h4 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
        {t('bookings.slots.title')}
      </h4>
      {data ? (
        <p className="mt-1 text-sm text-slate-700">
          {t('bookings.slots.intro', {
            duration: t('bookings.slots.minutes', { count: data.durationMinutes }),
          })}
        </p>
      ) : null}
      {!me.isPending && !me.data ? (
        <p className="mt-1 text-sm text-slate-700">{t('bookings.slots.signInNote')}</p>
      ) : null}
      <SlotList serviceId={service.id} onChoose={choose} />
      {chosen ? (
        <Suspense fallback={null}>
          <BookingFormDialog
            service={service}
            slot={chosen}
            open
            onOpenChange={(open) => {
              if (!open) setChosen(null);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
