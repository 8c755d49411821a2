import { describe, expect, it } from 'vitest';
import { facetsOf, needsFallbackCounts } from './facet-counts.ts';

// The counts as the API answers them: the index's, the typo fallback's where the index has none,
// exact up to the list's cap, then "N+".

const GROUPS = { type: ['a', 'b'], band: ['x', 'y', 'z'] };
const NONE = { n0: 0, n1: 0, n2: 0, n3: 0, n4: 0, full: false };

describe('facetsOf', () => {
  it("answers the index's counts exactly up to the cap, in the order of the groups", () => {
    const indexed = { type: { a: 3, b: 1 }, band: { x: 100, y: 7, z: 1 } };
    expect(facetsOf(GROUPS, indexed, undefined, 100)).toEqual({
      type: { a: { count: 3, isCapped: false }, b: { count: 1, isCapped: false } },
      band: { x: { count: 100, isCapped: false }, y: { count: 7, isCapped: false }, z: { count: 1, isCapped: false } },
    });
  });

  it('caps a count above the cap ("100+")', () => {
    const facets = facetsOf(GROUPS, { type: { a: 101, b: 2 }, band: { x: 1, y: 1, z: 1 } }, undefined, 100);
    expect(facets.type).toEqual({ a: { count: 100, isCapped: true }, b: { count: 2, isCapped: false } });
  });

  it("takes the typo fallback's count for an option the index counts none of", () => {
    const indexed = { type: { a: 4, b: 0 }, band: { x: 0, y: 2, z: 0 } };
    const facets = facetsOf(GROUPS, indexed, { ...NONE, n0: 9, n1: 5, n2: 6, n3: 9 }, 100);
    expect(facets.type).toEqual({ a: { count: 4, isCapped: false }, b: { count: 5, isCapped: false } });
    expect(facets.band).toEqual({
      x: { count: 6, isCapped: false },
      y: { count: 2, isCapped: false },
      z: { count: 0, isCapped: false },
    });
  });

  it('makes the fallback\'s counts lower bounds when its read stopped at its limit ("37+")', () => {
    const facets = facetsOf(GROUPS, null, { ...NONE, n0: 37, n2: 5, full: true }, 1000);
    expect(facets.type.a).toEqual({ count: 37, isCapped: true });
    expect(facets.band.z).toEqual({ count: 0, isCapped: true });
  });
});

describe('needsFallbackCounts', () => {
  it('asks for the fallback when the index finds nothing, or nothing for an option', () => {
    expect(needsFallbackCounts(null)).toBe(true);
    expect(needsFallbackCounts({ type: { a: 1, b: 0 } })).toBe(true);
    expect(needsFallbackCounts({ type: { a: 1, b: 2 } })).toBe(false);
  });
});
