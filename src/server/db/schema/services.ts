import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, searchDocument, searchTitle, textArray, updatedAt } from './columns.ts';
import { deliveryFormatEnum } from './learning.ts';

export const services = pgTable(
  'services',
  {
    id: id(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    titleNe: varchar('title_ne', { length: 200 }),
    description: text('description').notNull(),
    descriptionNe: text('description_ne'),
    format: deliveryFormatEnum('format').notNull(),
    location: varchar('location', { length: 200 }),
    duration: varchar('duration', { length: 100 }).notNull(),
    skillsGained: text('skills_gained')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** NPR */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    locationLat: doublePrecision('location_lat'),
    locationLng: doublePrecision('location_lng'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchDocument: text('search_document').generatedAlwaysAs(
      searchDocument(sql`title`, sql`title_ne`, sql`description`, sql`location`, textArray(sql`skills_gained`)),
    ),
    /** Lower-cased titles: the directory's typo fallback compares searches with these (trigram). */
    searchTitle: text('search_title').generatedAlwaysAs(searchTitle(sql`title`, sql`title_ne`)),
  },
  (t) => [
    check('services_price_positive', sql`${t.price} >= 0`),
    check('services_lat_range', sql`${t.locationLat} between -90 and 90`),
    check('services_lng_range', sql`${t.locationLng} between -180 and 180`),
    index('services_professional_idx').on(t.professionalId, t.createdAt.desc()),
    index('services_created_idx').on(t.createdAt.desc()),
    index('services_search_fts_idx').using('gin', sql`to_tsvector('simple', ${t.searchDocument})`),
    index('services_search_trgm_idx').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
    index('services_search_title_trgm_idx').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
  ],
);

export const serviceVideos = pgTable(
  'service_videos',
  {
    id: id(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    videoUrl: text('video_url').notNull(),
    orderIndex: integer('order_index').notNull(),
    /** Bytes stored; Range answers are computed from it without asking the store. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    contentType: varchar('content_type', { length: 60 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('service_videos_order_nonnegative', sql`${t.orderIndex} >= 0`),
    index('service_videos_service_order_idx').on(t.serviceId, t.orderIndex),
  ],
);

/**
 * Verified reviews only (decisions.md): the reviewer must have enquired about the service or had a
 * conversation with the professional; one review per reviewer and service; the professional may
 * answer once (`reply`).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_not_self', sql`${t.reviewerId} <> ${t.professionalId}`),
    uniqueIndex('reviews_reviewer_service_key').on(t.reviewerId, t.serviceId),
    index('reviews_professional_created_idx').on(t.professionalId, t.createdAt.desc()),
  ],
);

/** "Request a quote" presses: who asked about which service, and the conversation it opened. */
export const serviceEnquiries = pgTable(
  'service_enquiries',
  {
    id: id(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('service_enquiries_service_user_key').on(t.serviceId, t.userId),
    index('service_enquiries_user_idx').on(t.userId),
  ],
);
