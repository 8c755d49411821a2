import { useId } from 'react';
import type { BookingEvent } from '#contract/bookings.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { momentText } from '../lib/nepal-slots.ts';

/** The booking's history, oldest first: what happened, who did it, when (Nepal time) and why. */
export function BookingTimeline({ events }: { events: BookingEvent[] }) {
  const { t, language } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('bookings.detail.timeline')}
      </h2>
      <ol className="mt-3 space-y-4 border-l-2 border-brand-100 pl-4" data-testid="booking-timeline">
        {events.map((event) => (
          <li key={event.id} className="relative" data-status={event.status} data-change={event.change ?? undefined}>
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-600" />
            <p className="font-medium text-slate-900">
              {event.fromOffer
                ? t('bookings.timeline.fromOffer')
                : event.change
                  ? t(`bookings.timeline.${event.change}`, {
                      time: event.startsAt ? momentText(event.startsAt, language) : '',
                    })
                  : t(`bookings.timeline.${event.status}`)}{' '}
              <span className="font-normal text-slate-700">
                {t('bookings.detail.by', { actor: t(`bookings.actor.${event.actor}`) })}
              </span>
            </p>
            <p className="text-sm text-slate-600">
              <time dateTime={event.at}>{momentText(event.at, language)}</time>
            </p>
            {event.reason ? (
              <p className="mt-1 text-sm text-slate-800">{t('bookings.detail.reason', { reason: event.reason })}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
