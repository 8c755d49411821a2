import { describe, expect, it } from 'vitest';
import { identiconOf } from './identicon.ts';
import { daysAgo, formatDayLabel, formatListTime, formatMessageTime, isNewDay } from './message-time.ts';

describe('message times', () => {
  // 09:30 on 15 May 2026 in Nepal (UTC+05:45)
  const now = '2026-05-15T03:45:00Z';
  const labels = { today: 'Today', yesterday: 'Yesterday' };

  it('counts calendar days in Nepal, not 24-hour periods', () => {
    expect(daysAgo('2026-05-14T18:16:00Z', now)).toBe(0); // 00:01 in Nepal
    expect(daysAgo('2026-05-14T18:14:00Z', now)).toBe(1); // 23:59 the day before
    expect(daysAgo('2026-05-10T06:15:00Z', now)).toBe(5);
    expect(isNewDay('2026-05-14T18:14:00Z', '2026-05-14T18:16:00Z')).toBe(true);
    expect(isNewDay('2026-05-14T10:00:00Z', '2026-05-14T18:00:00Z')).toBe(false);
  });

  it('names today and yesterday, the weekday this week, and dates anything older', () => {
    expect(formatDayLabel('2026-05-15T02:00:00Z', 'en', labels, now)).toBe('Today');
    expect(formatDayLabel('2026-05-14T16:00:00Z', 'en', labels, now)).toBe('Yesterday');
    expect(formatDayLabel('2026-05-11T06:15:00Z', 'en', labels, now)).toBe('Monday, 11 May · 28 Baisakh');
    expect(formatDayLabel('2026-05-11T06:15:00Z', 'ne', labels, now)).toBe('सोमबार, २८ बैशाख');
    expect(formatDayLabel('2026-04-20T06:15:00Z', 'en', labels, now)).toBe('20 Apr · 7 Baisakh');
    // the same AD year, but the BS year before (2083 began on 14 April 2026)
    expect(formatDayLabel('2026-03-02T06:15:00Z', 'en', labels, now)).toBe('2 Mar 2026 · 18 Falgun 2082');
    expect(formatDayLabel('2025-12-03T06:15:00Z', 'en', labels, now)).toBe('3 Dec 2025 · 17 Mangsir 2082');
    expect(formatDayLabel('2025-12-03T06:15:00Z', 'ne', labels, now)).toBe('१७ मंसिर २०८२');
  });

  it('shows the time for today in the list, else the date', () => {
    expect(formatMessageTime('2026-05-15T03:00:00Z', 'en')).toBe('8:45 AM');
    expect(formatListTime('2026-05-15T03:00:00Z', 'ne', now)).toBe('बिहान ८:४५');
    expect(formatListTime('2026-05-11T06:15:00Z', 'ne', now)).toBe('२८ बैशाख');
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
