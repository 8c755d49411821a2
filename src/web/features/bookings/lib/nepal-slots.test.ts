import { describe, expect, it } from 'vitest';
import { bookingWhen, nepalClock, slotDayLabel, slotRange } from './nepal-slots.ts';

// Nepal is +05:45 all year: 04:15Z is 10:00 in Kathmandu, whatever zone this test runs in
// (the e2e journeys run the browser in another zone too).
const slot = { startsAt: '2026-11-29T04:15:00.000Z', endsAt: '2026-11-29T06:15:00.000Z' };

describe('slot times in Nepal', () => {
  it('reads the clock off the instant at +05:45', () => {
    expect(slotRange(slot, 'en')).toBe('10:00–12:00');
    expect(slotRange(slot, 'ne')).toBe('१०:००–१२:००');
    expect(nepalClock('2026-11-29T10:00:00+05:45', 'en')).toBe('10:00');
  });

  it('puts a slot just after midnight in Nepal on its Nepal day', () => {
    // 18:20Z on the 28th is 00:05 on the 29th in Kathmandu
    expect(nepalClock('2026-11-28T18:20:00Z', 'en')).toBe('00:05');
    expect(bookingWhen({ startsAt: '2026-11-28T18:20:00Z', endsAt: '2026-11-28T19:20:00Z' }, 'en')).toBe(
      'Sunday, 13 Mangsir · 29 Nov, 00:05–01:05',
    );
  });

  it('names a day in BS and AD, in the page language', () => {
    expect(slotDayLabel('2026-11-28', 'ne')).toBe('शनिबार, मंसिर १२ · २८ नोभेम्बर');
    expect(slotDayLabel('2026-11-28', 'en')).toBe('Saturday, 12 Mangsir · 28 Nov');
    expect(slotDayLabel('2026-11-28', 'en', { short: true })).toBe('Sat, 12 Mangsir · 28 Nov');
  });
});
