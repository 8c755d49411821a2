import { describe, expect, it } from 'vitest';
import { formatNpr, formatNumber } from './format.ts';

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
