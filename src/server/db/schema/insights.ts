import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { updatedAt } from './columns.ts';

/** A connected professional-network profile, or the CV it was imported from (decisions.md §8). */
export const linkedinProfiles = pgTable('linkedin_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Headline, summary, skills, experience and education as imported. */
  data: jsonb('data')
    .notNull()
    .default(sql`'{}'::jsonb`),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/** The latest skill-gap analysis per user. */
export const linkedinSkillAnalysis = pgTable('linkedin_skill_analysis', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentSkills: text('current_skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  recommendedSkills: text('recommended_skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  careerPathSuggestions: text('career_path_suggestions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  recommendedCourseIds: uuid('recommended_course_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  /** The whole structured result (skills, paths, courses, jobs, each with its reason) as last shown. */
  result: jsonb('result')
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: updatedAt(),
});

/**
 * How many active jobs ask for each canonical skill, per job category and city: the analyzer reads
 * it instead of scanning every job per request. Rebuilt when the jobs fingerprint changes.
 */
export const skillDemand = pgTable(
  'skill_demand',
  {
    skill: text('skill').notNull(),
    category: text('category').notNull(),
    city: text('city').notNull(),
    jobs: integer('jobs').notNull(),
  },
  (t) => [primaryKey({ columns: [t.skill, t.category, t.city] }), index('skill_demand_category_idx').on(t.category)],
);

/** Job titles with the skills they most often ask for: the career paths the analyzer suggests. */
export const careerPathDemand = pgTable(
  'career_path_demand',
  {
    title: text('title').notNull(),
    /** The Nepali title most of the group's postings carry; null when none has one. */
    titleNe: text('title_ne'),
    category: text('category').notNull(),
    jobs: integer('jobs').notNull(),
    /** Canonical skills, most asked first. */
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.title, t.category] })],
);

/** One row: the state of job_postings the demand tables were built from. */
export const skillDemandState = pgTable('skill_demand_state', {
  id: integer('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});
