import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  INSIGHTS_LIMITS,
  LinkedinData,
  SkillAnalysis,
  type CourseRecommendation,
  type JobMatch,
  type NetworkProfile,
  type NetworkState,
  type Reason,
} from '#contract/insights.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { accounts, users } from '#server/db/schema/auth.ts';
import { linkedinProfiles, linkedinSkillAnalysis } from '#server/db/schema/insights.ts';
import { AppError } from '#server/lib/app-error.ts';
import { placeNe } from '#server/lib/places/places.ts';
import type { Logger } from '#server/lib/logger.ts';
import { analyzeLocally, type CourseCandidate } from './analyzer.ts';
import { demandSnapshot, type DemandCache } from './demand.ts';
import { enrichAnalysis, type AiConfig } from './enrich.ts';
import { expandSkill, skillKey } from './taxonomy.ts';
import { SKILL_ENTRIES } from './taxonomy.data.ts';
import { verifiedSkillsOf, withLiveVerification } from './verified-skills.ts';

/** What `linkedin_profiles.data` holds. */
interface StoredProfile {
  source?: NetworkProfile['source'];
  name?: string | null;
  email?: string | null;
  photoUrl?: string | null;
  linkedinId?: string | null;
  linkedinData?: LinkedinData | null;
}

export interface InsightsDeps {
  db: Db;
  /** The demand statistics this app last read (demand.ts). */
  demand: DemandCache;
  logger: Logger;
  ai?: AiConfig | undefined;
}

function toProfile(row: typeof linkedinProfiles.$inferSelect): NetworkProfile {
  const data = row.data as StoredProfile;
  const parsed = data.linkedinData ? LinkedinData.safeParse(data.linkedinData) : null;
  return {
    source: data.source ?? 'linkedin',
    name: data.name ?? null,
    email: data.email ?? null,
    photoUrl: data.photoUrl ?? null,
    linkedinId: data.linkedinId ?? null,
    connectedAt: row.connectedAt.toISOString(),
    linkedinData: parsed?.success ? parsed.data : null,
  };
}

/** The network card's state: my imported profile and my latest analysis (spec §7 selects by user_id). */
export async function getNetworkState(db: Db, userId: string): Promise<NetworkState> {
  const [[profile], [analysis]] = await Promise.all([
    db.select().from(linkedinProfiles).where(eq(linkedinProfiles.userId, userId)),
    db.select().from(linkedinSkillAnalysis).where(eq(linkedinSkillAnalysis.userId, userId)),
  ]);
  const stored = analysis ? SkillAnalysis.safeParse(analysis.result) : null;
  const network = profile ? toProfile(profile) : null;
  if (!stored?.success) return { profile: network, analysis: null };
  // verification is read now: a credential revoked since the analysis no longer verifies anything
  const verified = (await verifiedSkillsOf(db, userId)).map((skill) => skill.name);
  return {
    profile: network,
    analysis: withLiveVerification(stored.data, network?.linkedinData?.skills ?? [], verified),
  };
}

/**
 * Copies the LinkedIn identity linked to my account (name, e-mail, photo, LinkedIn account id)
 * into linkedin_profiles. Only my own: a request naming another user is refused.
 */
export async function syncLinkedinProfile(db: Db, userId: string, requestedUserId?: string): Promise<NetworkProfile> {
  if (requestedUserId && requestedUserId !== userId) throw new AppError('FORBIDDEN', 'insights.errors.notYours');
  const [linked] = await db
    .select({ accountId: accounts.accountId, name: users.name, email: users.email, image: users.image })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'linkedin')));
  if (!linked) throw new AppError('CONFLICT', 'insights.errors.notLinked');
  const [existing] = await db.select().from(linkedinProfiles).where(eq(linkedinProfiles.userId, userId));
  const data: StoredProfile = {
    ...((existing?.data as StoredProfile | undefined) ?? {}),
    source: 'linkedin',
    name: linked.name,
    email: linked.email,
    photoUrl: linked.image,
    linkedinId: linked.accountId,
  };
  const [row] = await db
    .insert(linkedinProfiles)
    .values({ userId, data })
    .onConflictDoUpdate({ target: linkedinProfiles.userId, set: { data, updatedAt: new Date() } })
    .returning();
  return toProfile(row!);
}

/** Every lower-case spelling a job may use for the given canonical skills. */
function spellingsOf(names: readonly string[]): string[] {
  const wanted = new Set(names.map(skillKey));
  const spellings = new Set(names.map((name) => name.toLowerCase()));
  for (const [name, , ...aliases] of SKILL_ENTRIES) {
    if (wanted.has(skillKey(name))) for (const alias of [name, ...aliases]) spellings.add(alias.toLowerCase());
  }
  return [...spellings];
}

/** Jobs scored per analysis: the newest that mention one of the person's skills. */
const JOB_CANDIDATES = 400;

const MatchingJobRow = z.object({
  id: z.string(),
  job_title: z.string(),
  job_title_ne: z.string().nullable(),
  district_id: z.string().nullable(),
  local_level_id: z.string().nullable(),
  company_name: z.string(),
  location: z.string(),
  category: z.string(),
  skills_required: z.array(z.string()),
  near: z.boolean(),
});

/** Up to three active jobs in the fitting categories, by skills shared, then nearness, then newest. */
async function matchingJobs(
  db: Db,
  skills: readonly string[],
  categories: readonly string[],
  city: string,
): Promise<JobMatch[]> {
  if (skills.length === 0) return [];
  const spellings = spellingsOf(skills);
  const near = city ? sql`(lower(location) like ${`%${city.replace(/[%_\\]/g, '')}%`})` : sql`false`;
  const inCategories =
    categories.length > 0
      ? sql`category in (${sql.join(
          categories.map((category) => sql`${category}`),
          sql`, `,
        )})`
      : sql`true`;
  // the full-text index narrows 100,000 jobs to those naming a skill (canonical names: aliases
  // such as "English" would match nearly every description); the exact count follows
  const mentions = skills.map((name) => `"${name.toLowerCase().replace(/["\\]/g, ' ')}"`).join(' OR ');
  const spellingList = sql.join(
    spellings.map((spelling) => sql`${spelling}`),
    sql`, `,
  );
  const rows = await rowsOf(
    db,
    MatchingJobRow,
    sql`
      select id, job_title, job_title_ne, district_id, local_level_id, company_name, location, category,
        skills_required, ${near} as near
      from (
        select id, job_title, job_title_ne, district_id, local_level_id, company_name, location, category,
          skills_required, posted_at,
          (select count(*) from unnest(skills_required) as s where lower(s) in (${spellingList}))::int as shared
        from job_postings
        where is_active and (application_deadline is null or application_deadline >= current_date) and ${inCategories}
          and search_vector @@ websearch_to_tsquery('simple', ${mentions})
        -- the newest few hundred that mention a skill are plenty to pick three from
        order by posted_at desc
        limit ${JOB_CANDIDATES}
      ) as candidates
      where shared > 0
      -- by the output column: without a city \`near\` is the constant false, which ORDER BY refuses
      order by shared desc, near desc, posted_at desc, id
      limit ${INSIGHTS_LIMITS.jobs}`,
  );
  const have = new Set(skills.map(skillKey));
  return rows.map((row) => {
    const matched = [...new Set(row.skills_required.flatMap(expandSkill))].filter((skill) => have.has(skillKey(skill)));
    const params = { have: matched.length, total: row.skills_required.length, skills: matched.slice(0, 3).join(', ') };
    const locationNe = placeNe(row.location, { districtId: row.district_id, localLevelId: row.local_level_id });
    const city = row.location.split(',')[0]!.trim();
    return {
      id: row.id,
      jobTitle: row.job_title,
      jobTitleNe: row.job_title_ne,
      companyName: row.company_name,
      location: row.location,
      locationNe,
      category: row.category,
      matchedSkills: matched,
      reason: row.near
        ? {
            key: 'insights.reasons.jobMatchNear',
            // `cityNe`: the page shows it for `city` in Nepali
            params: { ...params, city, cityNe: locationNe?.place.split(',')[0] ?? city } as Reason['params'],
          }
        : { key: 'insights.reasons.jobMatch', params: params as Reason['params'] },
    };
  });
}

const CourseCandidateRow = z.object({
  id: z.string(),
  title: z.string(),
  title_ne: z.string().nullable(),
  category: z.string(),
  duration: z.string(),
  image_url: z.string().nullable(),
  key_skills: z.array(z.string()),
});

async function courseCandidates(db: Db, userId: string): Promise<CourseCandidate[]> {
  const rows = await rowsOf(
    db,
    CourseCandidateRow,
    sql`select id, title, title_ne, category, duration, image_url, key_skills from courses c
        where not exists (select 1 from enrolled_courses e where e.user_id = ${userId} and e.course_id = c.id)`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    titleNe: row.title_ne,
    category: row.category,
    duration: row.duration,
    imageUrl: row.image_url,
    keySkills: row.key_skills,
  }));
}

/** The analysis of one profile against the current jobs and courses (nothing stored). */
export async function computeAnalysis(
  deps: Pick<InsightsDeps, 'db' | 'demand'>,
  userId: string,
  data: LinkedinData,
): Promise<SkillAnalysis> {
  const { db } = deps;
  const city = data.location.split(',')[0]!.trim().toLowerCase();
  const [snapshot, courses, verifiedSkills] = await Promise.all([
    demandSnapshot(deps, city),
    courseCandidates(db, userId),
    verifiedSkillsOf(db, userId),
  ]);
  // skills certified by a standing credential count as the person's own, marked verified (decision 053)
  const verified = verifiedSkills.map((skill) => skill.name);
  const local = analyzeLocally({ ...data, skills: [...data.skills, ...verified] }, snapshot, courses);
  const jobs = await matchingJobs(
    db,
    local.currentSkills.map((skill) => skill.name),
    local.targetCategories.slice(0, 3),
    local.city,
  );
  return withLiveVerification(
    {
      currentSkills: local.currentSkills.map((skill) => ({ ...skill, verified: false })),
      recommendedSkills: local.recommendedSkills,
      careerPaths: local.careerPaths,
      courses: local.courses,
      jobs: jobs.map((job) => ({ ...job, verifiedSkills: [] })),
      analyzedAt: new Date().toISOString(),
      enriched: false,
    },
    data.skills,
    verified,
  );
}

/**
 * analyze-linkedin-profile (spec §7): analyses the profile data, optionally rewords the reasons,
 * and stores the data with the result as my latest analysis. Both are written together once the
 * analysis succeeded: a failed one leaves the earlier profile (and its source label) and analysis.
 */
export async function analyzeProfile(
  deps: InsightsDeps,
  userId: string,
  request: { linkedinData: LinkedinData; language: 'en' | 'ne'; source: NetworkProfile['source'] },
): Promise<SkillAnalysis> {
  const { db } = deps;
  const local = await computeAnalysis(deps, userId, request.linkedinData);
  const analysis = await enrichAnalysis(deps.ai, local, request.language, (error) =>
    deps.logger.warn('analysis text enrichment failed; keeping the local text', {
      error: error instanceof Error ? error.message : String(error),
    }),
  );
  const values = {
    currentSkills: analysis.currentSkills.map((skill) => skill.name),
    recommendedSkills: analysis.recommendedSkills.map((skill) => skill.name),
    careerPathSuggestions: analysis.careerPaths.map((path) => path.title),
    recommendedCourseIds: analysis.courses.map((course) => course.id),
    result: analysis,
  };
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(linkedinProfiles)
      .where(eq(linkedinProfiles.userId, userId))
      .for('update');
    const previous = (existing?.data as StoredProfile | undefined) ?? {};
    // a CV analysed after connecting LinkedIn stays a LinkedIn connection
    const source = previous.source === 'linkedin' && request.source === 'cv' ? 'linkedin' : request.source;
    const data: StoredProfile = { ...previous, source, linkedinData: request.linkedinData };
    await tx
      .insert(linkedinProfiles)
      .values({ userId, data })
      .onConflictDoUpdate({ target: linkedinProfiles.userId, set: { data, updatedAt: new Date() } });
    await tx
      .insert(linkedinSkillAnalysis)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: linkedinSkillAnalysis.userId, set: { ...values, updatedAt: new Date() } });
  });
  return analysis;
}

/** Re-analyze: the stored profile data again, against today's jobs and courses. */
export async function reanalyze(deps: InsightsDeps, userId: string, language: 'en' | 'ne'): Promise<SkillAnalysis> {
  const [existing] = await deps.db.select().from(linkedinProfiles).where(eq(linkedinProfiles.userId, userId));
  const profile = existing ? toProfile(existing) : null;
  if (!profile?.linkedinData) throw new AppError('NOT_FOUND', 'insights.errors.nothingToAnalyze');
  return analyzeProfile(deps, userId, { linkedinData: profile.linkedinData, language, source: profile.source });
}

const EnrolledCourseRow = z.object({ course_id: z.string() });

/** recommend-courses (spec §7): my latest analysis' courses I am still not enrolled in. */
export async function recommendCourses(db: Db, userId: string): Promise<CourseRecommendation[]> {
  const { analysis } = await getNetworkState(db, userId);
  if (!analysis || analysis.courses.length === 0) return [];
  const enrolled = await rowsOf(
    db,
    EnrolledCourseRow,
    sql`select course_id from enrolled_courses where user_id = ${userId}`,
  );
  const taken = new Set(enrolled.map((row) => row.course_id));
  return analysis.courses.filter((course) => !taken.has(course.id));
}
