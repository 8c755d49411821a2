import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BOOKING_RULES } from '#contract/bookings.ts';
import { localDigits } from '#contract/format/numbers.ts';
import { rowsOf } from '#server/db/rows.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import type { JobHandler } from '#server/jobs/job-runner.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { notifyAll } from '#server/lib/notify.ts';
import { mailBookingNotice } from '#server/lib/booking-mail.ts';
import { sendBookingNotices } from './booking-notices.ts';

// The moves nobody makes by hand, swept once a minute by whichever process's runner takes the
// recurring job (decision 044):
// - a request unanswered for 24 h (or whose slot has begun) expires, and its time is free again;
// - a booking marked done and not confirmed 3 days after its slot is confirmed;
// - reminders go out 24 h and 2 h before an accepted booking.
// Each move is one statement that changes only rows still where the move starts from, taken with
// SKIP LOCKED, so two processes sweeping at once, or a sweep repeated after a crash, move each
// booking once. Reminders claim a key per booking and start time in `booking_notices` first, so a
// booking moved to another time is reminded of the new time, and never twice of one time.

export const BOOKING_TIMERS_JOB = 'booking.timers';
export const BOOKING_TIMERS_EVERY_MS = 60_000;

type Deps = Pick<AppDeps, 'db' | 'bus' | 'mailer' | 'logger' | 'publicUrl'>;

const Moved = z.object({ id: z.string() });

/** Requests past their deadline or their slot's start: expired, by the system. */
export async function expireRequests(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const rows = await rowsOf(
    deps.db,
    Moved,
    sql`with moved as (
          update bookings set status = 'expired', expires_at = null, updated_at = now()
          where id in (select id from bookings
                       where status = 'requested' and (expires_at <= now() or starts_at <= now())
                       for update skip locked)
          returning id)
        insert into booking_events (booking_id, status, actor)
        select id, 'expired', 'system' from moved
        returning booking_id as id`,
  );
  return rows.length;
}

/** Bookings marked done whose client said nothing for 3 days after the slot: confirmed, and the work recorded. */
export async function confirmQuietCompletions(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const rows = await rowsOf(
    deps.db,
    Moved,
    sql`with moved as (
          update bookings set status = 'confirmed', updated_at = now()
          where id in (select id from bookings
                       where status = 'completed'
                         and ends_at <= now() - make_interval(days => ${BOOKING_RULES.autoConfirmDays})
                       for update skip locked)
          returning id, professional_id, client_id, service_id),
        work as (
          insert into engagements (professional_id, client_id, service_id, stage)
          select professional_id, client_id, service_id, 'done' from moved where service_id is not null
          on conflict on constraint engagements_pair_service_key do update set stage = 'done', updated_at = now())
        insert into booking_events (booking_id, status, actor)
        select id, 'confirmed', 'system' from moved
        returning booking_id as id`,
  );
  return rows.length;
}

const Claimed = z.object({ booking_id: z.string(), hours: z.coerce.number() });

/** Reminders due now, each claimed once per booking and start time; a booking made (or moved) later than a reminder's time has no need of it. */
export async function sendReminders(deps: Deps): Promise<number> {
  const claimed = await rowsOf(
    deps.db,
    Claimed,
    sql`insert into booking_notices (booking_id, key)
        select b.id, 'reminder-' || r.hours || 'h:' || extract(epoch from b.starts_at)::bigint
        from bookings b
        cross join (values (24, 2), (2, 0)) as r(hours, after_hours)
        where b.status = 'accepted'
          and b.starts_at > now() + make_interval(hours => r.after_hours)
          and b.starts_at <= now() + make_interval(hours => r.hours)
          -- made, or last moved to its time, before the reminder's time
          and greatest(b.created_at, (select max(m.decided_at) from booking_reschedules m
                                      where m.booking_id = b.id and m.status = 'accepted'))
              <= b.starts_at - make_interval(hours => r.hours)
        on conflict do nothing
        returning booking_id, split_part(split_part(key, '-', 2), 'h', 1) as hours`,
  );
  if (claimed.length === 0) return 0;
  const rows = await deps.db
    .select()
    .from(bookings)
    .where(inArray(bookings.id, [...new Set(claimed.map((row) => row.booking_id))]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const reminders = claimed.flatMap(({ booking_id, hours }) => {
    const booking = byId.get(booking_id);
    return booking ? [{ booking, hours }] : [];
  });
  await notifyAll(
    deps,
    reminders.flatMap(({ booking, hours }) =>
      [booking.clientId, booking.professionalId].map((userId) => ({
        userId,
        kind: 'booking_reminder',
        payload: {
          bookingId: booking.id,
          hours,
          startsAt: booking.startsAt.toISOString(),
          serviceTitle: booking.serviceTitle,
          serviceTitleNe: booking.serviceTitleNe,
        },
      })),
    ),
  );
  for (const { booking, hours } of reminders) {
    for (const userId of [booking.clientId, booking.professionalId]) {
      await mailBookingNotice(deps, userId, booking, 'reminder', (language) => ({
        hours: localDigits(String(hours), language),
      }));
    }
  }
  return reminders.length;
}

/** One sweep: the timed moves, then their notices and any a failed nudge left waiting. */
export async function runBookingTimers(deps: Deps): Promise<void> {
  await expireRequests(deps);
  await confirmQuietCompletions(deps);
  await sendReminders(deps);
  while ((await sendBookingNotices(deps)) > 0) {
    // a long queue goes out batch after batch
  }
}

export function bookingTimersJob(deps: Deps): JobHandler {
  return { everyMs: BOOKING_TIMERS_EVERY_MS, run: () => runBookingTimers(deps) };
}
