import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, relativeFromDays, relativeTime, relativeTimeText } from './relative-time.ts';

describe('relative posted time (spec §9)', () => {
  it.each([
    [0, { unit: 'today', count: 0 }],
    [1, { unit: 'yesterday', count: 1 }],
    [6, { unit: 'days', count: 6 }],
    [7, { unit: 'weeks', count: 1 }],
    [29, { unit: 'weeks', count: 4 }],
    [30, { unit: 'months', count: 1 }],
    [365, { unit: 'months', count: 12 }],
  ])('%i days → %o', (days, expected) => {
    expect(relativeFromDays(days)).toEqual(expected);
  });

  it('reads the English texts a visitor sees', () => {
    const en: Record<string, string> = {
      'jobs.posted.today': 'Today',
      'jobs.posted.yesterday': 'Yesterday',
      'jobs.posted.days': '{{count}} days ago',
      'jobs.posted.weeks': '{{count}} weeks ago',
      'jobs.posted.weeks_one': '{{count}} week ago',
      'jobs.posted.months': '{{count}} months ago',
      'jobs.posted.months_one': '{{count}} month ago',
    };
    const t = (key: string, values?: Readonly<Record<string, string | number>>) => {
      const text = (values?.count === 1 && en[`${key}_one`]) || en[key] || key;
      return text.replace('{{count}}', String(values?.count));
    };
    const now = new Date(2026, 10, 22, 9, 0);
    const daysAgo = (days: number) => new Date(2026, 10, 22 - days, 15, 30);
    expect([0, 1, 6, 7, 29, 30, 365].map((days) => relativeTimeText(t, daysAgo(days), now))).toEqual([
      'Today',
      'Yesterday',
      '6 days ago',
      '1 week ago',
      '4 weeks ago',
      '1 month ago',
      '12 months ago',
    ]);
  });

  it('counts calendar days, not 24-hour periods', () => {
    const lateLastNight = new Date(2026, 10, 21, 23, 50);
    const justAfterMidnight = new Date(2026, 10, 22, 0, 10);
    expect(calendarDaysBetween(lateLastNight, justAfterMidnight)).toBe(1);
    expect(relativeTime(lateLastNight, justAfterMidnight).unit).toBe('yesterday');
  });

  it('treats a time in the future or an unreadable value as today', () => {
    const now = new Date(2026, 10, 22, 9, 0);
    expect(relativeTime(new Date(2026, 10, 25), now)).toEqual({ unit: 'today', count: 0 });
    expect(relativeTime('not a date', now)).toEqual({ unit: 'today', count: 0 });
  });
});
