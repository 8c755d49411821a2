import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, real, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { LIMITS } from '#contract/limits.ts';
import { users } from './auth.ts';
import {
  moderationColumns,
  placeColumns,
  searchDocument,
  searchVector,
  textArray,
  textListCheck,
  updatedAt,
  writerXid,
} from './columns.ts';

const DIRECTORY_HEAD = sql`lower(coalesce(full_name, '') || ' ' || coalesce(headline, '') || ' ' || coalesce(category, '') || ' ' || coalesce(service_area, '') || ' ' || directory_titles)`;

const DIRECTORY_A = sql`setweight(to_tsvector('simple', lower(coalesce(full_name, '') || ' ' || coalesce(headline, '') || ' ' || directory_titles)), 'A')`;
const DIRECTORY_B = sql`setweight(to_tsvector('simple', lower(coalesce(category, '') || ' ' || coalesce(sipalu_text_array(skills), '') || ' ' || directory_skills)), 'B')`;
const DIRECTORY_C = sql`setweight(to_tsvector('simple', lower(coalesce(service_area, '') || ' ' || directory_places)), 'C')`;

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
    // The directory's ranking (docs/decisions/033): what the professional's visible services say and
    // their counted reviews, kept by triggers on services and reviews (migration 0017), so a search
    // reads one row per professional.
    /** Lower-cased titles (and Nepali titles) of the visible services. */
    directoryTitles: text('directory_titles').notNull().default(''),
    /** Lower-cased skills gained of the visible services. */
    directorySkills: text('directory_skills').notNull().default(''),
    /** Lower-cased locations of the visible services. */
    directoryPlaces: text('directory_places').notNull().default(''),
    /** Lower-cased descriptions (and Nepali descriptions) of the visible services. */
    directoryText: text('directory_text').notNull().default(''),
    /** How many visible services: the directory lists only professionals with one. */
    directoryServices: integer('directory_services').notNull().default(0),
    /** The card's rating: the average of counted reviews to one decimal, null without any. */
    directoryRating: numeric('directory_rating', { precision: 2, scale: 1 }),
    /** How many counted reviews. */
    directoryReviews: integer('directory_reviews').notNull().default(0),
    /**
     * Where the professional stands within a search's tier: a Bayesian mean of their rating, so one
     * 5-star review does not beat forty at 4.8 (docs/decisions/033).
     */
    directoryPopularity: real('directory_popularity').generatedAlwaysAs(
      sql`((coalesce(directory_rating, 0) * directory_reviews + 3.5 * 2) / (directory_reviews + 2))::real`,
    ),
    /** Name, headline, category, service area and service titles, lower-cased: the typo fallback's text (trigram). */
    directoryHead: text('directory_head').generatedAlwaysAs(DIRECTORY_HEAD),
    /**
     * What a search's tiers read, one weight per tier: A name, headline and service titles; B category
     * and skills; C where they work. Short enough to stay uncompressed in the row, so testing a
     * professional against every tier reads it once.
     */
    directoryHeadVector: searchVector('directory_head_vector').generatedAlwaysAs(
      sql`${DIRECTORY_A} || ${DIRECTORY_B} || ${DIRECTORY_C}`,
    ),
    /** The head vector and D: bio and service descriptions. A search finds its matches in its GIN index. */
    directoryVector: searchVector('directory_vector').generatedAlwaysAs(
      sql`${DIRECTORY_A} || ${DIRECTORY_B} || ${DIRECTORY_C}
        || setweight(to_tsvector('simple', lower(coalesce(bio, '') || ' ' || directory_text)), 'D')`,
    ),
    /**
     * The transaction that last wrote the profile, its services' texts or its reviews' rating
     * (their triggers update the profile; migration 0021; docs/decisions/037).
     */
    searchXid: writerXid('search_xid'),
  },
  (t) => [
    textListCheck('profiles_skills_list', t.skills),
    index('profiles_search_xid_idx').on(t.searchXid),
    check('profiles_completion_range', sql`${t.completionPercentage} between 0 and 100`),
    check('profiles_years_experience_range', sql`${t.yearsExperience} between 0 and 80`),
    check('profiles_hourly_rate_positive', sql`${t.hourlyRate} >= 0`),
    index('profiles_category_idx').on(t.category),
    index('profiles_district_idx').on(t.districtId),
    index('profiles_local_level_idx').on(t.localLevelId),
    index('profiles_search_fts_idx').using('gin', sql`to_tsvector('simple', ${t.searchDocument})`),
    index('profiles_search_trgm_idx').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
    index('profiles_directory_vector_idx').using('gin', t.directoryVector),
    index('profiles_directory_head_trgm_idx').using('gin', sql`${t.directoryHead} gin_trgm_ops`),
    // a search's tiers read from here (docs/decisions/033): the head vector's name, headline and titles
    // (A), with the category and skills (A–B), and whole (A–C); a GIN index cannot tell weights apart
    index('profiles_directory_tiers_idx').using(
      'gin',
      sql`ts_filter(${t.directoryHeadVector}, '{a}')`,
      sql`ts_filter(${t.directoryHeadVector}, '{a,b}')`,
      t.directoryHeadVector,
    ),
    // a search's tier in its order: popularity, then verified, then recently updated
    index('profiles_directory_popularity_idx')
      .on(t.directoryPopularity.desc(), t.isVerified.desc(), t.updatedAt.desc(), t.id)
      .where(sql`${t.hiddenAt} is null and ${t.directoryServices} > 0`),
    // … and within a category chip
    index('profiles_directory_category_popularity_idx')
      .on(t.category, t.directoryPopularity.desc(), t.isVerified.desc(), t.updatedAt.desc(), t.id)
      .where(sql`${t.hiddenAt} is null and ${t.directoryServices} > 0`),
    // the directory without a search: verified first, then recently updated
    index('profiles_directory_listing_idx')
      .on(t.isVerified.desc(), t.updatedAt.desc(), t.id)
      .where(sql`${t.hiddenAt} is null and ${t.directoryServices} > 0`),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
