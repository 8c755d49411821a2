import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { careerPathDemand, skillDemand, skillDemandState } from '#server/db/schema/insights.ts';
import { canonicalName } from './taxonomy.ts';

// Demand statistics from active jobs (decisions.md §9): precomputed into skill_demand and
// career_path_demand, rebuilt only when job_postings changed. The jobs feature does not tell us,
// so every analysis compares a fingerprint (count, latest update, today's date — deadlines expire
// at midnight) with the one the tables were built from; an index-only check runs every time, the
// full one (a table scan) when that changed or every few seconds.

/** Skills a career path lists (the most asked first). */
const PATH_SKILLS = 8;
const INSERT_BATCH = 1000;
/** Advisory-lock id: one rebuild at a time across app processes. */
const REFRESH_LOCK = 7_310_001;

export interface DemandRow {
  skill: string;
  category: string;
  /** Active jobs asking for the skill in that category, anywhere. */
  jobs: number;
  /** Of those, the ones in the asked-for city. */
  local: number;
}

// every count below is cast to int (or an integer column): a number on both drivers

/** Active jobs asking for a skill in a category and city. */
const CityDemandRow = z.object({ skill: z.string(), category: z.string(), city: z.string(), jobs: z.number() });
type CityDemandRow = z.infer<typeof CityDemandRow>;

/** Active jobs with a title in a category. */
const TitleRow = z.object({ title: z.string(), category: z.string(), jobs: z.number() });
const TitleSkillRow = TitleRow.extend({ skill: z.string() });

/** A job title with its most common Nepali title and the skills it most often asks for. */
const CareerPathRow = TitleRow.extend({ titleNe: z.string().nullable(), skills: z.array(z.string()) });
export type CareerPathRow = z.infer<typeof CareerPathRow>;

const FingerprintRow = z.object({ fingerprint: z.string() });
const QuickFingerprintRow = z.object({ n: z.number(), latest: z.string().nullable() });
const FullFingerprintRow = QuickFingerprintRow.extend({ today: z.string() });

export interface DemandSnapshot {
  fingerprint: string;
  rows: DemandRow[];
  paths: CareerPathRow[];
}

const ACTIVE = sql`is_active and (application_deadline is null or application_deadline >= current_date)`;

/** The city part of a job location ("Pokhara, Kaski" → "pokhara"). */
export const cityKey = (location: string) => location.split(',')[0]!.trim().toLowerCase();

/**
 * Catches new, removed and closed jobs at once: both numbers come from the partial index of
 * active jobs, a few milliseconds even with 100,000 of them.
 */
async function quickFingerprint(db: Db): Promise<string> {
  const result = await rowsOf(
    db,
    QuickFingerprintRow,
    sql`select count(*)::int as n, max(posted_at)::text as latest from job_postings where is_active`,
  );
  return `${result[0]?.n ?? 0}|${result[0]?.latest ?? ''}`;
}

/** Every change, edits included; reads the whole table, so it runs at most every FULL_CHECK_MS. */
export async function jobsFingerprint(db: Db): Promise<string> {
  const result = await rowsOf(
    db,
    FullFingerprintRow,
    sql`select count(*)::int as n, max(updated_at)::text as latest, current_date::text as today from job_postings`,
  );
  const row = result[0]!;
  return `${row.n}|${row.latest ?? ''}|${row.today}`;
}

/** How stale an edited (not added or closed) job may be in the demand statistics. */
const FULL_CHECK_MS = 10_000;

/**
 * What one app keeps between analyses for its database: the last fingerprints taken and a copy of
 * the tables read at the last one.
 */
export interface DemandCache {
  lastCheck: { quick: string; full: string; at: number } | null;
  copy: { fingerprint: string; rows: CityDemandRow[]; paths: CareerPathRow[] } | null;
}

export function createDemandCache(): DemandCache {
  return { lastCheck: null, copy: null };
}

async function currentFingerprint(db: Db, cache: DemandCache): Promise<string> {
  const quick = await quickFingerprint(db);
  const { lastCheck } = cache;
  if (lastCheck && lastCheck.quick === quick && Date.now() - lastCheck.at < FULL_CHECK_MS) return lastCheck.full;
  const full = await jobsFingerprint(db);
  cache.lastCheck = { quick, full, at: Date.now() };
  return full;
}

async function storedFingerprint(db: Db): Promise<string | null> {
  const result = await rowsOf(db, FingerprintRow, sql`select fingerprint from ${skillDemandState} where id = 1`);
  return result[0]?.fingerprint ?? null;
}

/** Rebuilds the demand tables from the active jobs. */
async function rebuild(db: Db, fingerprint: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    // another process may have rebuilt while we waited for the lock
    const current = await rowsOf(tx, FingerprintRow, sql`select fingerprint from ${skillDemandState} where id = 1`);
    if (current[0]?.fingerprint === fingerprint) return;

    const skillRows = await rowsOf(
      tx,
      CityDemandRow,
      sql`
      select s as skill, category, lower(trim(split_part(location, ',', 1))) as city, count(*)::int as jobs
      from job_postings, unnest(skills_required) as s
      where ${ACTIVE}
      group by 1, 2, 3`,
    );
    const merged = new Map<string, CityDemandRow>();
    const canonical = new Map<string, string>();
    const nameOf = (raw: string) => {
      let name = canonical.get(raw);
      if (name === undefined) {
        name = canonicalName(raw);
        canonical.set(raw, name);
      }
      return name;
    };
    for (const row of skillRows) {
      const skill = nameOf(row.skill);
      const key = `${skill}\u0000${row.category}\u0000${row.city}`;
      const existing = merged.get(key);
      if (existing) existing.jobs += row.jobs;
      else merged.set(key, { skill, category: row.category, city: row.city, jobs: row.jobs });
    }

    // mode() skips nulls; on a tie it keeps the first title in sort order, so rebuilds agree
    const titleRows = await rowsOf(
      tx,
      TitleRow.extend({ titleNe: z.string().nullable() }),
      sql`
      select job_title as title, category, count(*)::int as jobs,
        mode() within group (order by nullif(trim(job_title_ne), '')) as "titleNe"
      from job_postings where ${ACTIVE} group by 1, 2`,
    );
    const titleSkillRows = await rowsOf(
      tx,
      TitleSkillRow,
      sql`
      select job_title as title, category, s as skill, count(*)::int as jobs
      from job_postings, unnest(skills_required) as s
      where ${ACTIVE}
      group by 1, 2, 3`,
    );
    const pathSkills = new Map<string, Map<string, number>>();
    for (const row of titleSkillRows) {
      const key = `${row.title}\u0000${row.category}`;
      const skills = pathSkills.get(key) ?? new Map<string, number>();
      const skill = nameOf(row.skill);
      skills.set(skill, (skills.get(skill) ?? 0) + row.jobs);
      pathSkills.set(key, skills);
    }
    const paths = titleRows.map((row) => {
      const skills = [...(pathSkills.get(`${row.title}\u0000${row.category}`) ?? new Map<string, number>())]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, PATH_SKILLS)
        .map(([skill]) => skill);
      return { title: row.title, titleNe: row.titleNe, category: row.category, jobs: row.jobs, skills };
    });

    // a full rebuild: every row goes
    await tx.delete(skillDemand).where(sql`true`);
    await tx.delete(careerPathDemand).where(sql`true`);
    const demandValues = [...merged.values()];
    for (let start = 0; start < demandValues.length; start += INSERT_BATCH) {
      await tx.insert(skillDemand).values(demandValues.slice(start, start + INSERT_BATCH));
    }
    for (let start = 0; start < paths.length; start += INSERT_BATCH) {
      await tx.insert(careerPathDemand).values(paths.slice(start, start + INSERT_BATCH));
    }
    await tx
      .insert(skillDemandState)
      .values({ id: 1, fingerprint, refreshedAt: new Date() })
      .onConflictDoUpdate({ target: skillDemandState.id, set: { fingerprint, refreshedAt: new Date() } });
  });
}

/**
 * The demand statistics, rebuilt first when jobs changed since they were built. `city` (lower
 * case) fills the `local` counts.
 */
export async function demandSnapshot(deps: { db: Db; demand: DemandCache }, city: string): Promise<DemandSnapshot> {
  const { db, demand: cache } = deps;
  const fingerprint = await currentFingerprint(db, cache);
  let copy = cache.copy;
  if (!copy || copy.fingerprint !== fingerprint) {
    if ((await storedFingerprint(db)) !== fingerprint) await rebuild(db, fingerprint);
    const [rows, paths] = await Promise.all([
      rowsOf(db, CityDemandRow, sql`select skill, category, city, jobs from ${skillDemand}`),
      rowsOf(
        db,
        CareerPathRow,
        sql`select title, title_ne as "titleNe", category, jobs, skills from ${careerPathDemand}`,
      ),
    ]);
    copy = { fingerprint, rows, paths };
    cache.copy = copy;
  }
  const bySkill = new Map<string, DemandRow>();
  for (const row of copy.rows) {
    const key = `${row.skill}\u0000${row.category}`;
    const entry = bySkill.get(key) ?? { skill: row.skill, category: row.category, jobs: 0, local: 0 };
    entry.jobs += row.jobs;
    if (row.city === city) entry.local += row.jobs;
    bySkill.set(key, entry);
  }
  return { fingerprint, rows: [...bySkill.values()], paths: copy.paths };
}
