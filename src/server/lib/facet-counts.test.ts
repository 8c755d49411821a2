import { describe, expect, it } from 'vitest';
import { facetsOf } from './facet-counts.ts';

// The row of counts as the API answers it: exact up to the list's cap, then "N+".

const GROUPS = { type: ['a', 'b'], band: ['x', 'y', 'z'] };

describe('facetsOf', () => {
  it('answers each count exactly up to the cap, in the order of the groups', () => {
    expect(facetsOf(GROUPS, { n0: 3, n1: 0, n2: 100, n3: 7, n4: 1, full: false }, 100)).toEqual({
      type: { a: { count: 3, isCapped: false }, b: { count: 0, isCapped: false } },
      band: { x: { count: 100, isCapped: false }, y: { count: 7, isCapped: false }, z: { count: 1, isCapped: false } },
    });
  });

  it('caps a count above the cap ("100+")', () => {
    const facets = facetsOf(GROUPS, { n0: 101, n1: 2, n2: 0, n3: 0, n4: 0, full: false }, 100);
    expect(facets.type).toEqual({ a: { count: 100, isCapped: true }, b: { count: 2, isCapped: false } });
  });

  it('makes every count a lower bound when the window stopped at its size ("37+")', () => {
    const facets = facetsOf(GROUPS, { n0: 37, n1: 0, n2: 5, n3: 0, n4: 0, full: true }, 1000);
    expect(facets.type.a).toEqual({ count: 37, isCapped: true });
    expect(facets.band.z).toEqual({ count: 0, isCapped: true });
  });
});
