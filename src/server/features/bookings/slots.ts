import type { AvailabilityException, Slot, WeeklyHours } from '#contract/bookings.ts';
import { addDays, NEPAL_OFFSET_MINUTES, nepalToday } from '#contract/format/dates.ts';

// A professional's free slots, laid out in Nepal time. Nepal has kept one offset, +05:45, since
// 1986 and has no daylight saving, so a wall-clock time there is the UTC instant minus 345 minutes:
// exact arithmetic, whatever zone the server runs in, never rounded to a quarter hour.
//
// A day's slots start at each stretch of working hours and follow each other every
// duration + buffers, as long as the slot itself ends within the stretch (the buffers may reach
// beyond it: travel before the first job, tidying after the last). A slot is free when its held
// time (the slot with its buffers) overlaps no held time of another booking.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const OFFSET = NEPAL_OFFSET_MINUTES * MINUTE;

export interface WorkingTime {
  weeklyHours: WeeklyHours[];
  exceptions: AvailabilityException[];
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  leadMinutes: number;
  horizonDays: number;
}

/** Time another booking holds: [from, until). */
export interface HeldTime {
  from: number;
  until: number;
}

/** The instant a Nepal wall-clock time names: `minutes` after midnight of `day`. */
export function nepalInstant(day: string, minutes: number): number {
  return Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE - OFFSET;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The hours worked on a day ("HH:MM"): its exception's when it has one, else its weekday's. */
export function hoursOn(
  time: Pick<WorkingTime, 'weeklyHours' | 'exceptions'>,
  day: string,
): { start: string; end: string }[] {
  const exception = time.exceptions.find((candidate) => candidate.date === day);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const hours = exception ? exception.hours : time.weeklyHours.filter((hours) => hours.day === weekday);
  return hours.map(({ start, end }) => ({ start, end })).sort((a, b) => a.start.localeCompare(b.start));
}

/** The stretches worked on a day, as instants. */
function stretchesOn(time: WorkingTime, day: string): { start: number; end: number }[] {
  return hoursOn(time, day).map((hours) => ({
    start: nepalInstant(day, minutesOf(hours.start)),
    end: nepalInstant(day, minutesOf(hours.end)),
  }));
}

/** Every slot a day's hours allow, taken or not. */
function daySlots(time: WorkingTime, day: string): { start: number; end: number }[] {
  const length = time.durationMinutes * MINUTE;
  const step = (time.durationMinutes + time.bufferBeforeMinutes + time.bufferAfterMinutes) * MINUTE;
  return stretchesOn(time, day).flatMap((stretch) => {
    const slots = [];
    for (let start = stretch.start; start + length <= stretch.end; start += step)
      slots.push({ start, end: start + length });
    return slots;
  });
}

/** The time a slot holds with the professional's buffers around it. */
export function heldTimeOf(
  time: Pick<WorkingTime, 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
  start: number,
  end: number,
): HeldTime {
  return { from: start - time.bufferBeforeMinutes * MINUTE, until: end + time.bufferAfterMinutes * MINUTE };
}

const overlaps = (a: HeldTime, b: HeldTime) => a.from < b.until && b.from < a.until;

/** The bookable window at `now`: from the least notice to the horizon. */
function window(time: WorkingTime, now: number) {
  return { earliest: now + time.leadMinutes * MINUTE, latest: now + time.horizonDays * DAY };
}

/** Free slots of `days` Nepal days from `from`, each day listed even when it has none. */
export function freeSlots(
  time: WorkingTime,
  held: readonly HeldTime[],
  { from, days, now }: { from: string; days: number; now: number },
): { date: string; slots: Slot[] }[] {
  const { earliest, latest } = window(time, now);
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    const slots = daySlots(time, date)
      .filter((slot) => slot.start >= earliest && slot.start <= latest)
      .filter((slot) => !held.some((other) => overlaps(heldTimeOf(time, slot.start, slot.end), other)))
      .map((slot) => ({ startsAt: new Date(slot.start).toISOString(), endsAt: new Date(slot.end).toISOString() }));
    return { date, slots };
  });
}

export type SlotRefusal = 'slotPast' | 'tooSoon' | 'beyondHorizon' | 'outsideHours' | 'notASlot' | 'slotTaken';

/** Why `start` cannot be booked, rule by rule in the order a client would want to hear them; null when it can. */
export function slotRefusal(
  time: WorkingTime,
  held: readonly HeldTime[],
  start: number,
  now: number,
): SlotRefusal | null {
  const { earliest, latest } = window(time, now);
  if (start < now) return 'slotPast';
  if (start < earliest) return 'tooSoon';
  if (start > latest) return 'beyondHorizon';
  const end = start + time.durationMinutes * MINUTE;
  const day = nepalToday(start);
  if (!stretchesOn(time, day).some((stretch) => stretch.start <= start && end <= stretch.end)) return 'outsideHours';
  if (!daySlots(time, day).some((slot) => slot.start === start)) return 'notASlot';
  if (held.some((other) => overlaps(heldTimeOf(time, start, end), other))) return 'slotTaken';
  return null;
}

/** The slot starting at `start`: its end. */
export function slotEnd(time: WorkingTime, start: number): number {
  return start + time.durationMinutes * MINUTE;
}
