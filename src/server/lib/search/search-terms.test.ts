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
      all: '(dakarmi:* | mason:* | डकर्मी:*)',
      groups: [['dakarmi', 'mason', 'डकर्मी']],
    });
    expect(searchTerms('bijuli mistri')).toMatchObject({ all: 'electrician:*', some: null, phrase: null });
  });

  it('leaves out two-letter Latin words from partial matches only', () => {
    expect(searchTerms('cook in pokhara')).toMatchObject({
      all: 'cook:* & in:* & pokhara:*',
      some: 'cook:* | pokhara:*',
      someGroups: [['cook'], ['pokhara']],
    });
  });

  it('keeps tsquery syntax and object keys out', () => {
    expect(searchTerms("&|!:*'")).toBeNull();
    expect(searchTerms('constructor toString')?.all).toBe('constructor:* & tostring:*');
  });
});
