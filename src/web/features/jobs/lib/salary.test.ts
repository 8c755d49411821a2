import { describe, expect, it } from 'vitest';
import { formatSalary } from './salary.ts';

describe('formatSalary', () => {
  it('regroups amounts in lakhs and writes रु', () => {
    expect(formatSalary('NPR 150000 - 220000')).toBe('रु 1,50,000 – 2,20,000');
    expect(formatSalary('NPR 1,50,000 - 2,20,000')).toBe('रु 1,50,000 – 2,20,000');
    expect(formatSalary('Rs. 150,000-220,000')).toBe('रु 1,50,000 – 2,20,000');
    expect(formatSalary('35000 to 50000')).toBe('रु 35,000 – 50,000');
  });

  it('keeps the words around the amounts', () => {
    expect(formatSalary('NPR 1,500 - 2,500 per article')).toBe('रु 1,500 – 2,500 per article');
    expect(formatSalary('NPR 1,200 - 1,500 per day')).toBe('रु 1,200 – 1,500 per day');
  });

  it('leaves text without an amount alone and hides an empty one', () => {
    expect(formatSalary('Negotiable')).toBe('Negotiable');
    expect(formatSalary('  ')).toBeNull();
    expect(formatSalary(null)).toBeNull();
  });
});
