import { describe, expect, it } from 'vitest';
import { completionPercentage, type CompletionItems } from './profile.ts';

const ITEMS = ['name', 'headline', 'address', 'skills', 'industry', 'size', 'about', 'image', 'banner'] as const;

/** Spec §4: the items each formula counts. Student (anywhere) and company on setup have none. */
const FORMULAS = [
  ['institution', 'setup', ['name', 'address', 'image', 'banner']],
  ['institution', 'edit', ['name', 'address', 'image', 'banner']],
  ['professional', 'setup', ['name', 'headline', 'skills', 'image', 'banner']],
  ['professional', 'edit', ['name', 'headline', 'skills', 'image', 'banner']],
  ['company', 'edit', ['name', 'address', 'industry', 'size', 'about', 'image', 'banner']],
] as const;

/** Every subset of `counted` filled; the other items get the opposite value to show they do not count. */
function* combinations(counted: readonly string[]) {
  for (let mask = 0; mask < 1 << counted.length; mask++) {
    const filled = new Set(counted.filter((_, bit) => mask & (1 << bit)));
    const items = Object.fromEntries(
      ITEMS.map((item) => [item, counted.includes(item) ? filled.has(item) : filled.size % 2 === 0]),
    ) as unknown as CompletionItems;
    yield { items, filled: filled.size };
  }
}

describe('completionPercentage (spec §4)', () => {
  it.each(FORMULAS)('%s on %s: filled among %j, rounded, for every combination', (role, screen, counted) => {
    let checked = 0;
    for (const { items, filled } of combinations(counted)) {
      expect(completionPercentage(role, screen, items)).toBe(Math.round((filled / counted.length) * 100));
      checked++;
    }
    expect(checked).toBe(2 ** counted.length);
  });

  it.each([
    ['professional', 3, 60],
    ['institution', 1, 25],
    ['company', 1, 14],
    ['company', 3, 43],
    ['company', 5, 71],
    ['company', 6, 86],
  ] as const)('%s with %i items filled is %i%%', (role, filled, expected) => {
    const counted = FORMULAS.find(([r, screen]) => r === role && screen === 'edit')![2];
    const items = Object.fromEntries(ITEMS.map((item) => [item, counted.indexOf(item as never) < filled]));
    expect(completionPercentage(role, 'edit', items as unknown as CompletionItems)).toBe(expected);
  });

  it('has no formula for a student anywhere or a company on setup: null keeps the stored value', () => {
    for (const { items } of combinations(ITEMS)) {
      expect(completionPercentage('student', 'setup', items)).toBeNull();
      expect(completionPercentage('student', 'edit', items)).toBeNull();
      expect(completionPercentage('company', 'setup', items)).toBeNull();
    }
  });
});
