import {
  INSIGHTS_LIMITS,
  type CareerPath,
  type Reason,
  type CourseRecommendation,
  type LinkedinData,
  type RecommendedSkill,
} from '#contract/insights.ts';
import type { DemandSnapshot } from './demand.ts';
import { expandSkill, lookupSkill, normaliseSkills, skillKey } from './taxonomy.ts';

// The local, deterministic skill-gap analysis (decisions.md §9). Everything it suggests comes with
// a reason built from the numbers it ranked by.

export interface CourseCandidate {
  id: string;
  title: string;
  titleNe: string | null;
  category: string;
  duration: string;
  imageUrl: string | null;
  keySkills: string[];
}

export interface LocalAnalysis {
  currentSkills: { name: string; category: string | null }[];
  recommendedSkills: RecommendedSkill[];
  careerPaths: CareerPath[];
  courses: CourseRecommendation[];
  /** Categories that fit the person best, strongest first (matching jobs are looked for there). */
  targetCategories: string[];
  /** Lower-case city from the profile's location, '' when none. */
  city: string;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length >= 3);

/** How much a path's title matches the person's headline and job titles (0-1). */
function titleAffinity(title: string, ownWords: ReadonlySet<string>): number {
  const titleWords = words(title).filter((word) => !GENERIC_TITLE_WORDS.has(word));
  if (titleWords.length === 0) return 0;
  const hits = titleWords.filter((word) => ownWords.has(word) || ownWords.has(word.replace(/s$/, ''))).length;
  return hits / titleWords.length;
}

const GENERIC_TITLE_WORDS = new Set([
  'senior',
  'junior',
  'assistant',
  'trainee',
  'intern',
  'executive',
  'officer',
  'specialist',
  'manager',
  'supervisor',
  'technician',
  'operator',
  'contract',
  'month',
  'freelance',
  'licensed',
  'and',
  'the',
]);

/**
 * The analysis of one profile against the demand statistics and the courses on offer: career paths,
 * the categories that fit, the next skills to learn and the courses that teach them.
 */
export function analyzeLocally(
  data: LinkedinData,
  snapshot: DemandSnapshot,
  courses: CourseCandidate[],
): LocalAnalysis {
  const currentSkills = normaliseSkills(data.skills);
  const have = new Set(currentSkills.map((skill) => skillKey(skill.name)));
  const city = data.location.split(',')[0]!.trim().toLowerCase();
  const ownWords = new Set(
    words([data.headline, ...data.experience.map((entry) => entry.title)].join(' ')).map((word) =>
      word.replace(/s$/, ''),
    ),
  );

  const scoredPaths = scorePaths(snapshot, have, ownWords);
  const categories = weighCategories(currentSkills, scoredPaths);
  const candidates = demandCandidates(snapshot, have, categories);
  addPathCloseness(candidates, scoredPaths);
  addCourseCloseness(candidates, courses, have);
  const rankedCandidates = [...candidates.values()].sort(
    (a, b) => b.score - a.score || b.jobs - a.jobs || a.name.localeCompare(b.name),
  );
  const recommendedSkills = recommendSkills(rankedCandidates, city);
  return {
    currentSkills,
    recommendedSkills,
    careerPaths: describePaths(scoredPaths, have),
    courses: recommendCourses(courses, rankedCandidates, recommendedSkills, have, categories.targets),
    targetCategories: categories.targets,
    city,
  };
}

type ScoredPath = ReturnType<typeof scorePaths>[number];

/** Career paths: job titles whose usual skills the person shares, or whose title they already hold. */
function scorePaths(snapshot: DemandSnapshot, have: ReadonlySet<string>, ownWords: ReadonlySet<string>) {
  return snapshot.paths
    .map((path) => {
      const overlap = path.skills.filter((skill) => have.has(skillKey(skill)));
      const share = path.skills.length > 0 ? overlap.length / path.skills.length : 0;
      const affinity = titleAffinity(path.title, ownWords);
      const score = share + 0.5 * affinity + 0.02 * Math.log1p(path.jobs);
      return { path, overlap, share, affinity, score };
    })
    .filter((item) => item.overlap.length > 0 || item.affinity > 0)
    .sort((a, b) => b.score - a.score || b.path.jobs - a.path.jobs || a.path.title.localeCompare(b.path.title));
}

interface CategoryWeights {
  weight: ReadonlyMap<string, number>;
  total: number;
  /** Strongest first. */
  targets: string[];
}

/** The categories that fit: where the person's skills live, and where their best paths are. */
function weighCategories(currentSkills: LocalAnalysis['currentSkills'], scoredPaths: ScoredPath[]): CategoryWeights {
  const weight = new Map<string, number>();
  const addWeight = (category: string, amount: number) => weight.set(category, (weight.get(category) ?? 0) + amount);
  for (const skill of currentSkills) if (skill.category) addWeight(skill.category, 1);
  for (const item of scoredPaths.slice(0, 5)) addWeight(item.path.category, 2 * item.score);
  const total = [...weight.values()].reduce((sum, amount) => sum + amount, 0) || 1;
  const targets = [...weight].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([category]) => category);
  return { weight, total, targets };
}

interface SkillCandidate {
  name: string;
  category: string;
  score: number;
  jobs: number;
  local: number;
  path: string | null;
  pathNe: string | null;
  pathScore: number;
  /** A skill of the person's that courses teach together with this one. */
  alongside: string | null;
}

/** Next skills: in demand where the person is heading, and missing. */
function demandCandidates(
  snapshot: DemandSnapshot,
  have: ReadonlySet<string>,
  categories: CategoryWeights,
): Map<string, SkillCandidate> {
  const share = (category: string) => (categories.weight.get(category) ?? 0) / categories.total;
  const maxDemand = new Map<string, number>();
  for (const row of snapshot.rows) maxDemand.set(row.category, Math.max(maxDemand.get(row.category) ?? 0, row.jobs));
  const candidates = new Map<string, SkillCandidate>();
  for (const row of snapshot.rows) {
    const weight = share(row.category);
    if (weight === 0 || have.has(skillKey(row.skill))) continue;
    const score = 0.6 * weight * (row.jobs / (maxDemand.get(row.category) || 1)) + (row.local > 0 ? 0.05 : 0);
    const existing = candidates.get(row.skill);
    if (existing) {
      existing.score += score;
      existing.jobs += row.jobs;
      existing.local += row.local;
      if (weight > share(existing.category)) existing.category = row.category;
    } else {
      candidates.set(row.skill, {
        name: row.skill,
        category: row.category,
        score,
        jobs: row.jobs,
        local: row.local,
        path: null,
        pathNe: null,
        pathScore: 0,
        alongside: null,
      });
    }
  }
  return candidates;
}

/** Closeness: a skill that completes a path the person is already partway along. */
function addPathCloseness(candidates: Map<string, SkillCandidate>, scoredPaths: ScoredPath[]): void {
  for (const [rank, item] of scoredPaths.slice(0, 5).entries()) {
    for (const skill of item.path.skills) {
      const candidate = candidates.get(skill);
      if (!candidate) continue;
      const closeness = item.score * (1 - rank * 0.12);
      candidate.score += closeness;
      if (closeness > candidate.pathScore) {
        candidate.pathScore = closeness;
        candidate.path = item.path.title;
        candidate.pathNe = item.path.titleNe;
      }
    }
  }
}

/**
 * Closeness through courses: skills taught alongside one the person has (this also covers fields
 * with no open jobs right now).
 */
function addCourseCloseness(
  candidates: Map<string, SkillCandidate>,
  courses: CourseCandidate[],
  have: ReadonlySet<string>,
): void {
  for (const course of courses) {
    const taught = [...new Set(course.keySkills.flatMap(expandSkill))];
    const known = taught.filter((skill) => have.has(skillKey(skill)));
    if (known.length === 0) continue;
    const share = known.length / taught.length;
    for (const skill of taught) {
      if (have.has(skillKey(skill))) continue;
      let candidate = candidates.get(skill);
      if (!candidate) {
        const category = lookupSkill(skill)?.category ?? course.category;
        candidate = {
          name: skill,
          category,
          score: 0,
          jobs: 0,
          local: 0,
          path: null,
          pathNe: null,
          pathScore: 0,
          alongside: null,
        };
        candidates.set(skill, candidate);
      }
      candidate.score += 0.4 * share;
      candidate.alongside ??= known[0] ?? null;
    }
  }
}

/** The best candidates, each with the reason it ranked by. */
function recommendSkills(rankedCandidates: SkillCandidate[], city: string): RecommendedSkill[] {
  return rankedCandidates.slice(0, INSIGHTS_LIMITS.nextSkills).map((item) => ({
    name: item.name,
    category: item.category,
    demand: item.jobs,
    reason: item.path
      ? reason('insights.reasons.skillPath', {
          count: item.jobs,
          path: item.path,
          // a Nepali page fills {{path}} from its Nepali twin
          ...(item.pathNe ? { pathNe: item.pathNe } : {}),
        })
      : item.local > 0 && city
        ? reason('insights.reasons.skillLocal', { count: item.jobs, local: item.local, city: titleCase(city) })
        : item.jobs === 0 && item.alongside
          ? reason('insights.reasons.skillCourse', { skill: item.alongside })
          : reason('insights.reasons.skillDemand', { count: item.jobs, category: item.category }),
  }));
}

function describePaths(scoredPaths: ScoredPath[], have: ReadonlySet<string>): CareerPath[] {
  return scoredPaths.slice(0, INSIGHTS_LIMITS.careerPaths).map((item) => {
    const missing = item.path.skills.filter((skill) => !have.has(skillKey(skill))).slice(0, 4);
    return {
      title: item.path.title,
      titleNe: item.path.titleNe,
      category: item.path.category,
      jobs: item.path.jobs,
      match: Math.round(item.share * 100),
      missingSkills: missing,
      reason:
        item.overlap.length > 0
          ? reason('insights.reasons.pathOverlap', {
              have: item.overlap.length,
              total: item.path.skills.length,
              count: item.path.jobs,
            })
          : reason('insights.reasons.pathTitle', { count: item.path.jobs }),
    };
  });
}

/** Courses: the ones that teach the recommended skills best (then other missing in-demand skills). */
function recommendCourses(
  courses: CourseCandidate[],
  rankedCandidates: SkillCandidate[],
  recommendedSkills: RecommendedSkill[],
  have: ReadonlySet<string>,
  targetCategories: string[],
): CourseRecommendation[] {
  const skillValue = new Map<string, number>();
  for (const [rank, item] of rankedCandidates.entries()) {
    skillValue.set(
      skillKey(item.name),
      item.score + (rank < INSIGHTS_LIMITS.nextSkills ? INSIGHTS_LIMITS.nextSkills - rank : 0),
    );
  }
  const recommendedKeys = new Set(recommendedSkills.map((skill) => skillKey(skill.name)));
  const scoredCourses = courses
    .map((course) => {
      const taught = [...new Set(course.keySkills.flatMap(expandSkill))];
      const newSkills = taught.filter((skill) => !have.has(skillKey(skill)));
      const score = newSkills.reduce((sum, skill) => sum + (skillValue.get(skillKey(skill)) ?? 0), 0);
      const covers = newSkills.filter((skill) => recommendedKeys.has(skillKey(skill)));
      const inTarget = targetCategories.slice(0, 3).includes(course.category) ? 0.5 : 0;
      return { course, score: score + inTarget, covers, newSkills };
    })
    .filter((item) => item.score > 0.5 || item.covers.length > 0)
    .sort((a, b) => b.score - a.score || a.course.title.localeCompare(b.course.title));
  return scoredCourses.slice(0, INSIGHTS_LIMITS.courses).map((item) => ({
    id: item.course.id,
    title: item.course.title,
    titleNe: item.course.titleNe,
    category: item.course.category,
    duration: item.course.duration,
    imageUrl: item.course.imageUrl,
    covers: item.covers,
    reason:
      item.covers.length > 0
        ? reason('insights.reasons.courseCovers', { skills: item.covers.slice(0, 3).join(', ') })
        : reason('insights.reasons.courseNewSkills', {
            skills: item.newSkills.slice(0, 3).join(', '),
            category: item.course.category,
          }),
  }));
}

const reason = (key: string, params: Reason['params']): Reason => ({ key, params });

const titleCase = (text: string) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
