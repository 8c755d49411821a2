import { BS_MONTHS, toBikramSambat } from '#contract/format/bikram-sambat.ts';
import { formatAdDate, formatTime, nepalTime, weekdayNames, type DateInput } from '#contract/format/dates.ts';
import { localDigits, type Language } from '#contract/format/numbers.ts';

// Slots and bookings as people in Nepal read them: the day in BS beside AD, and the times on
// Nepal's clock (+05:45) read off the ISO instant, never the browser's own zone.

/** "10:00" on Nepal's clock, in the language's digits. */
export function nepalClock(value: DateInput, language: Language): string {
  const time = nepalTime(value);
  if (!time) return '';
  return localDigits(`${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`, language);
}

/** "10:00–12:00": a slot's start and end on Nepal's clock. */
export function slotRange(slot: { startsAt: string; endsAt: string }, language: Language): string {
  return `${nepalClock(slot.startsAt, language)}–${nepalClock(slot.endsAt, language)}`;
}

/**
 * A day of slots, BS and AD, weekday first, in the page's language: "शनिबार, मंसिर १४ · २९ नोभेम्बर",
 * "Saturday, 14 Mangsir · 29 Nov". `short` gives the tab's weekday ("शनि", "Sat").
 */
export function slotDayLabel(day: DateInput, language: Language, options: { short?: boolean } = {}): string {
  const time = nepalTime(day);
  if (!time) return typeof day === 'string' ? day : '';
  const names = weekdayNames(language)[time.weekday]!;
  const weekday = options.short ? names.short : names.long;
  const ad = formatAdDate(day, language, { year: false });
  const bs = toBikramSambat(time);
  if (!bs) return `${weekday}, ${ad}`;
  const bsText =
    language === 'ne'
      ? localDigits(`${BS_MONTHS.ne[bs.month - 1]} ${bs.day}`, language)
      : `${bs.day} ${BS_MONTHS.en[bs.month - 1]}`;
  return `${weekday}, ${bsText} · ${ad}`;
}

/**
 * A booking's time in full: "Saturday, 14 Mangsir · 29 Nov, 10:00–12:00". The day is the one its
 * start falls on in Nepal.
 */
export function bookingWhen(booking: { startsAt: string; endsAt: string }, language: Language): string {
  return `${slotDayLabel(booking.startsAt, language)}, ${slotRange(booking, language)}`;
}

/** A moment of a timeline or a deadline: the day as above and the clock with AM/PM or its Nepali part of day. */
export function momentText(value: DateInput, language: Language): string {
  return `${slotDayLabel(value, language)}, ${formatTime(value, language)}`;
}
