import { sql } from 'drizzle-orm';
import { bigint, check, index, pgEnum, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { STORED_OFFER_STATUSES } from '#contract/booking-offers.ts';
import { users } from './auth.ts';
import { bookings } from './bookings.ts';
import { createdAt, id, placeColumns, updatedAt } from './columns.ts';
import { deliveryFormatEnum } from './learning.ts';
import { conversations } from './messaging.ts';
import { services } from './services.ts';

// Offers made in a conversation (docs/decisions/044-bookings.md, "Offers from conversations").
// An offer holds no time: the booking it becomes on acceptance does, under the bookings' exclusion
// constraint. `booking_id` is unique, so one offer never becomes two bookings.

export const offerStatusEnum = pgEnum('offer_status', STORED_OFFER_STATUSES);

export const bookingOffers = pgTable(
  'booking_offers',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** NULL once the service is deleted: the offer keeps its title and can no longer be accepted. */
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
    /** `expired` is not stored: an open offer whose start has come is read as expired. */
    status: offerStatusEnum('status').notNull().default('open'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The slot with the professional's buffers, as the booking will hold it. */
    heldFrom: timestamp('held_from', { withTimezone: true }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    /** Integer paisa, more than nothing. */
    pricePaisa: bigint('price_paisa', { mode: 'number' }).notNull(),
    address: varchar('address', { length: 300 }).notNull().default(''),
    ...placeColumns(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('booking_offers_not_self', sql`${t.professionalId} <> ${t.clientId}`),
    check('booking_offers_times_order', sql`${t.startsAt} < ${t.endsAt}`),
    check('booking_offers_held_covers', sql`${t.heldFrom} <= ${t.startsAt} and ${t.heldUntil} >= ${t.endsAt}`),
    check('booking_offers_price_positive', sql`${t.pricePaisa} > 0`),
    uniqueIndex('booking_offers_booking_key').on(t.bookingId),
    index('booking_offers_conversation_idx').on(t.conversationId, t.createdAt),
  ],
);
