import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { LIMITS } from '#contract/limits.ts';
import { users } from './auth.ts';
import { moderationColumns, placeColumns, searchDocument, textArray, updatedAt } from './columns.ts';

/**
 * One profile per user (id = user id). Spec §3 maps every role onto these columns:
 * a company keeps its industry in `headline` and its size as the single `skills` entry,
 * a student keeps the education level in `address`. The professional columns feed the
 * professionals directory.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: varchar('full_name', { length: LIMITS.fullNameMax }),
    username: varchar('username', { length: 50 }).unique(),
    organizationName: varchar('organization_name', { length: 200 }),
    headline: varchar('headline', { length: LIMITS.headlineMax }),
    bio: text('bio'),
    address: varchar('address', { length: 200 }),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    avatarUrl: text('avatar_url'),
    bannerUrl: text('banner_url'),
    profileComplete: boolean('profile_complete').notNull().default(false),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    // professionals directory
    category: varchar('category', { length: 60 }),
    serviceArea: varchar('service_area', { length: 200 }),
    yearsExperience: integer('years_experience'),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }),
    /** Kept by the verification service in the same transaction as the approved request it stands for. */
    isVerified: boolean('is_verified').notNull().default(false),
    /** A company verified as a recruitment agency (set by staff during verification). */
    isAgency: boolean('is_agency').notNull().default(false),
    updatedAt: updatedAt(),
    ...moderationColumns(),
    ...placeColumns(),
    searchDocument: text('search_document').generatedAlwaysAs(
      searchDocument(sql`full_name`, sql`headline`, sql`bio`, sql`category`, sql`service_area`, textArray(sql`skills`)),
    ),
  },
  (t) => [
    check('profiles_completion_range', sql`${t.completionPercentage} between 0 and 100`),
    check('profiles_years_experience_range', sql`${t.yearsExperience} between 0 and 80`),
    check('profiles_hourly_rate_positive', sql`${t.hourlyRate} >= 0`),
    index('profiles_category_idx').on(t.category),
    index('profiles_district_idx').on(t.districtId),
    index('profiles_local_level_idx').on(t.localLevelId),
    index('profiles_search_fts_idx').using('gin', sql`to_tsvector('simple', ${t.searchDocument})`),
    index('profiles_search_trgm_idx').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
