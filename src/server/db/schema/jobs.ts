import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, EXPERIENCE_LEVELS, JOB_TYPES } from '#contract/lists.ts';
import { users } from './auth.ts';
import {
  createdAt,
  id,
  moderationColumns,
  placeColumns,
  searchDocument,
  searchTitle,
  searchVector,
  textArray,
  textListCheck,
  updatedAt,
  writerXid,
} from './columns.ts';

export const jobTypeEnum = pgEnum('job_type', JOB_TYPES);
export const experienceLevelEnum = pgEnum('experience_level', EXPERIENCE_LEVELS);
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);

/** The private object-store bucket of resumes: `job_applications.resume_url` holds a key in it. */
export const RESUME_BUCKET = 'resumes';

export const jobPostings = pgTable(
  'job_postings',
  {
    id: id(),
    postedBy: uuid('posted_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobTitle: varchar('job_title', { length: 200 }).notNull(),
    jobTitleNe: varchar('job_title_ne', { length: 200 }),
    jobType: jobTypeEnum('job_type').notNull(),
    companyName: varchar('company_name', { length: 200 }).notNull(),
    location: varchar('location', { length: 200 }).notNull(),
    description: text('description').notNull(),
    descriptionNe: text('description_ne'),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    responsibilities: text('responsibilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skillsRequired: text('skills_required')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experienceLevel: experienceLevelEnum('experience_level').notNull(),
    /** Free text: the post form's categories and the job list's chips are different lists (spec §9). */
    category: varchar('category', { length: 60 }).notNull(),
    salaryRange: varchar('salary_range', { length: 100 }),
    /**
     * The salary text as NPR a month, lowest and highest (equal for one figure); both null when it
     * names no monthly amount ("Negotiable", a piece rate, none). Worked out by the database on
     * every write, so no insert can forget it (migration 0010, docs/decisions/027).
     */
    salaryMin: integer('salary_min').generatedAlwaysAs(sql`(sipalu_salary_monthly(salary_range))[1]`),
    salaryMax: integer('salary_max').generatedAlwaysAs(sql`(sipalu_salary_monthly(salary_range))[2]`),
    contactEmail: varchar('contact_email', { length: 255 }).notNull(),
    applicationDeadline: date('application_deadline'),
    isActive: boolean('is_active').notNull().default(true),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    /** A recruitment agency's client, shown as "Client via Agency"; only a verified agency may set it. */
    clientName: varchar('client_name', { length: 200 }),
    /** Held for staff review before it appears (the money-request rules), and why. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    heldReason: text('held_reason'),
    ...moderationColumns(),
    ...placeColumns(),
    searchDocument: text('search_document').generatedAlwaysAs(
      searchDocument(
        sql`job_title`,
        sql`job_title_ne`,
        sql`company_name`,
        sql`location`,
        sql`description`,
        textArray(sql`skills_required`),
      ),
    ),
    // docs/decisions/009: stored vectors so matching never re-parses text; a generated column cannot
    // read another one, so the vector repeats the document's expression
    searchVector: searchVector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', ${searchDocument(
        sql`job_title`,
        sql`job_title_ne`,
        sql`company_name`,
        sql`location`,
        sql`description`,
        textArray(sql`skills_required`),
      )})`,
    ),
    /** Title, company and location, lower-cased: the substring match (spec §5) and the typo fallback run over it. */
    searchHead: text('search_head').generatedAlwaysAs(
      sql`lower(job_title || ' ' || coalesce(job_title_ne, '') || ' ' || company_name || ' ' || location)`,
    ),
    // relevance tiers (docs/decisions/029): a title hit, then skills, company and location, then the
    // whole document (`search_vector`); each tier is its own GIN index so a page reads only its tier
    titleVector: searchVector('title_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', ${searchTitle(sql`job_title`, sql`job_title_ne`)})`,
    ),
    headVector: searchVector('head_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', ${searchDocument(
        sql`job_title`,
        sql`job_title_ne`,
        sql`company_name`,
        sql`client_name`,
        sql`location`,
        textArray(sql`skills_required`),
      )})`,
    ),
    /** The transaction that last wrote the posting or its employer's verification (migration 0020). */
    searchXid: writerXid('search_xid'),
  },
  (t) => [
    textListCheck('job_postings_requirements_list', t.requirements),
    textListCheck('job_postings_responsibilities_list', t.responsibilities),
    textListCheck('job_postings_skills_required_list', t.skillsRequired),
    index('job_postings_search_xid_idx').on(t.searchXid),
    index('job_postings_active_posted_idx')
      .on(t.postedAt.desc())
      .where(sql`${t.isActive}`),
    index('job_postings_posted_by_idx').on(t.postedBy, t.postedAt.desc()),
    index('job_postings_category_idx').on(t.category),
    index('job_postings_search_fts_idx').using('gin', sql`to_tsvector('simple', ${t.searchDocument})`),
    index('job_postings_search_trgm_idx').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
    // the public list's order, so a page reads from the index instead of sorting every match
    index('job_postings_listing_idx')
      .on(t.postedAt.desc(), t.id)
      .where(sql`${t.isActive}`),
    index('job_postings_search_vector_idx').using('gin', t.searchVector),
    index('job_postings_search_head_trgm_idx').using('gin', sql`${t.searchHead} gin_trgm_ops`),
    index('job_postings_district_idx').on(t.districtId),
    index('job_postings_title_vector_idx').using('gin', t.titleVector),
    index('job_postings_head_vector_idx').using('gin', t.headVector),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    /**
     * NULL once the applicant deleted their account: the company keeps the application, withdrawn
     * (or as decided) and without the applicant's details.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 30 }),
    coverLetter: text('cover_letter').notNull(),
    status: applicationStatusEnum('status').notNull().default('pending'),
    /** The resume's key in RESUME_BUCKET (`<userId>/<file>`), served only by the authorized route. */
    resumeUrl: text('resume_url'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // a second application gives SQLSTATE 23505, shown as 'Already applied'
    unique('job_applications_job_user_key').on(t.jobId, t.userId),
    // an account is deleted only after its applications were stripped of the applicant's details
    // (security/account-deletion.ts); otherwise the foreign key's SET NULL fails and the account stays
    check(
      'job_applications_no_details_without_applicant',
      sql`${t.userId} is not null or (${t.fullName} = '' and ${t.email} = '' and ${t.phone} is null and ${t.coverLetter} = '' and ${t.resumeUrl} is null)`,
    ),
    index('job_applications_job_applied_idx').on(t.jobId, t.appliedAt.desc()),
    index('job_applications_user_idx').on(t.userId, t.appliedAt.desc()),
  ],
);

/** Every status an application has had, with when (decisions.md §6); the first row is 'pending'. */
export const jobApplicationEvents = pgTable(
  'job_application_events',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull(),
    /** Who made the change: the applicant for 'pending', then the posting company's user. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('job_application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * Jobs a user bookmarked ("Saved jobs" on the learner dashboard), newest first. Both sides cascade:
 * deleting the account or the posting removes the bookmark. A posting that is later closed or
 * hidden keeps its row, so the list can say so instead of losing it silently.
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    // the list's order, and the cap's count, read one user's rows
    index('saved_jobs_user_created_idx').on(t.userId, t.createdAt.desc()),
    // deleting a posting finds its bookmarks
    index('saved_jobs_job_idx').on(t.jobId),
  ],
);
