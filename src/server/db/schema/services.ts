import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, numeric, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, searchDocument, textArray, updatedAt } from './columns.ts';
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
  },
  (t) => [
    check('services_price_positive', sql`${t.price} >= 0`),
    check('services_lat_range', sql`${t.locationLat} between -90 and 90`),
    check('services_lng_range', sql`${t.locationLng} between -180 and 180`),
    index('services_professional_idx').on(t.professionalId, t.createdAt.desc()),
    index('services_created_idx').on(t.createdAt.desc()),
    index('services_search_fts_idx').using('gin', sql`to_tsvector('simple', ${t.searchDocument})`),
    index('services_search_trgm_idx').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
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
    createdAt: createdAt(),
  },
  (t) => [
    check('service_videos_order_nonnegative', sql`${t.orderIndex} >= 0`),
    index('service_videos_service_order_idx').on(t.serviceId, t.orderIndex),
  ],
);
