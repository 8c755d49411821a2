import { dateConfigMap } from 'nepali-date-converter/dist/lib/date-config.js';
import type { Language } from './numbers.ts';

// Bikram Sambat (BS), Nepal's official calendar, converted from and to the Gregorian (AD) calendar
// (docs/decisions/025-bikram-sambat.md). BS month lengths follow no rule: they are fixed each year
// from the sun's positions and published by the calendar committee, so conversion is a table of
// month lengths. The table is nepali-date-converter's; the arithmetic is ours, on whole UTC days,
// so neither the runtime's locale data nor the device's time zone can move a date.
//
// In the web app this module (and the table) loads only with the lazy pages and dialogs that show
// or pick dates, never with the first load (decision 006).

/** A day of the Bikram Sambat calendar; month 1 = Baisakh. */
export interface BsDate {
  year: number;
  month: number;
  day: number;
}

/** A day of the Gregorian calendar; month 1 = January. */
export interface AdDate {
  year: number;
  month: number;
  day: number;
}

/** The first BS year of the table: 1 Baisakh 2000 is 14 April 1943. */
export const BS_FIRST_YEAR = 2000;
/**
 * The last BS year we show. Up to 2083 the calendars are published; 2084–2086 are forecasts on which
 * three maintained tables (the one we ship, nepali-datetime and the Python `nepali` package) agree
 * day for day. From 2087 they disagree, and a wrong BS date is worse than none. Check each year
 * against its official calendar when it is out (decision 025).
 */
export const BS_LAST_YEAR = 2086;

const FIRST_DAY = Date.UTC(1943, 3, 14) / 86_400_000;

/** Days of each month, [year - BS_FIRST_YEAR][month - 1]. */
const MONTH_LENGTHS: readonly (readonly number[])[] = Array.from({ length: BS_LAST_YEAR - BS_FIRST_YEAR + 1 }, (_, i) =>
  // the library keys months by name, in calendar order
  Object.values(dateConfigMap[String(BS_FIRST_YEAR + i)] ?? {}),
);

/** Days from 1 Baisakh 2000 to 1 Baisakh of each year, and one more entry: the end of the table. */
const YEAR_STARTS: readonly number[] = MONTH_LENGTHS.reduce<number[]>(
  (starts, months) => [...starts, starts.at(-1)! + months.reduce((sum, days) => sum + days, 0)],
  [0],
);

/** BS month names as people in Nepal write them in each language. */
export const BS_MONTHS: Record<Language, readonly string[]> = {
  en: [
    'Baisakh',
    'Jestha',
    'Asar',
    'Shrawan',
    'Bhadra',
    'Asoj',
    'Kartik',
    'Mangsir',
    'Poush',
    'Magh',
    'Falgun',
    'Chaitra',
  ],
  ne: ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
};

/** Days in a BS month (29 to 32), or null outside the table. */
export function bsMonthLength(year: number, month: number): number | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  return MONTH_LENGTHS[year - BS_FIRST_YEAR]?.[month - 1] ?? null;
}

/** The BS day of a Gregorian day, or null when it falls outside the table. */
export function toBikramSambat(ad: AdDate): BsDate | null {
  let days = Date.UTC(ad.year, ad.month - 1, ad.day) / 86_400_000 - FIRST_DAY;
  if (!Number.isInteger(days) || days < 0 || days >= YEAR_STARTS.at(-1)!) return null;
  const index = YEAR_STARTS.findLastIndex((start) => start <= days);
  days -= YEAR_STARTS[index]!;
  let month = 0;
  for (const length of MONTH_LENGTHS[index]!) {
    if (days < length) break;
    days -= length;
    month += 1;
  }
  return { year: BS_FIRST_YEAR + index, month: month + 1, day: days + 1 };
}

/** The Gregorian day of a BS day, or null when that day does not exist (day 32 of a 31-day month) or is outside the table. */
export function fromBikramSambat(bs: BsDate): AdDate | null {
  const length = bsMonthLength(bs.year, bs.month);
  if (length === null || !Number.isInteger(bs.day) || bs.day < 1 || bs.day > length) return null;
  const index = bs.year - BS_FIRST_YEAR;
  const before = MONTH_LENGTHS[index]!.slice(0, bs.month - 1).reduce((sum, days) => sum + days, 0);
  const utc = new Date((FIRST_DAY + YEAR_STARTS[index]! + before + bs.day - 1) * 86_400_000);
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}
