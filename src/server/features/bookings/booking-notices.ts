import { inArray, sql } from 'drizzle-orm';
import type { BookingChange, BookingStatus } from '#contract/bookings.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { rowsOf } from '#server/db/rows.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import type { JobHandler } from '#server/jobs/job-runner.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { errorText } from '#server/lib/logger.ts';
import { notifyAll } from '#server/lib/notify.ts';
import { mailBookingNotice } from '#server/lib/booking-mail.ts';
import { z } from 'zod';

// Telling the parties: every event of a booking's timeline becomes an in-app notification and an
// e-mail to the other party (to both when the system or staff moved it). `booking_events` is the
// outbox: a sender claims events by setting `noticed_at` (FOR UPDATE SKIP LOCKED), so two
// processes, or a job run twice, never send one twice. A process killed between the claim and the
// send loses those notices rather than repeating them. A move nudges the job at once; the timers
// (booking-timers.ts) sweep up anything a failed nudge left.

export const BOOKING_NOTICES_JOB = 'booking.notices';

type Deps = Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'logger' | 'publicUrl'>;

/** Asks a runner to send what is waiting now; a failure only delays it to the next sweep. */
export async function nudgeBookingNotices(deps: Pick<AppDeps, 'jobs' | 'logger'>): Promise<void> {
  await deps.jobs
    .schedule({ kind: BOOKING_NOTICES_JOB, dedupeKey: BOOKING_NOTICES_JOB })
    .catch((error: unknown) => deps.logger.warn('could not schedule booking notices', { error: errorText(error) }));
}

const ClaimedEvent = z.object({
  booking_id: z.string(),
  status: z.string(),
  change: z.string().nullable(),
  starts_at: z.coerce.date().nullable(),
  actor: z.enum(['client', 'professional', 'staff', 'system']),
  reason: z.string().nullable(),
  from_offer: z.boolean(),
});

/** Sends the notices of every event not yet noticed; answers how many events it took. */
export async function sendBookingNotices(deps: Deps, batch = 100): Promise<number> {
  const events = await rowsOf(
    deps.db,
    ClaimedEvent,
    sql`update booking_events set noticed_at = now()
        where id in (select id from booking_events where noticed_at is null
                     order by created_at limit ${batch} for update skip locked)
        returning booking_id, status, change, starts_at, actor, reason, from_offer`,
  );
  if (events.length === 0) return 0;
  const ids = [...new Set(events.map((event) => event.booking_id))];
  const rows = await deps.db.select().from(bookings).where(inArray(bookings.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const notices = events.flatMap((event) => {
    const booking = byId.get(event.booking_id);
    if (!booking) return [];
    // an offer accepted in a chat is news to both: the professional's offer, the client's new booking
    const to = event.from_offer
      ? [booking.clientId, booking.professionalId]
      : event.actor === 'client'
        ? [booking.professionalId]
        : event.actor === 'professional'
          ? [booking.clientId]
          : [booking.clientId, booking.professionalId];
    // a step of a proposal of another time is told by its own texts
    const topic = event.change ?? event.status;
    return to.map((userId) => ({ userId, booking, status: topic as BookingStatus | BookingChange, event }));
  });
  await notifyAll(
    deps,
    notices.map(({ userId, booking, status, event }) => ({
      userId,
      kind: 'booking',
      payload: {
        bookingId: booking.id,
        status,
        actor: event.actor,
        serviceTitle: booking.serviceTitle,
        serviceTitleNe: booking.serviceTitleNe,
      },
    })),
  );
  for (const { userId, booking, status, event } of notices) {
    // a moved booking's own time is the "when" already; the other steps name the time proposed
    const proposed = event.change && event.change !== 'reschedule_accepted' ? event.starts_at : null;
    const topic = event.from_offer ? 'offerAccepted' : status;
    await mailBookingNotice(deps, userId, booking, topic, (language) => ({
      reason: event.reason ?? '',
      proposed: proposed ? formatDateTime(proposed, language, { weekday: true }) : '',
    }));
  }
  return events.length;
}

export function bookingNoticesJob(deps: Deps): JobHandler {
  return {
    async run() {
      while ((await sendBookingNotices(deps)) > 0) {
        // a long queue goes out batch after batch
      }
    },
  };
}
