import { LIMITS } from '#contract/limits.ts';

/** The levels a skill can have (spec §9: 1 to 5). */
export const LEVELS: readonly number[] = Array.from(
  { length: LIMITS.proficiencyMax - LIMITS.proficiencyMin + 1 },
  (_, index) => LIMITS.proficiencyMin + index,
);

/** The bar of a skill: level × 20 (spec §9), kept within 0–100. */
export function levelPercent(level: number): number {
  return Math.min(100, Math.max(0, level * (100 / LIMITS.proficiencyMax)));
}
