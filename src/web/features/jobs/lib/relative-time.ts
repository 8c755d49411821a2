// spec §9: "0 days Today, 1 Yesterday, under 7 days N days ago, under 30 N weeks ago, else N
// months ago". Days are calendar days in the reader's time zone: a job posted at 23:50 last
// night reads "Yesterday" at 00:10, as people count days.

export type RelativeUnit = 'today' | 'yesterday' | 'days' | 'weeks' | 'months';

export interface RelativeTime {
  unit: RelativeUnit;
  /** Days, weeks or months; 0 for today, 1 for yesterday. */
  count: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `from` to `to` in the local time zone (DST-safe: midnights compared in UTC). */
export function calendarDaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const end = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end - start) / DAY_MS);
}

/** The spec's rule on a number of days; a date in the future (a clock ahead) counts as today. */
export function relativeFromDays(days: number): RelativeTime {
  if (!Number.isFinite(days) || days <= 0) return { unit: 'today', count: 0 };
  if (days === 1) return { unit: 'yesterday', count: 1 };
  if (days < 7) return { unit: 'days', count: days };
  if (days < 30) return { unit: 'weeks', count: Math.floor(days / 7) };
  return { unit: 'months', count: Math.floor(days / 30) };
}

/** How long ago `value` (an ISO timestamp) was, as of `now`. */
export function relativeTime(value: string | Date, now: Date = new Date()): RelativeTime {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return { unit: 'today', count: 0 };
  return relativeFromDays(calendarDaysBetween(date, now));
}

/** The locale key and values of a relative time (`jobs.posted.*`, with `_one` forms). */
export function relativeTimeText(
  t: (key: string, values?: Readonly<Record<string, string | number>>) => string,
  value: string | Date,
  now?: Date,
): string {
  const { unit, count } = relativeTime(value, now);
  return t(`jobs.posted.${unit}`, { count });
}
