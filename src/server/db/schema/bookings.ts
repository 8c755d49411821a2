import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  BOOKING_ACTORS,
  BOOKING_CHANGES,
  BOOKING_STATUSES,
  type AvailabilityException,
  type WeeklyHours,
} from '#contract/bookings.ts';
import { users } from './auth.ts';
import { createdAt, id, placeColumns, updatedAt } from './columns.ts';
import { deliveryFormatEnum } from './learning.ts';
import { services } from './services.ts';

// Bookings of professionals' time (docs/decisions/044-bookings.md). No two bookings of one
// professional that hold time may overlap: an exclusion constraint in migration 0026 refuses it,
// whatever races in code.

export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);
export const bookingActorEnum = pgEnum('booking_actor', BOOKING_ACTORS);
export const bookingChangeEnum = pgEnum('booking_change', BOOKING_CHANGES);
/** `closed`: still pending when its booking ended (cancelled, done, a no-show); nobody answered it. */
export const rescheduleStatusEnum = pgEnum('reschedule_status', [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'closed',
]);

/** A professional's working time; without a row nothing of theirs can be booked. */
export const availability = pgTable(
  'availability',
  {
    professionalId: uuid('professional_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stretches of Nepal time per weekday, validated by the contract's AvailabilityInput. */
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours[]>().notNull(),
    /** Days off and days with other hours. */
    exceptions: jsonb('exceptions').$type<AvailabilityException[]>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull(),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull(),
    leadMinutes: integer('lead_minutes').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    meetingLink: text('meeting_link'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('availability_duration_range', sql`${t.durationMinutes} between 15 and 720`),
    check('availability_buffers_range', sql`${t.bufferBeforeMinutes} >= 0 and ${t.bufferAfterMinutes} >= 0`),
    check('availability_horizon_range', sql`${t.horizonDays} between 1 and 180 and ${t.leadMinutes} >= 0`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    /** NULL once the service is deleted; the booking keeps its title. */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceTitle: varchar('service_title', { length: 200 }).notNull(),
    serviceTitleNe: varchar('service_title_ne', { length: 200 }),
    format: deliveryFormatEnum('format').notNull(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: bookingStatusEnum('status').notNull().default('requested'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The slot with the professional's buffers around it: what no other booking may overlap. */
    heldFrom: timestamp('held_from', { withTimezone: true }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    /** Integer paisa, the service's price when booked. */
    pricePaisa: bigint('price_paisa', { mode: 'number' }).notNull(),
    address: varchar('address', { length: 300 }).notNull().default(''),
    ...placeColumns(),
    note: text('note').notNull().default(''),
    meetingLink: text('meeting_link'),
    /** A request's deadline for an answer; NULL once answered. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookings_not_self', sql`${t.professionalId} <> ${t.clientId}`),
    check('bookings_times_order', sql`${t.startsAt} < ${t.endsAt}`),
    check('bookings_held_covers', sql`${t.heldFrom} <= ${t.startsAt} and ${t.heldUntil} >= ${t.endsAt}`),
    check('bookings_price_nonnegative', sql`${t.pricePaisa} >= 0`),
    index('bookings_professional_held_idx').on(t.professionalId, t.heldUntil),
    index('bookings_client_starts_idx').on(t.clientId, t.startsAt),
    index('bookings_service_idx').on(t.serviceId),
  ],
);

/** Every move of a booking, appended and never changed (but for `noticed_at`): its timeline. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    status: bookingStatusEnum('status').notNull(),
    /** A step of a proposal of another time; NULL for a move of the status. */
    change: bookingChangeEnum('change'),
    /** The time proposed, or moved to, by a `change`. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    actor: bookingActorEnum('actor').notNull(),
    /** The person who acted; NULL for the system (timers). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** The move was a client's acceptance of an offer in a conversation: the booking began accepted. */
    fromOffer: boolean('from_offer').notNull().default(false),
    createdAt: createdAt(),
    /** When its notices (in-app and e-mail) were taken for sending: the outbox of bookings. */
    noticedAt: timestamp('noticed_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingId, t.createdAt),
    index('booking_events_unnoticed_idx')
      .on(t.createdAt)
      .where(sql`${t.noticedAt} is null`),
  ],
);

/**
 * Notices (e-mails, reminders) already sent about a booking, one row per key: the sender claims
 * the key before sending, so a job run twice sends nothing the second time.
 */
export const bookingNotices = pgTable(
  'booking_notices',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 120 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.key] })],
);

/**
 * Another time for an accepted booking, proposed by one side and answered by the other. At most one
 * is pending per booking and one accepted per side (the free reschedule): unique indexes, not
 * checks in code, keep two proposals or two accepts at once from both counting.
 */
export const bookingReschedules = pgTable(
  'booking_reschedules',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    proposedBy: bookingActorEnum('proposed_by').notNull(),
    proposerId: uuid('proposer_id').references(() => users.id, { onDelete: 'set null' }),
    status: rescheduleStatusEnum('status').notNull().default('pending'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    heldFrom: timestamp('held_from', { withTimezone: true }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
    /** When it was accepted, declined or withdrawn. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('booking_reschedules_party', sql`${t.proposedBy} in ('client', 'professional')`),
    check('booking_reschedules_times_order', sql`${t.startsAt} < ${t.endsAt}`),
    uniqueIndex('booking_reschedules_one_pending')
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('booking_reschedules_one_per_side')
      .on(t.bookingId, t.proposedBy)
      .where(sql`${t.status} = 'accepted'`),
  ],
);

/**
 * A service's own booking rules where they differ from its professional's working time: each NULL
 * column takes the value of `availability`. Without a row the service follows them all.
 */
export const serviceBookingRules = pgTable(
  'service_booking_rules',
  {
    serviceId: uuid('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    durationMinutes: integer('duration_minutes'),
    bufferBeforeMinutes: integer('buffer_before_minutes'),
    bufferAfterMinutes: integer('buffer_after_minutes'),
    leadMinutes: integer('lead_minutes'),
    horizonDays: integer('horizon_days'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('service_booking_rules_duration_range', sql`${t.durationMinutes} between 15 and 720`),
    check('service_booking_rules_buffers_range', sql`${t.bufferBeforeMinutes} >= 0 and ${t.bufferAfterMinutes} >= 0`),
    check('service_booking_rules_horizon_range', sql`${t.horizonDays} between 1 and 180 and ${t.leadMinutes} >= 0`),
  ],
);

/**
 * A professional's private calendar feed: the SHA-256 of the secret in its URL, never the secret
 * itself, so a copy of the database gives nobody a working URL. One per professional; making a
 * new one replaces the row, and the old URL stops answering.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  professionalId: uuid('professional_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: createdAt(),
});
