import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { createEvents } from 'ics';
import { FEED_PAST_DAYS, FEED_TOKEN_PATTERN, type CalendarFeed } from '#contract/booking-schedule.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { bookingEvents, bookings, calendarFeeds } from '#server/db/schema/bookings.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/lib/app-error.ts';
import { bookingEvent } from './booking-calendar.ts';

// A professional's private calendar feed: a secret URL a calendar app subscribes to, listing the
// accepted and done bookings from a month back onward. The secret is 32 random bytes; only its
// SHA-256 is stored and a request is looked up by the hash of what it presents, so neither a copy
// of the database nor the time a comparison takes tells anyone a working URL. A new feed replaces
// the old row (one per professional), and revoking deletes it: the old URL then answers 404.

const DAY = 86_400_000;
/** What the feed lists: the bookings that will happen or did. */
const FEED_STATUSES = ['accepted', 'completed', 'confirmed'] as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const feedUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/api/bookings/feed/${token}.ics`;

/** GET /api/bookings/feed: whether the professional has a feed, and since when (never its URL). */
export async function calendarFeedOf(db: Db, professionalId: string): Promise<CalendarFeed> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.professionalId, professionalId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null, url: null };
}

/** POST /api/bookings/feed: a new secret URL, shown this once; any older URL stops working. */
export async function createCalendarFeed(db: Db, professionalId: string, publicUrl: string): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date();
  const values = { tokenHash: hashOf(token), createdAt };
  await db
    .insert(calendarFeeds)
    .values({ professionalId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.professionalId, set: values });
  return { active: true, createdAt: createdAt.toISOString(), url: feedUrl(publicUrl, token) };
}

/** DELETE /api/bookings/feed: the professional's URL stops working. */
export async function revokeCalendarFeed(db: Db, professionalId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.professionalId, professionalId));
}

/** GET /api/bookings/feed/{token}.ics: the calendar of the professional whose secret it is; 404 for any other. */
export async function calendarFeedFile(db: Db, file: string, publicUrl: string, now = new Date()): Promise<string> {
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  if (!FEED_TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND', 'bookings.errors.feedNotFound');
  const [feed] = await db
    .select({ professionalId: calendarFeeds.professionalId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  if (!feed) throw new AppError('NOT_FOUND', 'bookings.errors.feedNotFound');

  const rows = await db
    .select({
      booking: bookings,
      clientName: sql<string>`coalesce(${profiles.fullName}, ${users.name})`,
      moves: sql<number>`(select count(*)::int from ${bookingEvents} where ${bookingEvents.bookingId} = ${bookings.id})`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.clientId))
    .leftJoin(profiles, eq(profiles.id, bookings.clientId))
    .where(
      and(
        eq(bookings.professionalId, feed.professionalId),
        inArray(bookings.status, [...FEED_STATUSES]),
        gte(bookings.startsAt, new Date(now.getTime() - FEED_PAST_DAYS * DAY)),
      ),
    )
    .orderBy(bookings.startsAt);
  const events = rows.map(({ booking, clientName, moves }) =>
    bookingEvent(
      {
        id: booking.id,
        status: booking.status,
        serviceTitle: booking.serviceTitle,
        startsAt: booking.startsAt.toISOString(),
        endsAt: booking.endsAt.toISOString(),
        note: booking.note,
        address: booking.address,
        meetingLink: booking.meetingLink,
        moves,
      },
      `${booking.serviceTitle} · ${clientName}`,
      publicUrl,
    ),
  );
  const { error, value } = createEvents(events, { productId: 'sipalu/bookings', calName: 'Sipalu bookings' });
  if (error || !value)
    throw new AppError('INTERNAL', `could not write the calendar feed: ${error?.message ?? 'empty'}`);
  return value;
}
