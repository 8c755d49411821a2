import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  type CatalogueItem,
  type CataloguePage,
  type CatalogueQuery,
  type CourseDetail,
  type CourseEnrollment,
} from '#contract/catalogue.ts';
import { CATALOGUE_PAGE_SIZE, CATALOGUE_TOTAL_CAP, chipsOfTab, progressOf } from '#contract/catalogue-rules.ts';
import { z } from 'zod';
import { PROGRAM_TYPES } from '#contract/lists.ts';
import { publicSql } from '#server/lib/visibility.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { courses, enrolledCourses } from '#server/db/schema/learning.ts';
import { AppError } from '#server/lib/app-error.ts';
import { courseCard, programCard } from './cards.ts';
import { courseFiltersSql, programFiltersSql, type CatalogueFilters } from './catalogue-filters.ts';
import { isUuid } from '#contract/ids.ts';

/**
 * The words of a search as a prefix tsquery ("electric" finds "electrician"). Only letters,
 * marks (Devanagari vowel signs) and digits survive, so no user input reaches tsquery syntax.
 */
export function prefixTsQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * The catalogue page as ONE statement: matching courses and active programs (UNION ALL) narrowed to
 * ids and ranks, counted up to `CATALOGUE_TOTAL_CAP`, one page cut, and only that page joined back
 * to its columns. Exported so the benchmark's bare handler runs exactly the SQL the app runs.
 *
 * Search is full text with each word as a prefix over the stored `search_vector` (GIN). Only when
 * that finds nothing does the trigram fallback run (`q <% search_title`, GIN `gin_trgm_ops`, default
 * threshold 0.6): it forgives typos ("plumbng") in titles, where over whole documents it rechecked
 * thousands of long texts. Relevance looks at titles only (a title hit, then title similarity).
 *
 * Each side of the UNION is ordered and cut to `offset + page size` rows before the merge, so a
 * listing reads its page from the `created_at` indexes instead of sorting every row; the count stops
 * at the cap, since nobody pages through more than a thousand cards.
 */
export function catalogueSql(query: Pick<CatalogueQuery, 'q' | 'tab' | 'category' | 'page'> & CatalogueFilters): SQL {
  const q = query.q?.trim().toLowerCase() ?? '';
  const tsQuery = q ? prefixTsQuery(q) : null;

  const categories: readonly string[] = query.category
    ? [query.category]
    : query.tab === 'all'
      ? []
      : chipsOfTab(query.tab);
  const inCategories = (column: SQL) =>
    categories.length
      ? sql`${column} in (${sql.join(
          categories.map((category) => sql`${category}`),
          sql`, `,
        )})`
      : sql`true`;

  const offset = (query.page - 1) * CATALOGUE_PAGE_SIZE;
  const reach = offset + CATALOGUE_PAGE_SIZE;
  const courseWhere = sql`${inCategories(sql`category`)}${courseFiltersSql(query)}`;
  const programWhere = sql`is_active and ${publicSql()} and ${inCategories(sql`program_type::text`)}${programFiltersSql(query)}`;
  const textMatch = sql`search_vector @@ to_tsquery('simple', ${tsQuery})`;
  const titleHit = sql`title_vector @@ to_tsquery('simple', ${tsQuery})`;
  const similarity = sql`word_similarity(${q}, search_title)`;
  // each side ordered like the page (kind is constant within a side) and cut to what a page can reach
  const branch = (match: SQL, rank: SQL) => sql`
      (select 'course'::text as kind, id, created_at, ${rank} as rank
        from courses where ${courseWhere} and ${match}
        order by rank desc, created_at desc nulls last, id limit ${reach})
      union all
      (select 'program'::text, id, created_at, ${rank} as rank
        from programs where ${programWhere} and ${match}
        order by rank desc, created_at desc nulls last, id limit ${reach})`;
  const counted = (match: SQL) => sql`
      (select 1 from courses where ${courseWhere} and ${match} limit ${CATALOGUE_TOTAL_CAP + 1})
      union all
      (select 1 from programs where ${programWhere} and ${match} limit ${CATALOGUE_TOTAL_CAP + 1})`;

  const fuzzyMatch = sql`${q} <% search_title`;
  // Relevance is (title hit) + word similarity, so a title hit (≥ 1) outranks every other hit (≤ 1):
  // a side's page comes from its title hits alone when they fill it, and the similarity of the
  // thousands of body-only hits (the costly part) is computed only when they do not. A title hit is
  // a document hit (the document starts with the title).
  const titleHits = (kind: string, table: SQL, where: SQL) => sql`${sql.raw(kind)}_title_hits as materialized (
      select ${kind}::text as kind, id, created_at, (1 + ${similarity})::real as rank
        from ${table} where ${where} and ${titleHit}
        order by rank desc, created_at desc nulls last, id limit ${reach}
    )`;
  const otherHits = (kind: string, table: SQL, where: SQL) => sql`
      select * from ${sql.raw(kind)}_title_hits
      union all
      (select ${kind}::text, id, created_at, (0 + ${similarity})::real as rank
        from ${table} where ${where} and ${textMatch} and not ${titleHit}
          and (select count(*) from ${sql.raw(kind)}_title_hits) < ${reach}
        order by rank desc, created_at desc nulls last, id limit ${reach})`;
  const ctes = tsQuery
    ? sql`hits as materialized (${counted(textMatch)}),
    fuzzy_used as materialized (select not exists (select 1 from hits) as used),
    fuzzy as materialized (
      select 'course'::text as kind, id, created_at, ${similarity}::real as rank
        from courses where (select used from fuzzy_used) and ${courseWhere} and ${fuzzyMatch}
      union all
      select 'program'::text, id, created_at, ${similarity}::real
        from programs where (select used from fuzzy_used) and ${programWhere} and ${fuzzyMatch}
    ),
    ${titleHits('course', sql`courses`, courseWhere)},
    ${titleHits('program', sql`programs`, programWhere)},
    matches as (
      ${otherHits('course', sql`courses`, courseWhere)}
      union all
      ${otherHits('program', sql`programs`, programWhere)}
      union all
      select * from fuzzy
    ),
    counts as (
      select count(*)::int as n from (
        select 1 from hits limit ${CATALOGUE_TOTAL_CAP + 1}
      ) h where not (select used from fuzzy_used)
      union all
      select count(*)::int from (select 1 from fuzzy limit ${CATALOGUE_TOTAL_CAP + 1}) f
    ),
    counted as (select least(sum(n), ${CATALOGUE_TOTAL_CAP + 1})::int as n from counts)`
    : sql`matches as (${branch(sql`true`, sql`0::real`)}),
    counted as (
      select count(*)::int as n from (${counted(sql`true`)} limit ${CATALOGUE_TOTAL_CAP + 1}) c
    )`;

  return sql`
    with ${ctes},
    page as (
      select kind, id, created_at, rank from matches
        order by rank desc, created_at desc nulls last, kind, id
        limit ${CATALOGUE_PAGE_SIZE} offset ${offset}
    )
    select least(t.n, ${CATALOGUE_TOTAL_CAP})::int as total, t.n > ${CATALOGUE_TOTAL_CAP} as total_is_capped,
      page.kind, page.id,
      c.title, c.title_ne, c.description, c.description_ne, c.key_skills, c.duration, c.certification,
      c.career_opportunities, c.image_url, c.category,
      p.program_title, p.program_title_ne, p.description as program_description,
      p.description_ne as program_description_ne, p.duration as program_duration, p.credential_awarded,
      p.organization_name, p.program_type, p.cover_url
    from counted t
      left join page on true
      left join courses c on page.kind = 'course' and c.id = page.id
      left join programs p on page.kind = 'program' and p.id = page.id
    order by page.rank desc, page.created_at desc nulls last, page.kind, page.id`;
}

const pageTotals = { total: z.number(), total_is_capped: z.boolean() };
const CourseRow = z.object({
  ...pageTotals,
  kind: z.literal('course'),
  id: z.string(),
  title: z.string(),
  title_ne: z.string().nullable(),
  description: z.string(),
  description_ne: z.string().nullable(),
  key_skills: z.array(z.string()),
  duration: z.string(),
  certification: z.string().nullable(),
  career_opportunities: z.string().nullable(),
  image_url: z.string().nullable(),
  category: z.string(),
});
const ProgramRow = z.object({
  ...pageTotals,
  kind: z.literal('program'),
  id: z.string(),
  program_title: z.string(),
  program_title_ne: z.string().nullable(),
  program_description: z.string(),
  program_description_ne: z.string().nullable(),
  program_duration: z.string(),
  credential_awarded: z.string(),
  organization_name: z.string(),
  program_type: z.enum(PROGRAM_TYPES),
  cover_url: z.string().nullable(),
});
/** A row of `catalogueSql`: a course, a program, or (no matches) only the totals. */
const CatalogueRow = z.discriminatedUnion('kind', [CourseRow, ProgramRow, z.object({ ...pageTotals, kind: z.null() })]);
export type CatalogueRow = z.output<typeof CatalogueRow>;

/** Turns the rows of `catalogueSql` into the page the API answers with. */
export function cataloguePageOf(rows: readonly CatalogueRow[], page: number): CataloguePage {
  const items = rows.flatMap((row): CatalogueItem[] => {
    if (row.kind === 'course') {
      return [
        courseCard({
          id: row.id,
          title: row.title,
          titleNe: row.title_ne,
          description: row.description,
          descriptionNe: row.description_ne,
          keySkills: row.key_skills,
          duration: row.duration,
          certification: row.certification,
          careerOpportunities: row.career_opportunities,
          imageUrl: row.image_url,
          category: row.category,
        }),
      ];
    }
    if (row.kind === 'program') {
      return [
        programCard({
          id: row.id,
          programTitle: row.program_title,
          programTitleNe: row.program_title_ne,
          description: row.program_description,
          descriptionNe: row.program_description_ne,
          duration: row.program_duration,
          credentialAwarded: row.credential_awarded,
          organizationName: row.organization_name,
          programType: row.program_type,
          coverUrl: row.cover_url,
        }),
      ];
    }
    return [];
  });
  return {
    items,
    total: rows[0]?.total ?? 0,
    totalIsCapped: rows[0]?.total_is_capped ?? false,
    page,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
}

/** Public-cache namespace of catalogue pages: every course or program write invalidates it. */
export const CATALOGUE_CACHE = 'catalogue';

/** One page of the catalogue: courses and active programs, searched, filtered and ranked. */
export async function findCatalogue(db: Db, query: CatalogueQuery): Promise<CataloguePage> {
  return cataloguePageOf(await rowsOf(db, CatalogueRow, catalogueSql(query)), query.page);
}

type EnrollmentRow = typeof enrolledCourses.$inferSelect;

function toEnrollment(row: EnrollmentRow): CourseEnrollment {
  return {
    progress: row.progress,
    completedModules: row.completedModules,
    lastAccessed: row.lastAccessed.toISOString(),
    enrolledAt: row.enrolledAt.toISOString(),
  };
}

async function findCourse(db: Db, courseId: string) {
  if (!isUuid(courseId)) throw new AppError('NOT_FOUND', 'catalogue.courseNotFound');
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError('NOT_FOUND', 'catalogue.courseNotFound');
  return course;
}

const ownEnrollment = (userId: string, courseId: string) =>
  and(eq(enrolledCourses.userId, userId), eq(enrolledCourses.courseId, courseId));

/**
 * A course page. For an enrolled learner it carries their enrolment and counts as a visit:
 * `last_accessed` moves to now (spec §3), which orders the learner dashboard.
 */
export async function getCourseDetail(db: Db, courseId: string, userId: string | null): Promise<CourseDetail> {
  const course = await findCourse(db, courseId);
  let enrollment: CourseEnrollment | null = null;
  if (userId) {
    const [row] = await db
      .update(enrolledCourses)
      .set({ lastAccessed: new Date() })
      .where(ownEnrollment(userId, courseId))
      .returning();
    enrollment = row ? toEnrollment(row) : null;
  }
  return { ...courseCard(course), modules: course.modules, enrollment };
}

/** Enrols the user in a course; enrolling again returns the existing enrolment (`created: false`). */
export async function enrolInCourse(
  db: Db,
  userId: string,
  courseId: string,
): Promise<{ enrollment: CourseEnrollment; created: boolean }> {
  await findCourse(db, courseId);
  const [created] = await db.insert(enrolledCourses).values({ userId, courseId }).onConflictDoNothing().returning();
  if (created) return { enrollment: toEnrollment(created), created: true };
  const [existing] = await db.select().from(enrolledCourses).where(ownEnrollment(userId, courseId));
  if (!existing) throw new AppError('INTERNAL', 'errors.internal');
  return { enrollment: toEnrollment(existing), created: false };
}

/**
 * Saves which modules the learner finished in their own enrolment. Indexes outside the course are
 * dropped and the percentage is computed here; a client never sends it (404 `catalogue.notEnrolled`).
 */
export async function saveCourseProgress(
  db: Db,
  userId: string,
  courseId: string,
  completedModules: readonly number[],
): Promise<CourseEnrollment> {
  const course = await findCourse(db, courseId);
  const moduleCount = course.modules.length;
  const completed = [...new Set(completedModules.filter((index) => index >= 0 && index < moduleCount))].sort(
    (a, b) => a - b,
  );
  const [row] = await db
    .update(enrolledCourses)
    .set({ completedModules: completed, progress: progressOf(completed, moduleCount), lastAccessed: new Date() })
    .where(ownEnrollment(userId, courseId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'catalogue.notEnrolled');
  return toEnrollment(row);
}
