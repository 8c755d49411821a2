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
import {
  courseFilterConditions,
  courseFiltersSql,
  programFilterConditions,
  programFiltersSql,
  type CatalogueFilterConditions,
  type CatalogueFilters,
} from './catalogue-filters.ts';
import { isUuid } from '#contract/ids.ts';
import { searchTerms } from '#server/lib/search/search-terms.ts';

/** Rows of the ranked order a search tests against its tiers before it reads any index. */
export const CATALOGUE_WALK = 500;

/**
 * A search's tiers (docs/decisions/035), best first: 0 every word as a phrase in the title, 1 every
 * word in the title, 2 in the subject (the title and what the card teaches or awards), 3 in the
 * head (the subject and who gives it, where), 4 anywhere; 5–8 as 1–4 with some of the words.
 * `reads` are the index reads that find them, each the tiers from `first` to the next read's.
 */
interface Tiers {
  tiers: SQL[];
  reads: { first: number; match: SQL }[];
  /** Any match at all: the union of the reads. */
  loosest: SQL;
}

/**
 * The tiers over `title_vector`, `subject_vector`, `head_vector` and `search_vector` (title,
 * description and skills): each holds the one before, so a tier's read takes its candidates
 * straight from that vector's GIN index and drops those of the tiers before.
 */
function tiersOf(q: string): Tiers | null {
  const terms = searchTerms(q);
  if (!terms) return null;
  const vector = (column: string) => (text: string | null) =>
    text ? sql`${sql.raw(column)} @@ to_tsquery('simple', ${text})` : sql`false`;
  const title = vector('title_vector');
  const subject = vector('subject_vector');
  const head = vector('head_vector');
  const body = vector('search_vector');
  const { all, some } = terms;
  const strong = sql`(${head(all)} or ${body(all)})`;
  const reads = [
    // one word has no phrase: its title read is needed only when the walk lacks tier 1
    { first: terms.phrase ? 0 : 1, match: title(all) },
    { first: 2, match: sql`${subject(all)} and not ${title(all)}` },
    { first: 3, match: sql`${head(all)} and not ${subject(all)}` },
    { first: 4, match: sql`${body(all)} and not ${head(all)}` },
  ];
  if (some) {
    reads.push(
      { first: 5, match: sql`${title(some)} and not ${strong}` },
      { first: 6, match: sql`${subject(some)} and not ${title(some)} and not ${strong}` },
      { first: 7, match: sql`${head(some)} and not ${subject(some)} and not ${strong}` },
      { first: 8, match: sql`${body(some)} and not ${head(some)} and not ${body(all)}` },
    );
  }
  return {
    tiers: [title(terms.phrase), title(all), subject(all), head(all), body(all)].concat(
      some ? [title(some), subject(some), head(some)] : [],
    ),
    reads,
    loosest: sql`(${head(some ?? all)} or ${body(some ?? all)})`,
  };
}

/** The search as the catalogue reads it: trimmed, lower case ("" is no search). */
export const catalogueSearchText = (q: string | undefined): string => q?.trim().toLowerCase() ?? '';

/**
 * Whether a row matches a search at all: the loosest of its tiers, which every tier implies. Null
 * when the search has no word to look for (the list then lists as without one).
 */
export function catalogueMatchSql(q: string): SQL | null {
  return tiersOf(q)?.loosest ?? null;
}

/** The typo fallback's condition: the search similar (trigram `<%`, threshold 0.6) to a title. */
export const catalogueSimilarSql = (q: string): SQL => sql`${q} <% search_title`;

/** One side of the catalogue's union, and what a row of it must be to be listed. */
export interface CatalogueSide {
  table: 'courses' | 'programs';
  /** The rows the walk reads (its `*_ranked_idx` index's own condition). */
  scope: SQL;
  /** The tab or chip, and for programs active and public: every condition but the search and the filters. */
  listed: SQL;
  /** The filters' conditions on this side, by filter. */
  filters: (query: CatalogueFilters) => CatalogueFilterConditions;
}

/** The two sides of the catalogue for a tab or chip: courses, and active public programs. */
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
    {
      table: 'courses',
      scope: sql`true`,
      listed: inCategories(sql`category`),
      filters: courseFilterConditions,
    },
    {
      table: 'programs',
      scope: sql`is_active`,
      listed: sql`is_active and ${publicSql()} and ${inCategories(sql`program_type::text`)}`,
      filters: programFilterConditions,
    },
  ];
}

/** The walk's rows: a side's first CATALOGUE_WALK rows in the ranked order (learners, then newest). */
export function catalogueWalkSql(table: string, scope: SQL): SQL {
  return sql`(select * from ${sql.raw(table)} where ${scope}
        order by learners desc nulls last, created_at desc nulls last, id limit ${CATALOGUE_WALK})`;
}

/**
 * One side of a search (courses or programs) as CTEs named `<k>_…`, ending in `<k>_found` (its
 * matches that can reach the page, each with its tier) and `<k>_total`. The walk tests the first
 * `CATALOGUE_WALK` rows of the ranked order (learners, then newest; `<table>_ranked_idx`) against every tier.
 * A page of tier t is among the first `reach` rows of tier t in that order, so the walk holds it
 * when it holds that many rows of tiers up to t. Only when it does not, and the reads before have
 * not filled the page, does a read run: its matches from their GIN index, ordered by an expression
 * so that the planner cannot walk the ranked index instead (for a rare word, the whole table).
 */
function searchSide(k: string, table: string, scope: SQL, where: SQL, search: Tiers, reach: number): SQL {
  const named = (suffix: string) => sql.raw(`${k}_${suffix}`);
  const tier = sql`case ${sql.join(
    search.tiers.map((match, t) => sql`when ${match} then ${sql.raw(String(t))}`),
    sql` `,
  )} else ${sql.raw(String(search.tiers.length))} end`;
  const reads = search.reads.map((read, i) => {
    const before = search.reads.slice(0, i).map((_, j) => sql`(select count(*) from ${named(`r${j}`)})`);
    return sql`${named(`r${i}`)} as materialized (
      select id, created_at, learners, ${tier} as tier from ${sql.raw(table)}
        where (select is_full and upto${sql.raw(String(read.first))} < ${reach} from ${named('seen')})
          and ${before.length ? sql.join(before, sql` + `) : sql`0`} < ${reach} and ${where} and ${read.match}
        order by tier, learners + 0 desc, created_at desc nulls last, id limit ${reach})`;
  });
  const upto = search.reads.map(
    ({ first }) => sql`count(*) filter (where tier <= ${sql.raw(String(first))}) as upto${sql.raw(String(first))}`,
  );
  return sql`${named('walk')} as materialized (
      select id, created_at, learners, case when ${where} and ${search.loosest} then ${tier} end as tier
      from ${catalogueWalkSql(table, scope)} w
    ),
    ${named('seen')} as materialized (
      select count(*) = ${CATALOGUE_WALK} as is_full, ${sql.join(upto, sql`, `)} from ${named('walk')}
    ),
    ${sql.join(reads, sql`,\n    `)},
    ${named('found')} as (
      select id, created_at, learners, tier from ${named('walk')} where tier is not null
      ${sql.join(
        search.reads.map((_, i) => sql`union select * from ${named(`r${i}`)}`),
        sql` `,
      )}
    ),
    ${named('total')} as (
      select count(*)::int as n, (select is_full from ${named('seen')}) and count(*) >= ${reach} as capped
        from ${named('found')}
    )`;
}

/**
 * The catalogue page as ONE statement: matching courses and active programs narrowed to ids and
 * their place in the order, one page cut, and only that page joined back to its columns. Exported
 * so the benchmark's bare handler runs exactly the SQL the app runs.
 *
 * Without a search: newest first, each side of the union read from its `created_at` index and cut
 * to `offset + page size` rows, counted up to `CATALOGUE_TOTAL_CAP`. A search ranks by tier
 * (`tiersOf`), then learners, then newest (docs/decisions/035), each side read by `searchSide`;
 * its total is exact when it is below the page's reach or the walk saw every row, otherwise the
 * matches read so far ("57+"). `fuzzy` is the typo fallback the caller runs when a search finds
 * nothing: the search similar (trigram `<%`, default threshold 0.6) to a title, most similar first.
 */
export function catalogueSql(
  query: Pick<CatalogueQuery, 'q' | 'tab' | 'category' | 'page'> & CatalogueFilters,
  fuzzy = false,
): SQL {
  const q = catalogueSearchText(query.q);
  const [courseSide, programSide] = catalogueSidesOf(query);
  const offset = (query.page - 1) * CATALOGUE_PAGE_SIZE;
  const reach = offset + CATALOGUE_PAGE_SIZE;
  const courseWhere = sql`${courseSide.listed}${courseFiltersSql(query)}`;
  const programWhere = sql`${programSide.listed}${programFiltersSql(query)}`;
  const tiers = q ? tiersOf(q) : null;

  let ctes: SQL;
  if (tiers && !fuzzy) {
    ctes = sql`${searchSide('c', courseSide.table, courseSide.scope, courseWhere, tiers, reach)},
    ${searchSide('p', programSide.table, programSide.scope, programWhere, tiers, reach)},
    matches as (
      select 'course'::text as kind, id, created_at, learners, tier, 0::real as rank from c_found
      union all
      select 'program'::text, id, created_at, learners, tier, 0::real from p_found
    ),
    counted as (
      select (select n from c_total) + (select n from p_total) as n,
        (select capped from c_total) or (select capped from p_total) as capped
    )`;
  } else if (tiers) {
    // the typo fallback: the titles similar to the search, each scored once, counted from the same rows
    const similar = (kind: string, table: string, where: SQL) => sql`
      select ${kind}::text as kind, id, created_at, 0 as learners, 0 as tier,
        word_similarity(${q}, search_title)::real as rank
      from ${sql.raw(table)} where ${where} and ${catalogueSimilarSql(q)}`;
    ctes = sql`matches as materialized (
      ${similar('course', 'courses', courseWhere)} union all ${similar('program', 'programs', programWhere)}
    ),
    counted as (select count(*)::int as n, false as capped from matches)`;
  } else {
    // the listing: each side ordered like the page and cut to its reach, counted up to the cap
    const side = (kind: string, table: string, where: SQL) => sql`(
      select ${kind}::text as kind, id, created_at, 0 as learners, 0 as tier, 0::real as rank
        from ${sql.raw(table)} where ${where} order by created_at desc nulls last, id limit ${reach})`;
    const count = (table: string, where: SQL) =>
      sql`(select 1 from ${sql.raw(table)} where ${where} limit ${CATALOGUE_TOTAL_CAP + 1})`;
    ctes = sql`matches as (${side('course', 'courses', courseWhere)} union all ${side('program', 'programs', programWhere)}),
    counted as (
      select count(*)::int as n, false as capped from (
        ${count('courses', courseWhere)} union all ${count('programs', programWhere)} limit ${CATALOGUE_TOTAL_CAP + 1}
      ) c
    )`;
  }

  return sql`
    with ${ctes},
    page as (
      select kind, id, created_at, learners, tier, rank from matches
        order by tier, rank desc, learners desc, created_at desc nulls last, kind, id
        limit ${CATALOGUE_PAGE_SIZE} offset ${offset}
    )
    select least(t.n, ${CATALOGUE_TOTAL_CAP})::int as total, t.capped or t.n > ${CATALOGUE_TOTAL_CAP} as total_is_capped,
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
    order by page.tier, page.rank desc, page.learners desc, page.created_at desc nulls last, page.kind, page.id`;
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
export function findCatalogue(db: Db, query: CatalogueQuery): Promise<CataloguePage> {
  return searchCatalogue((statement) => rowsOf(db, CatalogueRow, statement), query);
}

/**
 * The catalogue page through `run` (the app's database, or the benchmark's bare handler): the
 * search, then its typo fallback when it finds nothing.
 */
export async function searchCatalogue(
  run: (statement: SQL) => Promise<CatalogueRow[]>,
  query: CatalogueQuery,
): Promise<CataloguePage> {
  let rows = await run(catalogueSql(query));
  if ((rows[0]?.total ?? 0) === 0 && query.q?.trim()) rows = await run(catalogueSql(query, true));
  return cataloguePageOf(rows, query.page);
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
