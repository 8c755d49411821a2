import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.ts';
import { TermIndex, wordsOf } from './term-index.ts';

describe('Bitset', () => {
  it('counts and lists its slots across word boundaries, and combines with AND and OR', () => {
    const a = new Bitset(100);
    for (const slot of [0, 31, 32, 63, 64, 99]) a.add(slot);
    expect(a.count()).toBe(6);
    expect(a.slots()).toEqual([0, 31, 32, 63, 64, 99]);
    const b = new Bitset(100);
    for (const slot of [31, 64, 70]) b.add(slot);
    expect(a.copy().and(b).slots()).toEqual([31, 64]);
    expect(a.copy().or(b).count()).toBe(7);
    expect(a.has(70)).toBe(false);
  });
});

describe('TermIndex', () => {
  const index = new TermIndex(3);
  const plumber = index.add({
    levels: ['Plumber प्लम्बर', 'Pokhara pipes', 'Fix leaking taps'],
    parts: ['Plumber', 'Pokhara'],
  });
  const driver = index.add({
    levels: ['Driver', 'Kathmandu', 'Plumbing van, clean licence'],
    parts: ['Driver', 'Kathmandu'],
  });

  it('finds a word by its prefix, at the first level that holds it and every later one', () => {
    const [title, head, all] = index.match(['plumb']);
    expect(title!.slots()).toEqual([plumber]);
    expect(head!.slots()).toEqual([plumber]);
    expect(all!.slots()).toEqual([plumber, driver]);
    expect(index.match(['pipes'])[0]!.count()).toBe(0);
    expect(index.match(['प्लम'])[0]!.slots()).toEqual([plumber]);
  });

  it('matches any of several prefixes (a romanised word and its meanings)', () => {
    expect(index.match(['dhara', 'driver'])[0]!.slots()).toEqual([driver]);
  });

  it('finds a substring of a part, not of the other text', () => {
    expect(index.containing('mandu').slots()).toEqual([driver]);
    expect(index.containing('leaking').count()).toBe(0);
  });

  it('splits text as the search box does, folded to one spelling', () => {
    expect(wordsOf('Node.js, full-stack — काठमाडौं!')).toEqual(['node', 'js', 'full', 'stack', 'काठमाडौ']);
    expect(wordsOf('काठमाडौँ काठमाडौं')).toEqual(['काठमाडौ', 'काठमाडौ']);
  });

  it('finds a part by a substring in another spelling', () => {
    const places = new TermIndex(1);
    const slot = places.add({ levels: ['होटल'], parts: ['काठमाडौँ, बागमती'] });
    expect(places.containing('माडौं, बाग').slots()).toEqual([slot]);
  });
});
