import { describe, expect, it } from 'vitest';
import listsEn from '#contract/locales/lists/en.json' with { type: 'json' };
import listsNe from '#contract/locales/lists/ne.json' with { type: 'json' };
import { translateFrom, type TranslateFunction } from '#web/lib/i18n.ts';
import { optionText } from './filter-select.tsx';

// An option's count as the filter select writes it, in both languages.

const english: TranslateFunction = (key, values) => translateFrom([listsEn], key, values, 'en');
const nepali: TranslateFunction = (key, values) => translateFrom([listsNe, listsEn], key, values, 'ne');

describe('optionText', () => {
  it('puts the count beside the label, "N+" when it is a lower bound', () => {
    expect(optionText(english, 'Full-time', { count: 23, isCapped: false })).toBe('Full-time (23)');
    expect(optionText(english, 'Full-time', { count: 100, isCapped: true })).toBe('Full-time (100+)');
    expect(optionText(english, 'Lead/Principal', { count: 0, isCapped: false })).toBe('Lead/Principal (0)');
  });

  it('writes Nepali digits on Nepali pages', () => {
    expect(optionText(nepali, 'पूर्णकालीन', { count: 26, isCapped: false })).toBe('पूर्णकालीन (२६)');
    expect(optionText(nepali, 'पूर्णकालीन', { count: 100, isCapped: true })).toBe('पूर्णकालीन (१००+)');
  });

  it('shows the label alone without a count, or when the count is a lower bound of nothing', () => {
    expect(optionText(english, 'Full-time', undefined)).toBe('Full-time');
    expect(optionText(english, 'Full-time', { count: 0, isCapped: true })).toBe('Full-time');
  });
});
