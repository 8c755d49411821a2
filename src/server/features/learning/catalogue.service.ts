import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  CATALOGUE_PAGE_SIZE,
  chipsOfTab,
  progressOf,
  type CatalogueItem,
  type CataloguePage,
  type CatalogueQuery,
  type CourseDetail,
  type CourseEnrollment,
} from '#contract/catalogue.ts';
import type { Db } from '#server/db/client.ts';
import { courses, enrolledCourses } from '#server/db/schema/learning.ts';
import { AppError } from '#server/lib/app-error.ts';
import { courseCard, isUuid, programCard } from './cards.ts';

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
 * ids and ranks, counted, one page cut, and only that page joined back to its columns. Exported so
 * the benchmark's bare handler runs exactly the SQL the app runs.
 *
 * Search is full text with each word as a prefix (`search_document`, GIN `to_tsvector('simple', …)`).
 * Only when that finds nothing does the trigram fallback run (`q <% search_document`, GIN
 * `gin_trgm_ops`, default threshold 0.6): it forgives typos ("plumbng") but rechecks thousands of long
 * documents, so it must not tax every search. Relevance looks at titles only (a title hit, then title
 * similarity): ranking over whole documents costs more than the search itself.
 */
export function catalogueSql(query: Pick<CatalogueQuery, 'q' | 'tab' | 'category' | 'page'>): SQL {
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

  const course = { title: sql`lower(title || ' ' || coalesce(title_ne, ''))`, where: inCategories(sql`category`) };
  const program = {
    title: sql`lower(program_title || ' ' || coalesce(program_title_ne, ''))`,
    where: sql`is_active and ${inCategories(sql`program_type::text`)}`,
  };
  const textMatch = sql`to_tsvector('simple', search_document) @@ to_tsquery('simple', ${tsQuery})`;
  const textRank = (title: SQL) =>
    sql`((to_tsvector('simple', ${title}) @@ to_tsquery('simple', ${tsQuery}))::int + word_similarity(${q}, ${title}))::real`;
  const branch = (match: SQL, rank: (title: SQL) => SQL) => sql`
      select 'course'::text as kind, id, created_at, ${rank(course.title)} as rank
        from courses where ${course.where} and ${match}
      union all
      select 'program'::text, id, created_at, ${rank(program.title)}
        from programs where ${program.where} and ${match}`;

  const matches = tsQuery
    ? sql`hits as materialized (${branch(textMatch, textRank)}),
    fuzzy as materialized (${branch(
      sql`not exists (select 1 from hits) and ${q} <% search_document`,
      (title) => sql`word_similarity(${q}, ${title})::real`,
    )}),
    matches as (select * from hits union all select * from fuzzy)`
    : sql`matches as materialized (${branch(sql`true`, () => sql`0::real`)})`;
  const offset = (query.page - 1) * CATALOGUE_PAGE_SIZE;

  return sql`
    with ${matches},
    page as (
      select kind, id, created_at, rank from matches
        order by rank desc, created_at desc, kind, id
        limit ${CATALOGUE_PAGE_SIZE} offset ${offset}
    )
    select t.total, page.kind, page.id,
      c.title, c.title_ne, c.description, c.description_ne, c.key_skills, c.duration, c.certification,
      c.career_opportunities, c.image_url, c.category,
      p.program_title, p.program_title_ne, p.description as program_description,
      p.description_ne as program_description_ne, p.duration as program_duration, p.credential_awarded,
      p.organization_name, p.program_type
    from (select count(*)::int as total from matches) t
      left join page on true
      left join courses c on page.kind = 'course' and c.id = page.id
      left join programs p on page.kind = 'program' and p.id = page.id
    order by page.rank desc, page.created_at desc, page.kind, page.id`;
}

/** A row of `catalogueSql`. */
export interface CatalogueRow {
  total: number;
  kind: 'course' | 'program' | null;
  id: string;
  title: string;
  title_ne: string | null;
  description: string;
  description_ne: string | null;
  key_skills: string[];
  duration: string;
  certification: string | null;
  career_opportunities: string | null;
  image_url: string | null;
  category: string;
  program_title: string;
  program_title_ne: string | null;
  program_description: string;
  program_description_ne: string | null;
  program_duration: string;
  credential_awarded: string;
  organization_name: string;
  program_type: CatalogueItem['category'];
}

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
          programType: row.program_type as Parameters<typeof programCard>[0]['programType'],
        }),
      ];
    }
    return [];
  });
  return { items, total: rows[0]?.total ?? 0, page, pageSize: CATALOGUE_PAGE_SIZE };
}

/** One page of the catalogue: courses and active programs, searched, filtered and ranked. */
export async function findCatalogue(db: Db, query: CatalogueQuery): Promise<CataloguePage> {
  const result = (await db.execute(catalogueSql(query))) as unknown as { rows: CatalogueRow[] };
  return cataloguePageOf(result.rows, query.page);
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
