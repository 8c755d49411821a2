import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms.ts';

describe('searchTerms', () => {
  it('makes every word a prefix, any word for partial matches, and the words in order for a phrase', () => {
    expect(searchTerms('Junior  React')).toEqual({
      words: ['junior', 'react'],
      all: 'junior:* & react:*',
      some: 'junior:* | react:*',
      phrase: 'junior:* <-> react:*',
      groups: [['junior'], ['react']],
      someGroups: [['junior'], ['react']],
      phraseWords: ['junior', 'react'],
    });
    expect(searchTerms('plumber')).toMatchObject({ all: 'plumber:*', some: null, phrase: null });
  });

  it('adds the meaning of a romanised Nepali word, and reads a two-word trade as one', () => {
    expect(searchTerms('dakarmi')).toMatchObject({
      all: '(dakarmi:* | mason:* | डकर्मि:*)',
      groups: [['dakarmi', 'mason', 'डकर्मि']],
    });
    expect(searchTerms('bijuli mistri')).toMatchObject({ all: 'electrician:*', some: null, phrase: null });
  });

  it('leaves out two-letter Latin words from partial matches only', () => {
    expect(searchTerms('cook in butwal')).toMatchObject({
      all: 'cook:* & in:* & (butwal:* | बुटबल:*)',
      some: 'cook:* | (butwal:* | बुटबल:*)',
      someGroups: [['cook'], ['butwal', 'बुटबल']],
    });
  });

  it('asks for the same words for a place in English, romanised or Devanagari, however it is spelled', () => {
    const wordsOf = (q: string) => new Set(searchTerms(q)!.groups[0]);
    const pokhara = wordsOf('pokhara');
    expect(pokhara).toEqual(new Set(['pokhara', 'पोखरा']));
    for (const q of ['Pokhara', 'पोखरा']) expect(wordsOf(q)).toEqual(pokhara);
    expect(wordsOf('pokhra')).toEqual(new Set(['pokhra', ...pokhara]));
    expect(wordsOf('पोखरामा')).toEqual(new Set(['पोखरामा', ...pokhara]));
    const kathmandu = wordsOf('kathmandu');
    for (const q of ['काठमाडौं', 'काठमाडौँ', 'काठमाडौ']) expect(wordsOf(q)).toEqual(kathmandu);
    expect(wordsOf('chitwan')).toEqual(wordsOf('चितवन'));
  });

  it('adds the English meanings of a Devanagari trade word, in every spelling', () => {
    for (const q of ['बिजुली', 'बिजुलि', 'विजुली']) expect(searchTerms(q)!.groups[0]).toContain('electric');
    expect(searchTerms('बिजुली मिस्त्री')).toMatchObject({ groups: [['electrician', 'इलेक्ट्रिसियन']], phrase: null });
    expect(searchTerms('प्लम्बर')!.groups[0]).toContain('plumb');
  });

  it('keeps tsquery syntax and object keys out', () => {
    expect(searchTerms("&|!:*'")).toBeNull();
    expect(searchTerms('constructor toString')?.all).toBe('constructor:* & tostring:*');
  });
});
