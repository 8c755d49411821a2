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
import { publicSql } from '#server/lib/visibility.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { courses, enrolledCourses } from '#server/db/schema/learning.ts';
import { AppError } from '#server/lib/app-error.ts';
import { courseCard, programCard } from './cards.ts';
import {
  courseFilterConditions,
  courseFiltersSql,
  programFilterConditions,
  programFiltersSql,
  type CatalogueFilterConditions,
  type CatalogueFilters,
} from './catalogue-filters.ts';
import { isUuid } from '#contract/ids.ts';
import type { AppDeps } from '#server/lib/http.ts';
import { catalogueCardColumns, CatalogueCard } from './catalogue-cards.ts';
import { courseCredentialIdOf, courseProviderOf, moduleDatesSql } from './course-provider.ts';

/** The search as the catalogue reads it: trimmed, lower case ("" is no search). */
export const catalogueSearchText = (q: string | undefined): string => q?.trim().toLowerCase() ?? '';

/** The typo fallback's condition: the search similar (trigram `<%`, threshold 0.6) to a title. */
export const catalogueSimilarSql = (q: string): SQL => sql`${q} <% search_title`;

/** One side of the catalogue's union, and what a row of it must be to be listed. */
export interface CatalogueSide {
  table: 'courses' | 'programs';
  /** The tab or chip, and for programs active and public: every condition but the search and the filters. */
  listed: SQL;
  /** The filters' conditions on this side, by filter. */
  filters: (query: CatalogueFilters) => CatalogueFilterConditions;
}

/**
 * The two sides of the catalogue for a tab or chip: courses, and active public programs (the
 * typo fallback's conditions; the in-memory index tests the same, catalogue-index.ts).
 */
export function catalogueSidesOf(query: Pick<CatalogueQuery, 'tab' | 'category'>): [CatalogueSide, CatalogueSide] {
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
  return [
    { table: 'courses', listed: inCategories(sql`category`), filters: courseFilterConditions },
    {
      table: 'programs',
      listed: sql`is_active and ${publicSql()} and ${inCategories(sql`program_type::text`)}`,
      filters: programFilterConditions,
    },
  ];
}

/**
 * The typo fallback's page, for a search the in-memory index finds nothing for: the listed cards
 * whose title is similar to the search (trigram `<%`, default threshold 0.6), most similar first,
 * each scored once and counted from the same rows, then one page joined back to its columns.
 */
export function catalogueFuzzySql(
  query: Pick<CatalogueQuery, 'q' | 'tab' | 'category' | 'page'> & CatalogueFilters,
): SQL {
  const q = catalogueSearchText(query.q);
  const [courseSide, programSide] = catalogueSidesOf(query);
  const offset = (query.page - 1) * CATALOGUE_PAGE_SIZE;
  const similar = (kind: string, side: CatalogueSide, filters: SQL) => sql`
      select ${kind}::text as kind, id, created_at, word_similarity(${q}, search_title)::real as rank
      from ${sql.raw(side.table)} where ${side.listed}${filters} and ${catalogueSimilarSql(q)}`;
  return sql`
    with matches as materialized (
      ${similar('course', courseSide, courseFiltersSql(query))}
      union all ${similar('program', programSide, programFiltersSql(query))}
    ),
    counted as (select count(*)::int as n from matches),
    page as (
      select kind, id, created_at, rank from matches
        order by rank desc, created_at desc nulls last, kind, id
        limit ${CATALOGUE_PAGE_SIZE} offset ${offset}
    )
    select least(t.n, ${CATALOGUE_TOTAL_CAP})::int as total, t.n > ${CATALOGUE_TOTAL_CAP} as total_is_capped,
      page.kind, page.id, ${catalogueCardColumns}
    from counted t
      left join page on true
      left join courses c on page.kind = 'course' and c.id = page.id
      left join programs p on page.kind = 'program' and p.id = page.id
    order by page.rank desc, page.created_at desc nulls last, page.kind, page.id`;
}

const pageTotals = z.object({ total: z.number(), total_is_capped: z.boolean() });
/** A row of a page: a course, a program, or (no matches) only the totals. */
const CatalogueRow = z.union([z.intersection(CatalogueCard, pageTotals), pageTotals.extend({ kind: z.null() })]);
export type CatalogueRow = z.output<typeof CatalogueRow>;

/** Turns the rows of a page (the typo fallback's, or the index's cards with its totals) into the API's page. */
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
          feePaisa: row.fee_paisa,
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

/**
 * One page of the catalogue: courses and active programs, searched, filtered and ranked as
 * decision 035 says, from the in-memory index (catalogue-index.ts), or, when a search matches
 * nothing there, from the typo fallback.
 */
export async function findCatalogue(
  deps: Pick<AppDeps, 'db' | 'catalogueIndex'>,
  query: CatalogueQuery,
): Promise<CataloguePage> {
  const found = await deps.catalogueIndex.find({ ...query, q: catalogueSearchText(query.q) });
  if (!found) return cataloguePageOf(await rowsOf(deps.db, CatalogueRow, catalogueFuzzySql(query)), query.page);
  const totals = { total: found.total, total_is_capped: found.totalIsCapped };
  const rows = found.items.map((card): CatalogueRow => ({ ...card, ...totals }));
  return cataloguePageOf(rows.length ? rows : [{ kind: null, ...totals }], query.page);
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
export async function getCourseDetail(
  deps: Pick<AppDeps, 'db' | 'publicUrl'>,
  courseId: string,
  userId: string | null,
): Promise<CourseDetail> {
  const { db, publicUrl } = deps;
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
  const credentialId = userId && course.providerId ? await courseCredentialIdOf(db, courseId, userId) : null;
  return {
    ...courseCard(course),
    modules: course.modules,
    enrollment,
    provider: await courseProviderOf(db, course.providerId),
    credentialUrl: credentialId ? `${publicUrl}/credentials/${credentialId}` : null,
  };
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
    .set({
      completedModules: completed,
      moduleCompletedAt: moduleDatesSql(completed),
      progress: progressOf(completed, moduleCount),
      lastAccessed: new Date(),
    })
    .where(ownEnrollment(userId, courseId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'catalogue.notEnrolled');
  return toEnrollment(row);
}
