import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first two words, upper case', () => {
    expect(initials('sita sharma')).toBe('SS');
    expect(initials('Ram Bahadur Thapa')).toBe('RB');
  });

  it('uses one letter for a one-word name', () => {
    expect(initials('Anjali')).toBe('A');
  });

  it('ignores extra whitespace', () => {
    expect(initials('  hari   prasad  ')).toBe('HP');
  });

  it('keeps Devanagari names', () => {
    expect(initials('सीता शर्मा')).toBe('सश');
  });

  it('falls back to the first letter of the e-mail', () => {
    expect(initials(null, 'bikash@example.com')).toBe('B');
    expect(initials('   ', 'nima@example.com')).toBe('N');
  });

  it('falls back to "U"', () => {
    expect(initials(null, null)).toBe('U');
    expect(initials('', '')).toBe('U');
    expect(initials(undefined)).toBe('U');
  });
});
