import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  unique,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ENGAGEMENT_STAGES } from '#contract/trust-lists.ts';
import { users } from './auth.ts';
import {
  createdAt,
  id,
  moderationColumns,
  placeColumns,
  searchDocument,
  searchTitle,
  textArray,
  textListCheck,
  updatedAt,
} from './columns.ts';
import { deliveryFormatEnum } from './learning.ts';
import { conversations } from './messaging.ts';

export const engagementStageEnum = pgEnum('engagement_stage', ENGAGEMENT_STAGES);

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
    ...moderationColumns(),
    ...placeColumns(),
    searchDocument: text('search_document').generatedAlwaysAs(
      searchDocument(sql`title`, sql`title_ne`, sql`description`, sql`location`, textArray(sql`skills_gained`)),
    ),
    /** Lower-cased titles: the directory's typo fallback compares searches with these (trigram). */
    searchTitle: text('search_title').generatedAlwaysAs(searchTitle(sql`title`, sql`title_ne`)),
  },
  (t) => [
    textListCheck('services_skills_gained_list', t.skillsGained),
    check('services_price_positive', sql`${t.price} >= 0`),
    check('services_lat_range', sql`${t.locationLat} between -90 and 90`),
    check('services_lng_range', sql`${t.locationLng} between -180 and 180`),
    index('services_professional_idx').on(t.professionalId, t.createdAt.desc()),
    index('services_created_idx').on(t.createdAt.desc()),
    index('services_district_idx').on(t.districtId),
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
 * Reviews of a professional: one per reviewer and service; the professional may answer once
 * (`reply`). Who may write one is decision 012.
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
    /** The acknowledged work that allowed this review; only such reviews count in ratings. */
    engagementId: uuid('engagement_id').references(() => engagements.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    ...moderationColumns(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_not_self', sql`${t.reviewerId} <> ${t.professionalId}`),
    uniqueIndex('reviews_reviewer_service_key').on(t.reviewerId, t.serviceId),
    // one engagement backs one review, even when several are posted at once (decision 040)
    uniqueIndex('reviews_engagement_key')
      .on(t.engagementId)
      .where(sql`${t.engagementId} is not null`),
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

/**
 * Work a professional acknowledged with a client ("work agreed", then "work done"), from an
 * enquiry about a service or from a conversation. It is what unlocks one review per client and
 * service (decision 012).
 */
export const engagements = pgTable(
  'engagements',
  {
    id: id(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NULL when acknowledged from a conversation that was not about one service. */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    stage: engagementStageEnum('stage').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('engagements_not_self', sql`${t.professionalId} <> ${t.clientId}`),
    unique('engagements_pair_service_key').on(t.professionalId, t.clientId, t.serviceId).nullsNotDistinct(),
    index('engagements_client_idx').on(t.clientId),
  ],
);
