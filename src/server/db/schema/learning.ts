import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { PROGRAM_ENROLLMENT_STATUSES, PROGRAM_TYPES, SERVICE_FORMATS } from '#contract/lists.ts';
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

// What a search ranks a card by (docs/decisions/035), each a vector with its own GIN index so that
// a tier's candidates come straight from its index: the subject is the title and what it teaches
// or awards; the head adds who gives it and where. Both are short, so testing a row is cheap.
const COURSE_SUBJECT = sql`lower(title || ' ' || coalesce(title_ne, '') || ' ' || sipalu_text_array(key_skills) || ' ' || category)`;
const PROGRAM_SUBJECT = sql`lower(program_title || ' ' || coalesce(program_title_ne, '') || ' ' || credential_awarded)`;
const vectorOf = (text: SQL) => sql`to_tsvector('simple', ${text})`;

export const programTypeEnum = pgEnum('program_type', PROGRAM_TYPES);
/** Delivery format of a program or a service (spec §9 service formats). */
export const deliveryFormatEnum = pgEnum('delivery_format', SERVICE_FORMATS);
export const programEnrollmentStatusEnum = pgEnum('program_enrollment_status', PROGRAM_ENROLLMENT_STATUSES);

/** Courses of the catalogue. `modules` is the ordered list of module titles progress is counted over. */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    titleNe: varchar('title_ne', { length: 200 }),
    description: text('description').notNull(),
    descriptionNe: text('description_ne'),
    keySkills: text('key_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    duration: varchar('duration', { length: 100 }).notNull(),
    certification: varchar('certification', { length: 200 }),
    careerOpportunities: text('career_opportunities'),
    imageUrl: text('image_url'),
    category: varchar('category', { length: 60 }).notNull(),
    /** How the course is taught: the catalogue's format filter reads it (a trade is learnt in a workshop). */
    format: deliveryFormatEnum('format').notNull().default('online'),
    /** The course fee in NPR, 0 when free: the catalogue's price filter reads it. */
    feeNpr: integer('fee_npr').notNull().default(0),
    modules: text('modules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** How many learners enrolled: a search's order within a tier (kept by a trigger, migration 0018). */
    learners: integer('learners').notNull().default(0),
    /**
     * The institution or professional who gives the course's certificate (decision 058): they confirm
     * a learner who finished every module, which issues the learner's credential. Null: no credential.
     */
    providerId: uuid('provider_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchDocument: text('search_document').generatedAlwaysAs(
      searchDocument(sql`title`, sql`title_ne`, sql`description`, textArray(sql`key_skills`)),
    ),
    // a generated column cannot read another one, so the vector repeats the document's expression
    searchVector: searchVector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', ${searchDocument(sql`title`, sql`title_ne`, sql`description`, textArray(sql`key_skills`))})`,
    ),
    searchTitle: text('search_title').generatedAlwaysAs(searchTitle(sql`title`, sql`title_ne`)),
    titleVector: searchVector('title_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', ${searchTitle(sql`title`, sql`title_ne`)})`,
    ),
    // the catalogue's filters (migration 0012_catalogue_filters holds the functions; docs/decisions/030)
    durationDays: integer('duration_days').generatedAlwaysAs(sql`sipalu_duration_days(duration)`),
    skillLevel: integer('skill_level').generatedAlwaysAs(
      sql`sipalu_skill_level(coalesce(title, '') || ' ' || coalesce(certification, ''))`,
    ),
    subjectVector: searchVector('subject_vector').generatedAlwaysAs(vectorOf(COURSE_SUBJECT)),
    headVector: searchVector('head_vector').generatedAlwaysAs(
      vectorOf(sql`${COURSE_SUBJECT} || ' ' || lower(coalesce(certification, ''))`),
    ),
    /** The transaction that last wrote the course or its learners (migration 0021; docs/decisions/037). */
    searchXid: writerXid('search_xid'),
  },
  (t) => [
    textListCheck('courses_key_skills_list', t.keySkills),
    textListCheck('courses_modules_list', t.modules),
    index('courses_search_xid_idx').on(t.searchXid),
    index('courses_category_idx').on(t.category),
    index('courses_listing_idx').on(t.createdAt.desc(), t.id),
    index('courses_search_vector_idx').using('gin', t.searchVector),
    index('courses_search_title_trgm_idx').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
    index('courses_title_vector_idx').using('gin', t.titleVector),
    index('courses_subject_vector_idx').using('gin', t.subjectVector),
    index('courses_head_vector_idx').using('gin', t.headVector),
    index('courses_ranked_idx').on(t.learners.desc(), t.createdAt.desc(), t.id),
    index('courses_provider_idx')
      .on(t.providerId)
      .where(sql`${t.providerId} is not null`),
  ],
);

export const programs = pgTable(
  'programs',
  {
    id: id(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programTitle: varchar('program_title', { length: 200 }).notNull(),
    programTitleNe: varchar('program_title_ne', { length: 200 }),
    organizationName: varchar('organization_name', { length: 200 }).notNull(),
    programType: programTypeEnum('program_type').notNull(),
    credentialAwarded: varchar('credential_awarded', { length: 200 }).notNull(),
    description: text('description').notNull(),
    descriptionNe: text('description_ne'),
    format: deliveryFormatEnum('format').notNull(),
    location: varchar('location', { length: 200 }),
    duration: varchar('duration', { length: 100 }).notNull(),
    totalCost: varchar('total_cost', { length: 100 }).notNull(),
    /**
     * The fee paid online on enrolling, integer paisa (decision 054); 0: free, enrolling is one
     * click. `total_cost` stays the institution's own words about the whole cost.
     */
    feePaisa: bigint('fee_paisa', { mode: 'number' }).notNull().default(0),
    prerequisites: text('prerequisites'),
    applicationDeadline: date('application_deadline'),
    startDate: date('start_date'),
    isActive: boolean('is_active').notNull().default(true),
    /** How many learners hold an active or completed enrolment (kept by a trigger, migration 0018). */
    learners: integer('learners').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...moderationColumns(),
    ...placeColumns(),
    searchDocument: text('search_document').generatedAlwaysAs(
      searchDocument(sql`program_title`, sql`program_title_ne`, sql`organization_name`, sql`description`),
    ),
    searchVector: searchVector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', ${searchDocument(sql`program_title`, sql`program_title_ne`, sql`organization_name`, sql`description`)})`,
    ),
    searchTitle: text('search_title').generatedAlwaysAs(searchTitle(sql`program_title`, sql`program_title_ne`)),
    titleVector: searchVector('title_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', ${searchTitle(sql`program_title`, sql`program_title_ne`)})`,
    ),
    // the catalogue's filters (migration 0012_catalogue_filters holds the functions; docs/decisions/030)
    durationDays: integer('duration_days').generatedAlwaysAs(sql`sipalu_duration_days(duration)`),
    skillLevel: integer('skill_level').generatedAlwaysAs(
      sql`sipalu_skill_level(program_title || ' ' || credential_awarded)`,
    ),
    /** The total cost in NPR read from `total_cost`; 0 is free, null when it names no amount. */
    costNpr: integer('cost_npr').generatedAlwaysAs(sql`sipalu_cost_npr(total_cost)`),
    /** The program's cover image (uploaded like a profile banner); null: the card's illustration. */
    coverUrl: text('cover_url'),
    subjectVector: searchVector('subject_vector').generatedAlwaysAs(vectorOf(PROGRAM_SUBJECT)),
    headVector: searchVector('head_vector').generatedAlwaysAs(
      vectorOf(sql`${PROGRAM_SUBJECT} || ' ' || lower(organization_name || ' ' || coalesce(location, ''))`),
    ),
    /** The transaction that last wrote the program or its learners (migration 0021; docs/decisions/037). */
    searchXid: writerXid('search_xid'),
  },
  (t) => [
    check('programs_fee_range', sql`${t.feePaisa} >= 0 and ${t.feePaisa} <= 100000000`),
    index('programs_search_xid_idx').on(t.searchXid),
    index('programs_institution_idx').on(t.institutionId, t.createdAt.desc()),
    index('programs_active_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.isActive}`),
    index('programs_search_vector_idx').using('gin', t.searchVector),
    index('programs_district_idx').on(t.districtId),
    index('programs_search_title_trgm_idx').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
    index('programs_title_vector_idx').using('gin', t.titleVector),
    index('programs_subject_vector_idx').using('gin', t.subjectVector),
    index('programs_head_vector_idx').using('gin', t.headVector),
    index('programs_ranked_idx')
      .on(t.learners.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.isActive}`),
  ],
);

export const programEnrollments = pgTable(
  'program_enrollments',
  {
    id: id(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: programEnrollmentStatusEnum('status').notNull().default('active'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the institution marked the learner completed (status `completed`), which issues their credential. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The payment that enrolled the learner in a paid program (decision 054); refunding it ends
     * the enrolment. Unique: one payment enrols once. No foreign key: payments are a feature of
     * their own and their records outlive the enrolment.
     */
    paidAttemptId: uuid('paid_attempt_id'),
  },
  (t) => [
    unique('program_enrollments_paid_attempt_key').on(t.paidAttemptId),
    unique('program_enrollments_program_user_key').on(t.programId, t.userId),
    index('program_enrollments_program_status_idx').on(t.programId, t.status),
    index('program_enrollments_user_idx').on(t.userId),
  ],
);

export const enrolledCourses = pgTable(
  'enrolled_courses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    /** Indexes into courses.modules of the modules the learner has finished. */
    completedModules: integer('completed_modules')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * When each finished module was first marked finished, keyed by its index (decision 058): the
     * evidence a course credential carries. Unmarking a module drops its date.
     */
    moduleCompletedAt: jsonb('module_completed_at')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    lastAccessed: timestamp('last_accessed', { withTimezone: true }).notNull().defaultNow(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('enrolled_courses_progress_range', sql`${t.progress} between 0 and 100`),
    unique('enrolled_courses_user_course_key').on(t.userId, t.courseId),
    index('enrolled_courses_user_last_accessed_idx').on(t.userId, t.lastAccessed.desc()),
    index('enrolled_courses_course_idx').on(t.courseId),
  ],
);

export const userSkills = pgTable(
  'user_skills',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillName: varchar('skill_name', { length: 100 }).notNull(),
    proficiencyLevel: integer('proficiency_level').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_skills_proficiency_range', sql`${t.proficiencyLevel} between 1 and 5`),
    unique('user_skills_user_skill_key').on(t.userId, t.skillName),
    index('user_skills_user_level_idx').on(t.userId, t.proficiencyLevel.desc()),
  ],
);
