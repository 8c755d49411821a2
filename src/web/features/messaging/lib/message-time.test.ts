import { describe, expect, it } from 'vitest';
import { identiconOf } from './identicon.ts';
import { daysAgo, formatDayLabel } from './message-time.ts';

describe('message times', () => {
  const now = new Date(2026, 4, 15, 9, 30);
  const labels = { today: 'Today', yesterday: 'Yesterday' };

  it('counts local calendar days, not 24-hour periods', () => {
    expect(daysAgo(new Date(2026, 4, 15, 0, 1), now)).toBe(0);
    expect(daysAgo(new Date(2026, 4, 14, 23, 59), now)).toBe(1);
    expect(daysAgo(new Date(2026, 4, 10, 12, 0), now)).toBe(5);
  });

  it('names today and yesterday, and dates anything older', () => {
    expect(formatDayLabel(new Date(2026, 4, 15, 8).toISOString(), 'en', labels, now)).toBe('Today');
    expect(formatDayLabel(new Date(2026, 4, 14, 22).toISOString(), 'en', labels, now)).toBe('Yesterday');
    const older = formatDayLabel(new Date(2025, 11, 3, 12).toISOString(), 'en', labels, now);
    expect(older).toMatch(/2025/);
    expect(formatDayLabel(new Date(2025, 11, 3, 12).toISOString(), 'ne', labels, now)).toMatch(/२०२५/);
  });
});

describe('generated avatars', () => {
  it('are the same for the same id, differ between ids, and are symmetric', () => {
    const a = identiconOf('6a0d5c59-7d2c-4a57-9d43-4b1c8f0c2b11');
    expect(identiconOf('6a0d5c59-7d2c-4a57-9d43-4b1c8f0c2b11')).toEqual(a);
    expect(identiconOf('0c8f7a57-1d7e-4c1b-8c1f-7a2b0a4e9f22')).not.toEqual(a);
    const filled = new Set(a.cells.map(([column, row]) => `${column},${row}`));
    for (const [column, row] of a.cells) expect(filled.has(`${4 - column},${row}`)).toBe(true);
    expect(a.hue).toBeGreaterThanOrEqual(0);
    expect(a.hue).toBeLessThan(360);
  });
});
