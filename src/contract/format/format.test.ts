import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarDaysBetween, formatDate, formatDateTime, formatTime, nepalTime } from './dates.ts';
import { formatCostText, formatSalaryText } from './money-text.ts';
import { formatAmount, formatMoney, formatNumber, localDigits } from './numbers.ts';
import { formatDaysAgo, formatTimeAgo } from './relative.ts';

// The formatting module must not lean on the runtime's locale data (Chromium builds lack `ne`)
// nor on the device's time zone: every locale-aware and local-time API throws while these run.
beforeAll(() => {
  const refuse = (name: string) => () => {
    throw new Error(`${name} used: formatting must not depend on locale data or the device's time zone`);
  };
  for (const name of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat', 'PluralRules', 'ListFormat'] as const) {
    vi.spyOn(Intl, name).mockImplementation(refuse(`Intl.${name}`));
  }
  vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(refuse('Number#toLocaleString'));
  for (const name of [
    'toLocaleString',
    'toLocaleDateString',
    'toLocaleTimeString',
    'getHours',
    'getMinutes',
    'getDate',
    'getDay',
    'getMonth',
    'getFullYear',
    'getTimezoneOffset',
  ] as const) {
    vi.spyOn(Date.prototype, name).mockImplementation(refuse(`Date#${name}`));
  }
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe('numbers', () => {
  it('groups in lakhs and crores, in the language’s digits', () => {
    expect(formatNumber(150000, 'en')).toBe('1,50,000');
    expect(formatNumber(150000, 'ne')).toBe('१,५०,०००');
    expect(formatNumber(12345678, 'en')).toBe('1,23,45,678');
    expect(formatNumber(12345678, 'ne')).toBe('१,२३,४५,६७८');
    expect(formatNumber(999, 'en')).toBe('999');
    expect(formatNumber(1000, 'ne')).toBe('१,०००');
  });

  it('writes zero, negatives and fractions', () => {
    expect(formatNumber(0, 'en')).toBe('0');
    expect(formatNumber(0, 'ne')).toBe('०');
    expect(formatNumber(-1234567.891, 'en')).toBe('-12,34,567.89');
    expect(formatNumber(-1234567.891, 'ne')).toBe('-१२,३४,५६७.८९');
    expect(formatNumber(-0.001, 'en')).toBe('0');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(4, 'en', { fractionDigits: 1 })).toBe('4.0');
    expect(formatNumber(4.75, 'ne', { fractionDigits: 1 })).toBe('४.८');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
  });

  it('writes digits of years and codes without grouping them', () => {
    expect(localDigits('© 2026', 'ne')).toBe('© २०२६');
    expect(localDigits('© 2026', 'en')).toBe('© 2026');
  });
});

describe('money', () => {
  it('is NPR with lakh grouping, and paisa only when there are any, as two digits', () => {
    expect(formatMoney(1500.5, 'en')).toBe('रु 1,500.50');
    expect(formatMoney(1500.5, 'ne')).toBe('रु १,५००.५०');
    expect(formatMoney(150000, 'en')).toBe('रु 1,50,000');
    expect(formatMoney(150000, 'ne')).toBe('रु १,५०,०००');
    expect(formatMoney(10000000, 'en')).toBe('रु 1,00,00,000');
    expect(formatMoney(1500.004, 'en')).toBe('रु 1,500');
    expect(formatMoney(0.29, 'en')).toBe('रु 0.29');
    expect(formatMoney(2500.05, 'ne')).toBe('रु २,५००.०५');
  });

  it('writes zero and negative amounts', () => {
    expect(formatMoney(0, 'en')).toBe('रु 0');
    expect(formatMoney(0, 'ne')).toBe('रु ०');
    expect(formatMoney(-2500.5, 'en')).toBe('-रु 2,500.50');
    expect(formatMoney(-0.001, 'en')).toBe('रु 0');
    expect(formatAmount(-150000, 'ne')).toBe('-१,५०,०००');
  });

  it('writes typed costs and salary ranges with the same rules', () => {
    expect(formatCostText('150000', 'en')).toBe('रु 1,50,000');
    expect(formatCostText('NPR 1,50,000', 'ne')).toBe('रु १,५०,०००');
    expect(formatCostText('Rs. 2500.5', 'en')).toBe('रु 2,500.50');
    expect(formatCostText(' Free ', 'ne')).toBe('Free');
    expect(formatCostText('NPR 5,000 per month', 'en')).toBe('NPR 5,000 per month');

    expect(formatSalaryText('NPR 150000 - 220000', 'en')).toBe('रु 1,50,000 – 2,20,000');
    expect(formatSalaryText('NPR 150000 - 220000', 'ne')).toBe('रु १,५०,००० – २,२०,०००');
    expect(formatSalaryText('Rs. 150,000-220,000', 'en')).toBe('रु 1,50,000 – 2,20,000');
    expect(formatSalaryText('35000 to 50000', 'ne')).toBe('रु ३५,००० – ५०,०००');
    expect(formatSalaryText('NPR 1,200 - 1,500.5 per day', 'en')).toBe('रु 1,200 – 1,500.50 per day');
    expect(formatSalaryText('Negotiable', 'ne')).toBe('Negotiable');
    expect(formatSalaryText('  ', 'en')).toBeNull();
    expect(formatSalaryText(null, 'en')).toBeNull();
  });
});

describe('dates and times', () => {
  it('writes a calendar day as that day, with Nepali month names', () => {
    expect(formatDate('2027-01-15', 'en')).toBe('15 Jan 2027');
    expect(formatDate('2027-01-15', 'ne')).toBe('१५ जनवरी २०२७');
    expect(formatDate('2026-09-05', 'ne')).toBe('५ सेप्टेम्बर २०२६');
    expect(formatDate('2026-11-25', 'ne', { weekday: true })).toBe('बुधबार, २५ नोभेम्बर २०२६');
    expect(formatDate('2026-11-25', 'en', { weekday: true, year: false })).toBe('Wednesday, 25 Nov');
  });

  it('reads a moment on Nepal’s clock (UTC+05:45), across midnight', () => {
    // 18:14 UTC is 23:59 in Kathmandu; a minute later it is the next day there
    expect(formatDateTime('2026-11-24T18:14:00Z', 'en')).toBe('24 Nov 2026, 11:59 PM');
    expect(formatDateTime('2026-11-24T18:14:00Z', 'ne')).toBe('२४ नोभेम्बर २०२६, राति ११:५९');
    expect(formatDateTime('2026-11-24T18:15:00Z', 'en')).toBe('25 Nov 2026, 12:00 AM');
    expect(formatDateTime('2026-11-24T18:15:00Z', 'ne')).toBe('२५ नोभेम्बर २०२६, राति १२:००');
    expect(formatDate('2026-12-31T18:15:00.000Z', 'en')).toBe('1 Jan 2027');
  });

  it('names the part of the day in Nepali and writes AM/PM in English', () => {
    const at = (hour: number, minute = 5) =>
      new Date(Date.UTC(2026, 10, 25, hour, minute) - (5 * 60 + 45) * 60_000).toISOString();
    expect(formatTime(at(3, 23), 'en')).toBe('3:23 AM');
    expect(formatTime(at(3, 23), 'ne')).toBe('राति ३:२३');
    expect(formatTime(at(9), 'ne')).toBe('बिहान ९:०५');
    expect(formatTime(at(12), 'en')).toBe('12:05 PM');
    expect(formatTime(at(12), 'ne')).toBe('दिउँसो १२:०५');
    expect(formatTime(at(17), 'ne')).toBe('बेलुका ५:०५');
    expect(formatTime(at(21), 'ne')).toBe('राति ९:०५');
  });

  it('shows unreadable input as given and refuses impossible days', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDateTime('soon', 'ne')).toBe('soon');
    expect(nepalTime('2026-02-30')).toBeNull();
    expect(formatDate(new Date(Number.NaN), 'en')).toBe('');
  });

  it('counts calendar days in Nepal', () => {
    expect(calendarDaysBetween('2026-11-24T18:05:00Z', '2026-11-24T18:25:00Z')).toBe(1);
    expect(calendarDaysBetween('2026-11-24T10:00:00Z', '2026-11-24T18:00:00Z')).toBe(0);
    expect(calendarDaysBetween('2026-03-01', '2026-02-27')).toBe(-2);
  });
});

describe('relative times', () => {
  // 00:10 on 25 November in Kathmandu
  const now = '2026-11-24T18:25:00Z';
  const daysBefore = (days: number) => new Date(Date.parse(now) - days * 86_400_000).toISOString();

  it('follows the spec’s rule in both languages', () => {
    const days = [0, 1, 2, 6, 7, 14, 29, 30, 365];
    expect(days.map((n) => formatDaysAgo(daysBefore(n), 'en', { now }))).toEqual([
      'today',
      'yesterday',
      '2 days ago',
      '6 days ago',
      '1 week ago',
      '2 weeks ago',
      '4 weeks ago',
      '1 month ago',
      '12 months ago',
    ]);
    expect(days.map((n) => formatDaysAgo(daysBefore(n), 'ne', { now }))).toEqual([
      'आज',
      'हिजो',
      '२ दिन अघि',
      '६ दिन अघि',
      '१ हप्ता अघि',
      '२ हप्ता अघि',
      '४ हप्ता अघि',
      '१ महिना अघि',
      '१२ महिना अघि',
    ]);
    expect(formatDaysAgo(daysBefore(1), 'en', { now, standalone: true })).toBe('Yesterday');
    expect(formatDaysAgo(daysBefore(-2), 'en', { now, standalone: true })).toBe('Today');
  });

  it('counts days in Nepal: 23:50 last night is yesterday at 00:10, though UTC calls it the same day', () => {
    expect(formatDaysAgo('2026-11-24T18:05:00Z', 'en', { now })).toBe('yesterday');
    expect(formatDaysAgo('2026-11-24T18:05:00Z', 'ne', { now })).toBe('हिजो');
  });

  it('tells minutes and hours within the last day', () => {
    const before = (minutes: number) => new Date(Date.parse(now) - minutes * 60_000).toISOString();
    expect(formatTimeAgo(before(0), 'en', { now })).toBe('just now');
    expect(formatTimeAgo(before(0), 'ne', { now })).toBe('भर्खरै');
    expect(formatTimeAgo(before(1), 'en', { now })).toBe('1 minute ago');
    expect(formatTimeAgo(before(5), 'en', { now })).toBe('5 minutes ago');
    expect(formatTimeAgo(before(5), 'ne', { now })).toBe('५ मिनेट अघि');
    expect(formatTimeAgo(before(60), 'en', { now })).toBe('1 hour ago');
    expect(formatTimeAgo(before(185), 'ne', { now })).toBe('३ घण्टा अघि');
    expect(formatTimeAgo(before(24 * 60), 'en', { now })).toBe('yesterday');
    expect(formatTimeAgo(before(3 * 24 * 60), 'ne', { now })).toBe('३ दिन अघि');
  });
});
