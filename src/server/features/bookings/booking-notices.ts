import { eq, inArray, sql } from 'drizzle-orm';
import type { BookingChange, BookingStatus } from '#contract/bookings.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { rowsOf } from '#server/db/rows.ts';
import { users } from '#server/db/schema/auth.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { notificationSettings } from '#server/db/schema/notifications.ts';
import type { JobHandler } from '#server/jobs/job-runner.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { mailLanguages, textIn, type Language } from '#server/lib/locale-text.ts';
import { errorText } from '#server/lib/logger.ts';
import { notifyAll } from '#server/lib/notify.ts';
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

/**
 * One e-mail about a booking to one party, in their language (both while unknown): `topic` names
 * the texts under `bookings.email` (a status, or "reminder"). Only to a verified address; a
 * failure is logged, never thrown (the notice is claimed already).
 */
export async function mailBookingNotice(
  deps: Deps,
  userId: string,
  booking: typeof bookings.$inferSelect,
  topic: string,
  extra: (language: Language) => Record<string, string> = () => ({}),
): Promise<void> {
  try {
    const [user] = await deps.db
      .select({
        email: users.email,
        name: users.name,
        verified: users.emailVerified,
        language: notificationSettings.mailLanguage,
      })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(users.id, userId));
    if (!user?.verified) return;
    const url = `${deps.publicUrl.replace(/\/$/, '')}/bookings/${booking.id}`;
    const parts = mailLanguages(user.language).map((language: Language) => {
      const values: Record<string, string> = {
        name: user.name,
        service: (language === 'ne' && booking.serviceTitleNe) || booking.serviceTitle,
        when: formatDateTime(booking.startsAt, language, { weekday: true }),
        url,
        reason: '',
        ...extra(language),
      };
      const line = (key: string) => textIn(language, `bookings.email.${key}`, values);
      return {
        subject: textIn(language, `bookings.email.${topic}.subject`, values),
        body: [
          line('greeting'),
          textIn(language, `bookings.email.${topic}.body`, values),
          line('when'),
          ...(values.proposed ? [line('proposed')] : []),
          ...(values.reason ? [line('reason')] : []),
          ...(booking.meetingLink && booking.status === 'accepted'
            ? [`${line('meetingLink')} ${booking.meetingLink}`]
            : []),
          line('link'),
          line('signature'),
        ].join('\n\n'),
      };
    });
    await deps.mailer.send({
      to: user.email,
      subject: parts[0]?.subject ?? '',
      text: `${parts.map((part) => part.body).join('\n\n---\n\n')}\n`,
    });
  } catch (error) {
    deps.logger.error('booking e-mail failed', { bookingId: booking.id, topic, error: errorText(error) });
  }
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
