import { SKILL_ENTRIES, SKILL_EXPANSIONS } from './taxonomy.data.ts';

/** A skill as the analyzer knows it. */
export interface CanonicalSkill {
  name: string;
  category: string;
}

/**
 * The matching key of a skill name: Unicode-normalised, lower case, British spelling folded to
 * American, "&" read as "and", and every character that is not a letter or digit dropped (so
 * "Node.js", "node js" and "NodeJS" are one key). Devanagari letters and vowel signs are kept.
 */
export function skillKey(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/colour/g, 'color')
    .replace(/isation/g, 'ization')
    .replace(/([a-z])ise(s|d)?\b/g, '$1ize$2')
    .replace(/catalogue/g, 'catalog')
    .replace(/levelling/g, 'leveling')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

const byKey = new Map<string, CanonicalSkill>();
const canonical = new Map<string, CanonicalSkill>();
for (const [name, category, ...aliases] of SKILL_ENTRIES) {
  const skill = { name, category };
  canonical.set(name, skill);
  for (const alias of [name, ...aliases]) {
    const key = skillKey(alias);
    // the first entry that claims a key keeps it: canonical names are listed before any alias clash
    if (key && !byKey.has(key)) byKey.set(key, skill);
  }
}
const expansions = new Map<string, string[]>(
  Object.entries(SKILL_EXPANSIONS).map(([name, skills]) => [skillKey(name), [...skills]]),
);
const fuzzyKeys = [...byKey.keys()].filter((key) => key.length >= 6);

export function skillByKey(key: string): CanonicalSkill | undefined {
  return byKey.get(key);
}

export function canonicalSkill(name: string): CanonicalSkill | undefined {
  return canonical.get(name);
}

/** Levenshtein distance, stopping once it passes `max`. */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}

/**
 * The canonical skill a typed name means: an exact name or alias after `skillKey`, else one typo
 * away from a known name of six letters or more (two for twelve or more). Unknown: undefined.
 */
export function lookupSkill(raw: string): CanonicalSkill | undefined {
  const key = skillKey(raw);
  if (!key) return undefined;
  const exact = byKey.get(key);
  if (exact) return exact;
  if (key.length < 6) return undefined;
  const max = key.length >= 12 ? 2 : 1;
  const near = fuzzyKeys.find((candidate) => withinDistance(key, candidate, max));
  return near ? byKey.get(near) : undefined;
}

/** The canonical skills a course or job skill stands for (a composite course skill may stand for several). */
export function expandSkill(raw: string): string[] {
  const expanded = expansions.get(skillKey(raw));
  if (expanded) return expanded;
  const found = lookupSkill(raw);
  return [found ? found.name : raw.trim()];
}

/**
 * A user's skills, normalised: canonical names for known skills (with their category), the typed
 * name otherwise; duplicates (in any spelling) dropped, first occurrence kept.
 */
export function normaliseSkills(raw: readonly string[]): { name: string; category: string | null }[] {
  const seen = new Set<string>();
  const result: { name: string; category: string | null }[] = [];
  for (const item of raw) {
    const trimmed = item.trim().replace(/\s+/g, ' ');
    if (!trimmed) continue;
    const found = lookupSkill(trimmed);
    const name = found?.name ?? trimmed;
    const key = skillKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push({ name, category: found?.category ?? null });
  }
  return result;
}

/** The canonical name a job's or course's skill counts as (unknown skills keep their own spelling). */
export function canonicalName(raw: string): string {
  return lookupSkill(raw)?.name ?? raw.trim();
}
