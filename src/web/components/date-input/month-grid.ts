import {
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  bsMonthLength,
  fromBikramSambat,
  toBikramSambat,
  type AdDate,
  type BsDate,
} from '#contract/format/bikram-sambat.ts';

// The calendar dialog's month: the days of one BS month in weeks from Sunday (as calendars in Nepal
// are laid out), the AD day under each, and where the arrow and page keys move the focused day
// (WAI-ARIA APG date picker dialog). Pure, so every month length and the table's edges are tested.

/** One day of the grid: the BS day, its AD day and the form value that stands for it. */
export interface GridDay {
  bs: BsDate;
  ad: AdDate;
  /** "YYYY-MM-DD" (AD), what the form holds. */
  iso: string;
}

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (ad: AdDate) => `${ad.year}-${pad(ad.month)}-${pad(ad.day)}`;
const dayNumberOf = (ad: AdDate) => Date.UTC(ad.year, ad.month - 1, ad.day) / DAY_MS;

const FIRST_DAY: BsDate = { year: BS_FIRST_YEAR, month: 1, day: 1 };
const LAST_DAY: BsDate = { year: BS_LAST_YEAR, month: 12, day: bsMonthLength(BS_LAST_YEAR, 12)! };

/**
 * The weeks of a BS month, Sunday first; null stands for a cell before day 1 or after the last day.
 * Null for a month outside the table.
 */
export function monthWeeks(year: number, month: number): (GridDay | null)[][] | null {
  const length = bsMonthLength(year, month);
  const first = fromBikramSambat({ year, month, day: 1 });
  if (!length || !first) return null;
  const lead = new Date(dayNumberOf(first) * DAY_MS).getUTCDay();
  const cells: (GridDay | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= length; day += 1) {
    const ad = fromBikramSambat({ year, month, day })!;
    cells.push({ bs: { year, month, day }, ad, iso: isoOf(ad) });
  }
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The BS day of a "YYYY-MM-DD" form value, or null ('' , unfinished, or outside the table). */
export function bsDayOf(iso: string): BsDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return toBikramSambat({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
}

/** The "YYYY-MM-DD" AD day of a BS day in the table. */
export function isoOfBs(bs: BsDate): string | null {
  const ad = fromBikramSambat(bs);
  return ad && isoOf(ad);
}

/** The day `days` after (before, if negative) a BS day, kept within the table. */
export function addDays(bs: BsDate, days: number): BsDate {
  const ad = fromBikramSambat(bs) ?? fromBikramSambat(FIRST_DAY)!;
  const moved = new Date((dayNumberOf(ad) + days) * DAY_MS);
  const next = toBikramSambat({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
  return next ?? (days < 0 ? FIRST_DAY : LAST_DAY);
}

/** The same day `months` months later (earlier, if negative), on the month's last day if it is shorter; kept within the table. */
export function addMonths(bs: BsDate, months: number): BsDate {
  const index = bs.year * 12 + bs.month - 1 + months;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  if (year < BS_FIRST_YEAR) return { ...FIRST_DAY, day: Math.min(bs.day, bsMonthLength(BS_FIRST_YEAR, 1)!) };
  if (year > BS_LAST_YEAR) return LAST_DAY;
  return { year, month, day: Math.min(bs.day, bsMonthLength(year, month)!) };
}

/** Whether a month has a month before it (`-1`) or after it (`1`) in the table. */
export function hasMonth(year: number, month: number, step: -1 | 1): boolean {
  const index = year * 12 + month - 1 + step;
  return index >= BS_FIRST_YEAR * 12 && index <= BS_LAST_YEAR * 12 + 11;
}

/**
 * Where a key moves the focused day (APG date picker dialog): arrows a day or a week, Home and End
 * the week's Sunday and Saturday, PageUp and PageDown a month (with Shift, a year). Null for any
 * other key.
 */
export function moveByKey(bs: BsDate, key: string, shiftKey = false): BsDate | null {
  const weekday = () => new Date(dayNumberOf(fromBikramSambat(bs)!) * DAY_MS).getUTCDay();
  switch (key) {
    case 'ArrowLeft':
      return addDays(bs, -1);
    case 'ArrowRight':
      return addDays(bs, 1);
    case 'ArrowUp':
      return addDays(bs, -7);
    case 'ArrowDown':
      return addDays(bs, 7);
    case 'Home':
      return addDays(bs, -weekday());
    case 'End':
      return addDays(bs, 6 - weekday());
    case 'PageUp':
      return addMonths(bs, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(bs, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/** The day the grid opens on: the field's day if it is in the table, else today, else the table's nearer end. */
export function startDay(value: string, todayIso: string): BsDate {
  const day = bsDayOf(value) ?? bsDayOf(todayIso);
  if (day) return day;
  return todayIso < isoOfBs(FIRST_DAY)! ? FIRST_DAY : LAST_DAY;
}

/** Whether two BS days are the same day. */
export const isSameDay = (a: BsDate | null, b: BsDate | null) =>
  !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day;
