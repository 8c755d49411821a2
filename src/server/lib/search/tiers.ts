import type { Bitset } from './bitset.ts';

// A search's tiers of match quality (decisions 029, 033, 035), as every in-memory list ranks them:
// sets of slots, best first, where a document belongs to the first tier that holds it.

/** One tier: its set of slots, and where the set holds more than the tier (the phrase), the tier's own test. */
export interface Tier {
  set: Bitset;
  has?: (slot: number) => boolean;
}

export interface Tiers {
  sets: readonly Tier[];
  /** The last set: every match. */
  loosest: Bitset;
  /** The tier a slot belongs to: the first that holds it (-1: none). */
  bestTierOf: (slot: number) => number;
}

/** The tiers of `sets`, best first; the last must hold every match. */
export function tiersOf(sets: readonly Tier[]): Tiers {
  return {
    sets,
    loosest: sets.at(-1)!.set,
    bestTierOf: (slot) => sets.findIndex(({ set, has }) => (has ? has(slot) : set.has(slot))),
  };
}
