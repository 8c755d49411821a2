import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { experienceLevelEnum, jobPostings, jobTypeEnum } from './jobs.ts';

// Job alerts (docs/decisions/028-job-alerts.md). An alert keeps its search as columns (NULL = any)
// so a new posting is matched by indexes, never by reading every alert.

/** A saved /jobs search that tells its owner of new postings matching it. */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The search text as /jobs normalises it (lower case, single spaces); NULL: no text. */
    q: varchar('q', { length: 100 }),
    /**
     * What a posting must offer for the alert to be checked against it (job-alerts-matching.ts): the
     * longest of its words as `alertWordsOf` gives them (folded; a place or trade word in a
     * dictionary form), or without words one list filter ("#type:Full-time"), or "#all".
     */
    matchKey: text('match_key').notNull(),
    /** A list chip (JOB_LIST_CHIPS). */
    category: varchar('category', { length: 60 }),
    jobType: jobTypeEnum('job_type'),
    experienceLevel: experienceLevelEnum('experience_level'),
    /** One of SALARY_BANDS. */
    salaryBand: varchar('salary_band', { length: 20 }),
    /** Part of the location, lower case. */
    location: varchar('location', { length: 100 }),
    /** The province and district filters, kept to show the search again (decision 031). */
    province: varchar('province', { length: 40 }),
    district: varchar('district', { length: 40 }),
    /** The districts those allow (the district, or every district of the province); NULL: any. */
    districtIds: text('district_ids').array(),
    /** One of POSTED_WITHIN, kept to show the search again; matching uses `postedHours`. */
    posted: varchar('posted', { length: 10 }),
    postedHours: integer('posted_hours'),
    verifiedOnly: boolean('verified_only').notNull().default(false),
    /** 'instant' or 'daily'. */
    frequency: varchar('frequency', { length: 10 }).notNull(),
    /** 'en' or 'ne': the language its e-mails are written in; NULL writes both. */
    language: varchar('language', { length: 2 }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.createdAt.desc()),
    // a new posting looks up the keys it offers; paused alerts are not looked at
    index('job_alerts_match_key_idx')
      .on(t.matchKey)
      .where(sql`${t.pausedAt} is null`),
  ],
);

/**
 * One row per alert and posting it matched: written with the e-mail's job in one transaction, so
 * a posting is told of at most once per alert, whatever restarts or reopenings happen.
 */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Instant alerts: when its e-mail was claimed for sending. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Daily alerts: the Nepali day of the digest that carried it; NULL while it waits. */
    digestedOn: date('digested_on'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.jobId] }),
    index('job_alert_deliveries_waiting_idx')
      .on(t.userId)
      .where(sql`${t.digestedOn} is null and ${t.sentAt} is null`),
    index('job_alert_deliveries_job_idx').on(t.jobId),
  ],
);

/** The daily digest sent to a user on a Nepali day: at most one per user and day. */
export const jobAlertDigests = pgTable(
  'job_alert_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
