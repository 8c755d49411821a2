import { describe, expect, it } from 'vitest';
import { formatDate, nepalToday } from '#contract/format/dates.ts';
import { freeSlots, heldTimeOf, nepalInstant, slotRefusal, type WorkingTime } from './slots.ts';

// Slots are Nepal wall-clock times whatever zone the process runs in: CI also runs this file with
// TZ=America/New_York (see the last test), and every expectation is written as a +05:45 instant.

const at = (iso: string) => Date.parse(iso);
const week = (start: string, end: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start, end }));

const time = (overrides: Partial<WorkingTime> = {}): WorkingTime => ({
  weeklyHours: week('10:00', '17:00'),
  exceptions: [],
  durationMinutes: 120,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 30,
  leadMinutes: 120,
  horizonDays: 30,
  ...overrides,
});

const starts = (days: ReturnType<typeof freeSlots>) => days.flatMap((day) => day.slots.map((slot) => slot.startsAt));

describe('slots in Nepal time', () => {
  it('lays a day out from its hours at +05:45, every duration plus buffers, never rounded', () => {
    const now = at('2026-11-28T00:00:00+05:45');
    const [day] = freeSlots(time(), [], { from: '2026-11-29', days: 1, now });
    expect(day?.date).toBe('2026-11-29');
    // 10:00–12:00, 12:30–14:30, 15:00–17:00 in Nepal; 17:00 + 30 min would end past 17:00
    expect(day?.slots).toEqual([
      { startsAt: '2026-11-29T04:15:00.000Z', endsAt: '2026-11-29T06:15:00.000Z' },
      { startsAt: '2026-11-29T06:45:00.000Z', endsAt: '2026-11-29T08:45:00.000Z' },
      { startsAt: '2026-11-29T09:15:00.000Z', endsAt: '2026-11-29T11:15:00.000Z' },
    ]);
  });

  it('keeps a Nepal day whole around midnight: a slot at 23:00 belongs to its own day, not the UTC one', () => {
    const late = time({ weeklyHours: week('23:00', '24:00'), durationMinutes: 60, bufferAfterMinutes: 0 });
    const now = at('2026-11-28T12:00:00+05:45');
    const days = freeSlots(late, [], { from: '2026-11-29', days: 2, now });
    expect(days.map((day) => day.slots.map((slot) => slot.startsAt))).toEqual([
      [new Date(at('2026-11-29T23:00:00+05:45')).toISOString()],
      [new Date(at('2026-11-30T23:00:00+05:45')).toISOString()],
    ]);
    // 23:00 in Kathmandu is 17:15 UTC the same day; 00:30 Nepal is still the previous UTC day
    expect(nepalToday(at('2026-11-30T00:30:00+05:45'))).toBe('2026-11-30');
    expect(nepalInstant('2026-11-30', 30)).toBe(at('2026-11-29T18:45:00Z'));
    const early = time({ weeklyHours: week('00:00', '01:00'), durationMinutes: 60, bufferAfterMinutes: 0 });
    const [first] = freeSlots(early, [], { from: '2026-12-01', days: 1, now });
    expect(first?.slots[0]?.startsAt).toBe('2026-11-30T18:15:00.000Z');
  });

  it('lists the days across a Bikram Sambat month end with their own BS dates', () => {
    // 15 Dec 2026 is the last day of Mangsir 2083 (29 days long); 16 Dec is 1 Poush
    const now = at('2026-12-10T08:00:00+05:45');
    const days = freeSlots(time(), [], { from: '2026-12-15', days: 2, now });
    const firstSlots = days.map((day) => day.slots[0]!.startsAt);
    expect(firstSlots.map((slot) => formatDate(slot, 'en'))).toEqual([
      '15 Dec 2026 · 29 Mangsir 2083',
      '16 Dec 2026 · 1 Poush 2083',
    ]);
  });

  it('leaves out slots inside the least notice and beyond the horizon', () => {
    const now = at('2026-11-29T09:30:00+05:45');
    const [today] = freeSlots(time(), [], { from: '2026-11-29', days: 1, now });
    // 10:00 is 30 min away and 12:30 is 3 h away: the 2 h notice leaves 12:30 and 15:00
    expect(today?.slots.map((slot) => slot.startsAt)).toEqual([
      new Date(at('2026-11-29T12:30:00+05:45')).toISOString(),
      new Date(at('2026-11-29T15:00:00+05:45')).toISOString(),
    ]);
    // two days ahead at most: from 12:45 today to 12:45 the day after tomorrow
    const later = at('2026-11-29T12:45:00+05:45');
    const days = freeSlots(time({ horizonDays: 2 }), [], { from: '2026-11-29', days: 5, now: later });
    expect(days.map((day) => day.slots.length)).toEqual([1, 3, 2, 0, 0]);
  });

  it('takes out slots whose held time (with buffers) overlaps a booking, and only those', () => {
    const now = at('2026-11-28T00:00:00+05:45');
    const working = time({ bufferBeforeMinutes: 15 });
    // someone else's booking 12:45–14:45 holds 12:30–15:15 with these buffers
    const held = [heldTimeOf(working, at('2026-11-29T12:45:00+05:45'), at('2026-11-29T14:45:00+05:45'))];
    const [day] = freeSlots(working, held, { from: '2026-11-29', days: 1, now });
    expect(day?.slots.map((slot) => slot.startsAt)).toEqual([new Date(at('2026-11-29T10:00:00+05:45')).toISOString()]);
  });

  it('follows a day off and a day of other hours', () => {
    const now = at('2026-11-28T00:00:00+05:45');
    const working = time({
      exceptions: [
        { date: '2026-11-29', hours: [] },
        { date: '2026-11-30', hours: [{ start: '06:15', end: '08:15' }] },
      ],
    });
    const days = freeSlots(working, [], { from: '2026-11-29', days: 3, now });
    expect(days.map((day) => day.slots.length)).toEqual([0, 1, 3]);
    expect(starts(days)[0]).toBe(new Date(at('2026-11-30T06:15:00+05:45')).toISOString());
  });

  it('names the rule a refused start breaks', () => {
    const now = at('2026-11-29T09:30:00+05:45');
    const working = time();
    const refusal = (iso: string, held = [] as ReturnType<typeof heldTimeOf>[]) =>
      slotRefusal(working, held, at(iso), now);
    expect(refusal('2026-11-29T09:00:00+05:45')).toBe('slotPast');
    expect(refusal('2026-11-29T10:00:00+05:45')).toBe('tooSoon');
    expect(refusal('2027-01-10T10:00:00+05:45')).toBe('beyondHorizon');
    expect(refusal('2026-11-30T16:00:00+05:45')).toBe('outsideHours');
    expect(refusal('2026-11-30T07:00:00+05:45')).toBe('outsideHours');
    expect(refusal('2026-11-30T10:15:00+05:45')).toBe('notASlot');
    const taken = [heldTimeOf(working, at('2026-11-30T11:00:00+05:45'), at('2026-11-30T13:00:00+05:45'))];
    expect(refusal('2026-11-30T10:00:00+05:45', taken)).toBe('slotTaken');
    expect(refusal('2026-11-30T10:00:00+05:45')).toBeNull();
    // the same instant written in another zone is the same slot
    expect(refusal('2026-11-29T23:15:00-05:00')).toBeNull();
  });

  it('gives the same Nepal times whatever zone this process runs in', () => {
    const now = at('2026-11-28T00:00:00+05:45');
    const layout = () => freeSlots(time(), [], { from: '2026-11-29', days: 3, now });
    // Node reads TZ anew on each change: the one place this process's zone is set
    /* eslint-disable n/no-process-env */
    const original = process.env.TZ;
    try {
      const answers = ['America/New_York', 'Pacific/Chatham', 'UTC'].map((zone) => {
        process.env.TZ = zone;
        return { offset: new Date('2026-11-29T12:00:00Z').getTimezoneOffset(), days: layout() };
      });
      // the zones did change (Node reads TZ anew), and the slots did not
      expect(new Set(answers.map((answer) => answer.offset)).size).toBe(3);
      expect(answers[1]?.days).toEqual(answers[0]?.days);
      expect(answers[2]?.days).toEqual(answers[0]?.days);
      expect(answers[0]?.days[0]?.slots[0]?.startsAt).toBe('2026-11-29T04:15:00.000Z');
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
    /* eslint-enable n/no-process-env */
  });
});
