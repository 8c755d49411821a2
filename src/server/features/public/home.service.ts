import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { isPubliclyVisible } from '#server/lib/visibility.ts';
import { placeNeText } from '#server/lib/places/places.ts';
import { tabOfCategory } from '#contract/catalogue-rules.ts';
import { nepaliDuration } from '#contract/format/written.ts';
import { courses, enrolledCourses, profiles, programs, services, userRoles } from '#server/db/schema/index.ts';
import {
  HOME_CATEGORIES,
  HOME_FEATURED,
  type HomeCategory,
  type HomeCourse,
  type HomeData,
  type HomeProfessional,
} from '#contract/public-pages.ts';

// The home page's featured content (decisions.md §2): the most enrolled courses, verified
// professionals with the most services, and how many courses and programs each category has.

export async function loadHome(db: Db): Promise<HomeData> {
  const [featuredCourses, featuredProfessionals, categories] = await Promise.all([
    loadCourses(db),
    loadProfessionals(db),
    loadCategories(db),
  ]);
  return { courses: featuredCourses, professionals: featuredProfessionals, categories };
}

async function loadCourses(db: Db): Promise<HomeCourse[]> {
  const enrolled = db
    .select({ courseId: enrolledCourses.courseId, total: count().as('total') })
    .from(enrolledCourses)
    .groupBy(enrolledCourses.courseId)
    .as('enrolled');
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      titleNe: courses.titleNe,
      description: courses.description,
      descriptionNe: courses.descriptionNe,
      category: courses.category,
      duration: courses.duration,
      certification: courses.certification,
      imageUrl: courses.imageUrl,
      enrolled: sql<number>`coalesce(${enrolled.total}, 0)`.mapWith(Number),
    })
    .from(courses)
    .leftJoin(enrolled, eq(enrolled.courseId, courses.id))
    .orderBy(desc(sql`coalesce(${enrolled.total}, 0)`), desc(courses.createdAt), courses.id)
    .limit(HOME_FEATURED);
  return rows.map((row) => ({ ...row, durationNe: nepaliDuration(row.duration) }));
}

async function loadProfessionals(db: Db): Promise<HomeProfessional[]> {
  const offered = db
    .select({ professionalId: services.professionalId, total: count().as('total') })
    .from(services)
    .where(isPubliclyVisible(services))
    .groupBy(services.professionalId)
    .as('offered');
  const rows = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      headline: profiles.headline,
      category: profiles.category,
      serviceArea: profiles.serviceArea,
      districtId: profiles.districtId,
      localLevelId: profiles.localLevelId,
      yearsExperience: profiles.yearsExperience,
      hourlyRate: profiles.hourlyRate,
      avatarUrl: profiles.avatarUrl,
      skills: profiles.skills,
      services: sql<number>`coalesce(${offered.total}, 0)`.mapWith(Number),
    })
    .from(profiles)
    .innerJoin(userRoles, and(eq(userRoles.userId, profiles.id), eq(userRoles.role, 'professional')))
    .leftJoin(offered, eq(offered.professionalId, profiles.id))
    .where(and(eq(profiles.isVerified, true), sql`${profiles.fullName} is not null`, isPubliclyVisible(profiles)))
    .orderBy(desc(sql`coalesce(${offered.total}, 0)`), desc(sql`coalesce(${profiles.yearsExperience}, 0)`), profiles.id)
    .limit(HOME_FEATURED);
  return rows.map(({ districtId, localLevelId, ...row }) => ({
    ...row,
    serviceAreaNe: placeNeText(row.serviceArea, { districtId, localLevelId }),
    fullName: row.fullName ?? '',
    hourlyRate: row.hourlyRate === null ? null : Number(row.hourlyRate),
  }));
}

async function loadCategories(db: Db): Promise<HomeCategory[]> {
  // programs appear in the catalogue under their program type, which is a category chip too
  const rows = await rowsOf(
    db,
    z.object({ category: z.string(), count: z.number() }),
    sql`
    select category, count(*)::int as count from (
      select ${courses.category} as category from ${courses}
      union all
      select ${programs.programType}::text as category from ${programs}
        where ${programs.isActive} and ${isPubliclyVisible(programs)}
    ) items
    group by category
    order by count(*) desc, category
    limit ${HOME_CATEGORIES}
  `,
  );
  return rows.map((row) => ({ category: row.category, tab: tabOfCategory(row.category), count: row.count }));
}
