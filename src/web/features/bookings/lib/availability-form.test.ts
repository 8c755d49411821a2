import { describe, expect, it } from 'vitest';
import { addWeeklyRange, availabilityFormValues, nextRange } from './availability-form.ts';

describe('the working-hours form', () => {
  it('starts an empty day with office hours, and adds the next hour after the last range', () => {
    expect(nextRange([])).toEqual({ start: '10:00', end: '17:00' });
    expect(nextRange([{ start: '10:00', end: '13:00' }])).toEqual({ start: '13:00', end: '14:00' });
    expect(nextRange([{ start: '18:00', end: '23:30' }])).toBeNull();
  });

  it('keeps the week in day and time order', () => {
    const week = addWeeklyRange(
      [
        { day: 3, start: '10:00', end: '12:00' },
        { day: 1, start: '10:00', end: '17:00' },
      ],
      1,
    );
    expect(week).toEqual([
      { day: 1, start: '10:00', end: '17:00' },
      { day: 1, start: '17:00', end: '18:00' },
      { day: 3, start: '10:00', end: '12:00' },
    ]);
  });

  it('holds numbers as typed and an absent link as empty', () => {
    const values = availabilityFormValues({
      configured: false,
      weeklyHours: [],
      exceptions: [
        { date: '2026-12-25', hours: [] },
        { date: '2026-12-01', hours: [{ start: '09:00', end: '12:00' }] },
      ],
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      leadMinutes: 120,
      horizonDays: 30,
      meetingLink: null,
    });
    expect(values.durationMinutes).toBe('60');
    expect(values.meetingLink).toBe('');
    expect(values.exceptions.map((item) => item.date)).toEqual(['2026-12-01', '2026-12-25']);
  });
});
