import type { Availability } from '#contract/bookings.ts';
import type { TextFieldName } from '#web/lib/zod-form.ts';

// The working-hours form's values and the edits of its lists. Numbers are held as typed (the
// schema coerces them); the lists are kept in day and time order, as the page shows them.

export interface HoursRange {
  start: string;
  end: string;
}

export interface WeeklyRange extends HoursRange {
  day: number;
}

export interface ExceptionValue {
  date: string;
  hours: HoursRange[];
}

// a type, not an interface: the form's values must be a plain record (useZodForm)
export type AvailabilityFormValues = {
  weeklyHours: WeeklyRange[];
  exceptions: ExceptionValue[];
  durationMinutes: string;
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  leadMinutes: string;
  horizonDays: string;
  meetingLink: string;
};

/** The booking rules' fields, in the form's order (the working time's and each service's). */
export const RULE_FIELDS = [
  { name: 'durationMinutes', label: 'bookings.availability.duration' },
  { name: 'bufferBeforeMinutes', label: 'bookings.availability.bufferBefore' },
  { name: 'bufferAfterMinutes', label: 'bookings.availability.bufferAfter' },
  { name: 'leadMinutes', label: 'bookings.availability.lead', hint: 'bookings.availability.leadHint' },
  { name: 'horizonDays', label: 'bookings.availability.horizon' },
] as const satisfies readonly { name: TextFieldName<AvailabilityFormValues>; label: string; hint?: string }[];

/** Hours a new range starts with when the day has none: a working day of Nepal's offices. */
export const DEFAULT_RANGE: HoursRange = { start: '10:00', end: '17:00' };

/** The form's values from what the server holds (its defaults until first saved). */
export function availabilityFormValues(availability: Availability): AvailabilityFormValues {
  return {
    weeklyHours: sortWeekly(availability.weeklyHours),
    exceptions: [...availability.exceptions].sort((a, b) => a.date.localeCompare(b.date)),
    durationMinutes: String(availability.durationMinutes),
    bufferBeforeMinutes: String(availability.bufferBeforeMinutes),
    bufferAfterMinutes: String(availability.bufferAfterMinutes),
    leadMinutes: String(availability.leadMinutes),
    horizonDays: String(availability.horizonDays),
    meetingLink: availability.meetingLink ?? '',
  };
}

function sortWeekly(list: WeeklyRange[]): WeeklyRange[] {
  return [...list].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The range "Add hours" adds after `ranges`: office hours on an empty day, else the hour after the
 * last range ends (up to midnight); null when the day is full.
 */
export function nextRange(ranges: readonly HoursRange[]): HoursRange | null {
  if (ranges.length === 0) return DEFAULT_RANGE;
  const lastEnd = Math.max(...ranges.map((range) => minutesOf(range.end)));
  if (lastEnd >= 23 * 60) return null;
  return { start: clockOf(lastEnd), end: clockOf(Math.min(lastEnd + 60, 24 * 60 - 1)) };
}

/** The week with one more range on `day`. */
export function addWeeklyRange(weekly: readonly WeeklyRange[], day: number): WeeklyRange[] {
  const range = nextRange(weekly.filter((item) => item.day === day));
  return range ? sortWeekly([...weekly, { day, ...range }]) : [...weekly];
}

/** The week with `changed` in place of `old` (same object from the list). */
export function replaceWeeklyRange(
  weekly: readonly WeeklyRange[],
  old: WeeklyRange,
  changed: WeeklyRange,
): WeeklyRange[] {
  return weekly.map((item) => (item === old ? changed : item));
}
