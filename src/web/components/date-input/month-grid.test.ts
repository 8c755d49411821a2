import { describe, expect, it } from 'vitest';
import { addMonths, hasMonth, moveByKey, monthWeeks, startDay } from './month-grid.ts';

const bs = (year: number, month: number, day: number) => ({ year, month, day });
/** A month's cells as "BS day/AD day", '' for blanks, one string per week. */
const layout = (year: number, month: number) =>
  monthWeeks(year, month)!.map((week) => week.map((cell) => (cell ? `${cell.bs.day}/${cell.ad.day}` : '')).join(' '));

describe('the calendar dialog’s month grid', () => {
  it('lays a BS month out in weeks from Sunday, with the AD day under each day, for months of 29 to 32 days', () => {
    // Mangsir 2083: 29 days, 1 Mangsir is Tuesday 17 Nov 2026
    expect(layout(2083, 8)).toEqual([
      '  1/17 2/18 3/19 4/20 5/21',
      '6/22 7/23 8/24 9/25 10/26 11/27 12/28',
      '13/29 14/30 15/1 16/2 17/3 18/4 19/5',
      '20/6 21/7 22/8 23/9 24/10 25/11 26/12',
      '27/13 28/14 29/15    ',
    ]);
    expect(monthWeeks(2083, 8)![4]![2]).toEqual({
      bs: bs(2083, 8, 29),
      ad: { year: 2026, month: 12, day: 15 },
      iso: '2026-12-15',
    });
    // Chaitra 2082: 30 days from Sunday 15 Mar 2026
    expect(layout(2082, 12)[0]).toBe('1/15 2/16 3/17 4/18 5/19 6/20 7/21');
    expect(layout(2082, 12).at(-1)).toBe('29/12 30/13     ');
    // Baisakh 2083: 31 days from Tuesday 14 Apr 2026
    expect(monthWeeks(2083, 1)!.flat().filter(Boolean)).toHaveLength(31);
    expect(layout(2083, 1)[0]).toBe('  1/14 2/15 3/16 4/17 5/18');
    // Asar 2083: 32 days from Monday 15 Jun 2026, the last 16 Jul
    expect(layout(2083, 3).at(-1)).toBe('28/12 29/13 30/14 31/15 32/16  ');
    expect(monthWeeks(2083, 3)!.flat().filter(Boolean).at(-1)!.iso).toBe('2026-07-16');
    // the table's first and last months, and nothing outside it
    expect(monthWeeks(2000, 1)![0]![3]!.iso).toBe('1943-04-14');
    expect(monthWeeks(2086, 12)!.flat().filter(Boolean).at(-1)!.iso).toBe('2030-04-13');
    expect(monthWeeks(1999, 12)).toBeNull();
    expect(monthWeeks(2087, 1)).toBeNull();
    expect(monthWeeks(2083, 13)).toBeNull();
  });

  it('moves the focused day with the keys of the APG date picker, across months and years', () => {
    expect(moveByKey(bs(2083, 8, 29), 'ArrowRight')).toEqual(bs(2083, 9, 1));
    expect(moveByKey(bs(2083, 8, 1), 'ArrowLeft')).toEqual(bs(2083, 7, 30));
    expect(moveByKey(bs(2083, 8, 27), 'ArrowDown')).toEqual(bs(2083, 9, 5));
    expect(moveByKey(bs(2083, 8, 3), 'ArrowUp')).toEqual(bs(2083, 7, 26));
    // 1 Mangsir 2083 is a Tuesday: its week runs from 29 Kartik to 5 Mangsir
    expect(moveByKey(bs(2083, 8, 1), 'Home')).toEqual(bs(2083, 7, 29));
    expect(moveByKey(bs(2083, 8, 1), 'End')).toEqual(bs(2083, 8, 5));
    // Chaitra → Baisakh: a day, a month, a year
    expect(moveByKey(bs(2082, 12, 30), 'ArrowRight')).toEqual(bs(2083, 1, 1));
    expect(moveByKey(bs(2083, 1, 1), 'ArrowLeft')).toEqual(bs(2082, 12, 30));
    expect(moveByKey(bs(2082, 12, 30), 'PageDown')).toEqual(bs(2083, 1, 30));
    expect(moveByKey(bs(2083, 1, 31), 'PageUp')).toEqual(bs(2082, 12, 30));
    // Shift+PageDown is a year: Asar 2084 has 31 days
    expect(moveByKey(bs(2083, 3, 32), 'PageDown', true)).toEqual(bs(2084, 3, 31));
    // a shorter month keeps its last day: 32 Asar → 31 Shrawan, 30 Kartik → 29 Mangsir
    expect(moveByKey(bs(2083, 3, 32), 'PageDown')).toEqual(bs(2083, 4, 31));
    expect(addMonths(bs(2083, 7, 30), 1)).toEqual(bs(2083, 8, 29));
    expect(moveByKey(bs(2083, 8, 1), 'Tab')).toBeNull();
  });

  it('stays within the table at its edges', () => {
    expect(moveByKey(bs(2000, 1, 1), 'ArrowLeft')).toEqual(bs(2000, 1, 1));
    expect(moveByKey(bs(2000, 1, 3), 'ArrowUp')).toEqual(bs(2000, 1, 1));
    expect(moveByKey(bs(2000, 1, 20), 'PageUp')).toEqual(bs(2000, 1, 20));
    expect(moveByKey(bs(2086, 12, 30), 'ArrowRight')).toEqual(bs(2086, 12, 30));
    expect(moveByKey(bs(2086, 12, 28), 'ArrowDown')).toEqual(bs(2086, 12, 30));
    expect(moveByKey(bs(2086, 11, 5), 'PageDown', true)).toEqual(bs(2086, 12, 30));
    expect(hasMonth(2000, 1, -1)).toBe(false);
    expect(hasMonth(2000, 1, 1)).toBe(true);
    expect(hasMonth(2086, 12, 1)).toBe(false);
    expect(hasMonth(2086, 12, -1)).toBe(true);
  });

  it('opens on the field’s day, else today, else the nearer end of the table', () => {
    expect(startDay('2026-12-15', '2026-11-27')).toEqual(bs(2083, 8, 29));
    expect(startDay('', '2026-11-27')).toEqual(bs(2083, 8, 11));
    expect(startDay('bs:2083-8-33', '2026-11-27')).toEqual(bs(2083, 8, 11));
    expect(startDay('2031-01-01', '2031-01-01')).toEqual(bs(2086, 12, 30));
    expect(startDay('', '1940-01-01')).toEqual(bs(2000, 1, 1));
  });
});
