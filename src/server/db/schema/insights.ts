import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  updatedAt: updatedAt(),
});
