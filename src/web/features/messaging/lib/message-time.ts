import { calendarDaysBetween, formatDate, formatTime, isSameYear } from '#contract/format/dates.ts';
import type { Language } from '#contract/format/numbers.ts';

// When messages were sent, in Nepal time, from the formatting module (docs/decisions/017-formatting.md).

/** Whole days in Nepal from `date` to `now` (0 today, 1 yesterday). */
export function daysAgo(date: string | Date, now: string | Date): number {
  return calendarDaysBetween(date, now);
}

/** True when two messages were sent on different days (a day separator goes between them). */
export function isNewDay(previous: string, next: string): boolean {
  return calendarDaysBetween(previous, next) !== 0;
}

/** "10:42 AM" / "बिहान १०:४२" — a message's time. */
export function formatMessageTime(iso: string, language: Language): string {
  return formatTime(iso, language);
}

/** The day a group of messages was sent: "today", "yesterday" (as given), a weekday this week, or a date. */
export function formatDayLabel(
  iso: string,
  language: Language,
  labels: { today: string; yesterday: string },
  now: string | Date = new Date(),
): string {
  const days = daysAgo(iso, now);
  if (days === 0) return labels.today;
  if (days === 1) return labels.yesterday;
  return formatDate(iso, language, { weekday: days > 0 && days < 7, year: !isSameYear(iso, now) });
}

/** A conversation's last activity in the list: the time today, else the date. */
export function formatListTime(iso: string, language: Language, now: string | Date = new Date()): string {
  if (daysAgo(iso, now) === 0) return formatMessageTime(iso, language);
  return formatDate(iso, language, { year: !isSameYear(iso, now) });
}
