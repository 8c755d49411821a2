import { describe, expect, it } from 'vitest';
import { formatCost, formatDate, formatNpr, formatNumber } from './format.ts';

describe('format', () => {
  it('groups digits in lakhs and crores', () => {
    expect(formatNumber(150000)).toBe('1,50,000');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatNumber(999)).toBe('999');
  });

  it('writes NPR with the रु sign', () => {
    expect(formatNpr(150000)).toBe('रु 1,50,000');
    expect(formatNpr(1500.5)).toBe('रु 1,500.5');
  });
});

describe('formatDate', () => {
  it('shows a calendar day as that day in any time zone', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('5 Mar 2026');
  });

  it('reads timestamps and leaves unreadable text alone', () => {
    expect(formatDate('2026-03-05T12:00:00.000Z', 'en')).toMatch(/2026/);
    expect(formatDate('soon', 'en')).toBe('soon');
  });

  it('writes Nepali dates in Nepali', () => {
    expect(formatDate('2026-03-05', 'ne')).not.toBe(formatDate('2026-03-05', 'en'));
  });
});

describe('formatCost', () => {
  it('shows plain amounts as NPR with lakh grouping', () => {
    expect(formatCost('150000')).toBe('रु 1,50,000');
    expect(formatCost('NPR 1,50,000')).toBe('रु 1,50,000');
    expect(formatCost('Rs. 2500.5')).toBe('रु 2,500.5');
  });

  it('keeps other text as typed', () => {
    expect(formatCost(' Free ')).toBe('Free');
    expect(formatCost('NPR 5,000 per month')).toBe('NPR 5,000 per month');
  });
});
