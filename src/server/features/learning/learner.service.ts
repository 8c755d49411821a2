import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { LIMITS } from '#contract/limits.ts';
import type { EnrolledCourse, LearnerDashboard, UserSkill, UserSkillInput } from '#contract/catalogue.ts';
import type { Db } from '#server/db/client.ts';
import { courses, enrolledCourses, userSkills } from '#server/db/schema/learning.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { AppError } from '#server/lib/app-error.ts';
import { courseCard } from './cards.ts';
import { isUuid } from '#contract/ids.ts';
import type { CatalogueIndex } from './catalogue-index.ts';

type SkillRow = typeof userSkills.$inferSelect;

const toSkill = (row: SkillRow): UserSkill => ({
  id: row.id,
  skillName: row.skillName,
  proficiencyLevel: row.proficiencyLevel,
});

/** Courses matched for each interest at most; the first few are what the card shows. */
const COURSES_PER_INTEREST = 6;

/**
 * The courses the catalogue's own search finds for the interests typed at sign-up ("बिजुली मर्मत",
 * "Solar installation"): each interest as typed, else word by word, so Nepali and English, trade
 * words and places match as they do on /courses. Taken in turns, so every interest's best course
 * comes before any interest's second.
 */
async function coursesForInterests(index: CatalogueIndex, interests: readonly string[]): Promise<string[]> {
  const search = async (q: string) => {
    const page = await index.find({ q, tab: 'all', page: 1 });
    return (page?.items ?? []).filter((item) => item.kind === 'course').map((item) => item.id);
  };
  const perInterest: string[][] = [];
  for (const interest of interests) {
    const q = interest.trim().toLowerCase().slice(0, 100);
    if (!q) continue;
    let ids = await search(q);
    if (!ids.length) {
      for (const word of q.split(/\s+/).filter((part) => part.length > 2)) ids = [...ids, ...(await search(word))];
    }
    perInterest.push(ids.slice(0, COURSES_PER_INTEREST));
  }
  const turns = Array.from({ length: COURSES_PER_INTEREST }, (_, turn) => perInterest.map((ids) => ids[turn]));
  return [...new Set(turns.flat().filter((id): id is string => id !== undefined))];
}

/**
 * Up to LIMITS.networkRecommendedCourses courses the learner is not enrolled in. When the learner
 * has a skill-gap analysis, the courses it recommends (recommend-courses) lead, in its order; then
 * the courses the catalogue search finds for the interests given at sign-up (`interestCourseIds`);
 * then by how many of their key skills (or their category) match the learner's skills — user_skills
 * and profile skills, case-insensitive — plus one for sharing a category with an enrolled course.
 * Ties and learners with nothing to match fall back to the newest courses.
 */
async function recommendCourses(db: Db, userId: string, interestCourseIds: readonly string[]) {
  // a skill-gap analysis (network card) knows better: its courses come first, in its order
  const analysed = sql<number>`coalesce((
    select array_position(a.recommended_course_ids, ${courses.id}) from linkedin_skill_analysis a where a.user_id = ${userId}
  ), 0)`;
  const asked = sql<number>`coalesce(array_position(${sql.param([...interestCourseIds])}::uuid[], ${courses.id}), 0)`;
  const score = sql<number>`(
    with my_skills as (
      select lower(skill_name) as name from user_skills where user_id = ${userId}
      union select lower(unnest(skills)) from profiles where id = ${userId}
    )
    select (select count(*) from unnest(${courses.keySkills}) as skill where lower(skill) in (select name from my_skills))
      + (case when lower(${courses.category}) in (select name from my_skills) then 1 else 0 end)
      + (case when ${courses.category} in (
          select c.category from enrolled_courses e join courses c on c.id = e.course_id where e.user_id = ${userId}
        ) then 1 else 0 end)
  )::int`;
  const rows = await db
    .select({ course: courses, score })
    .from(courses)
    .where(
      sql`not exists (select 1 from enrolled_courses e where e.user_id = ${userId} and e.course_id = ${courses.id})`,
    )
    .orderBy(
      sql`${analysed} = 0`,
      asc(analysed),
      sql`${asked} = 0`,
      asc(asked),
      desc(score),
      desc(courses.createdAt),
      asc(courses.id),
    )
    .limit(LIMITS.networkRecommendedCourses);
  return rows.map((row) => courseCard(row.course));
}

/** The learner dashboard (spec §2): recent courses, recommendations, top skills and stats over everything. */
export async function getLearnerDashboard(
  db: Db,
  catalogueIndex: CatalogueIndex,
  userId: string,
): Promise<LearnerDashboard> {
  // a learner's interests are kept as the profile's skills
  const [profile] = await db.select({ interests: profiles.skills }).from(profiles).where(eq(profiles.id, userId));
  const interestCourseIds = await coursesForInterests(catalogueIndex, profile?.interests ?? []);
  const [recent, skills, [enrolStats], [skillStats], recommendedCourses] = await Promise.all([
    db
      .select({
        courseId: courses.id,
        title: courses.title,
        titleNe: courses.titleNe,
        category: courses.category,
        imageUrl: courses.imageUrl,
        duration: courses.duration,
        progress: enrolledCourses.progress,
        lastAccessed: enrolledCourses.lastAccessed,
      })
      .from(enrolledCourses)
      .innerJoin(courses, eq(courses.id, enrolledCourses.courseId))
      .where(eq(enrolledCourses.userId, userId))
      .orderBy(desc(enrolledCourses.lastAccessed), asc(courses.id))
      .limit(LIMITS.dashboardEnrolledCourses),
    db
      .select()
      .from(userSkills)
      .where(eq(userSkills.userId, userId))
      .orderBy(desc(userSkills.proficiencyLevel), asc(userSkills.skillName))
      .limit(LIMITS.dashboardSkills),
    db
      .select({
        enrolledCount: count(),
        averageProgress: sql<number>`coalesce(round(avg(${enrolledCourses.progress})), 0)::int`,
      })
      .from(enrolledCourses)
      .where(eq(enrolledCourses.userId, userId)),
    db.select({ skillsCount: count() }).from(userSkills).where(eq(userSkills.userId, userId)),
    recommendCourses(db, userId, interestCourseIds),
  ]);
  const enrolled = recent.map((row): EnrolledCourse => ({ ...row, lastAccessed: row.lastAccessed.toISOString() }));
  return {
    continueLearning: enrolled[0] ?? null,
    enrolledCourses: enrolled,
    recommendedCourses,
    skills: skills.map(toSkill),
    stats: {
      enrolledCount: enrolStats?.enrolledCount ?? 0,
      skillsCount: skillStats?.skillsCount ?? 0,
      averageProgress: enrolStats?.averageProgress ?? 0,
    },
  };
}

/** All of my skills, highest level first. */
export async function listSkills(db: Db, userId: string): Promise<UserSkill[]> {
  const rows = await db
    .select()
    .from(userSkills)
    .where(eq(userSkills.userId, userId))
    .orderBy(desc(userSkills.proficiencyLevel), asc(userSkills.skillName));
  return rows.map(toSkill);
}

/**
 * Adds a skill or changes its level. Names match case-insensitively ("react" updates "React",
 * keeping the name as first typed).
 */
export async function saveSkill(db: Db, userId: string, input: UserSkillInput): Promise<UserSkill> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .update(userSkills)
      .set({ proficiencyLevel: input.proficiencyLevel })
      .where(and(eq(userSkills.userId, userId), sql`lower(${userSkills.skillName}) = lower(${input.skillName})`))
      .returning();
    if (existing) return toSkill(existing);
    const [created] = await tx
      .insert(userSkills)
      .values({ userId, skillName: input.skillName, proficiencyLevel: input.proficiencyLevel })
      // the same name saved twice at once: the second write wins instead of failing
      .onConflictDoUpdate({
        target: [userSkills.userId, userSkills.skillName],
        set: { proficiencyLevel: input.proficiencyLevel },
      })
      .returning();
    if (!created) throw new AppError('INTERNAL', 'errors.internal');
    return toSkill(created);
  });
}

/** Deletes one of my skills; someone else's id is answered like an unknown one (404). */
export async function deleteSkill(db: Db, userId: string, skillId: string): Promise<void> {
  if (!isUuid(skillId)) throw new AppError('NOT_FOUND', 'errors.notFound');
  const deleted = await db
    .delete(userSkills)
    .where(and(eq(userSkills.id, skillId), eq(userSkills.userId, userId)))
    .returning({ id: userSkills.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'errors.notFound');
}
