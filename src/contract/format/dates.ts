import { BS_MONTHS, bsMonthLength, fromBikramSambat, toBikramSambat } from './bikram-sambat.ts';
import { localDigits, type Language } from './numbers.ts';

// Dates and times as people in Nepal read them, in English or Nepali, without the runtime's
// locale data or time-zone database (docs/decisions/017-formatting.md). Every user is in Nepal, so
// every time is shown in Nepal time: UTC+05:45 all year (no daylight saving since 1986). The
// same instant therefore reads the same on a phone, on the server and in an e-mail, whatever
// zone the device is set to.
//
// Calendar days are shown in Bikram Sambat (BS), Nepal's calendar, as well (decision 025): in
// Nepali BS alone ("२९ मंसिर २०८३"), in English beside the Gregorian (AD) date
// ("15 Dec 2026 · 29 Mangsir 2083"). A day outside the BS table shows AD alone.

/** Nepal's offset from UTC in minutes (+05:45). */
export const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A timestamp (ISO text, epoch milliseconds or Date), or a calendar day as "YYYY-MM-DD". */
export type DateInput = string | number | Date;

/** A day of the Gregorian calendar in Nepal. */
export interface CalendarDay {
  year: number;
  /** 1 = January. */
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
}

/** A moment as a Nepal wall clock shows it. */
export interface NepalTime extends CalendarDay {
  hour: number;
  minute: number;
}

const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ne: ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'],
};

const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ne: ['आइतबार', 'सोमबार', 'मंगलबार', 'बुधबार', 'बिहिबार', 'शुक्रबार', 'शनिबार'],
};

/**
 * Nepali names the part of the day before the time ("बिहान ९:३०", "राति १२:१५"), as clocks and
 * tickets in Nepal do; English writes AM/PM after it. From hour 4 morning, 12 afternoon,
 * 16 evening, 20 night.
 */
const NEPALI_DAY_PARTS: readonly [fromHour: number, name: string][] = [
  [20, 'राति'],
  [16, 'बेलुका'],
  [12, 'दिउँसो'],
  [4, 'बिहान'],
  [0, 'राति'],
];

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch milliseconds of an input, or NaN; a "YYYY-MM-DD" day is handled by the caller. */
function instantOf(value: DateInput): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return Date.parse(value);
}

/** A UTC-based Date whose UTC fields read as Nepal's wall clock at `instant`. */
const onNepalClock = (instant: number) => new Date(instant + NEPAL_OFFSET_MINUTES * MINUTE_MS);

/** The fields of a UTC-based Date (already shifted to Nepal time, or a plain calendar day). */
function fieldsOf(shifted: Date): NepalTime {
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/**
 * A moment as a Nepal wall clock shows it; a "YYYY-MM-DD" calendar day (a deadline) is that day as
 * written, at midnight. Null for unreadable input or an impossible day ("2026-02-30").
 */
export function nepalTime(value: DateInput): NepalTime | null {
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) {
      const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
      const utc = new Date(Date.UTC(year, month - 1, date));
      // Date.UTC rolls 30 February over into March: such a day does not exist
      if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return null;
      return fieldsOf(utc);
    }
  }
  const instant = instantOf(value);
  if (!Number.isFinite(instant)) return null;
  return fieldsOf(onNepalClock(instant));
}

/**
 * The Nepal calendar day ("YYYY-MM-DD") a moment falls on, today by default: 18:14:59Z is still
 * that day in Kathmandu, 18:15Z the next. A deadline is open through this day.
 */
export function nepalToday(now: Date | number = Date.now()): string {
  return onNepalClock(instantOf(now)).toISOString().slice(0, 10);
}

/** The calendar day ("YYYY-MM-DD") `days` after `day` (before it, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day an input falls on in Nepal (see nepalTime). */
export function calendarDay(value: DateInput): CalendarDay | null {
  return nepalTime(value);
}

/**
 * Whole calendar days in Nepal from `from` to `to`: 23:50 yesterday to 00:10 today is 1, as
 * people count days. Negative when `from` is later; NaN when either is unreadable.
 */
export function calendarDaysBetween(from: DateInput, to: DateInput): number {
  const start = calendarDay(from);
  const end = calendarDay(to);
  if (!start || !end) return Number.NaN;
  const dayNumber = (day: CalendarDay) => Date.UTC(day.year, day.month - 1, day.day) / DAY_MS;
  return dayNumber(end) - dayNumber(start);
}

/** Unreadable input is shown as given (a typed text), never as "Invalid Date". */
const unreadable = (value: DateInput) => (typeof value === 'string' ? value : '');

export interface DateOptions {
  /** Lead with the weekday: "Monday, 5 Mar 2026". */
  weekday?: boolean;
  /** Write the year (the default); false for dates of this year in a list. */
  year?: boolean;
  /** Only the language's own calendar (AD in English, BS in Nepali), where space is short: a chart's axis. */
  compact?: boolean;
}

/** "5 Mar 2026" / "५ मार्च २०२६": the Gregorian date alone, in Nepal time. */
export function formatAdDate(value: DateInput, language: Language, options: DateOptions = {}): string {
  const day = calendarDay(value);
  if (!day) return unreadable(value);
  const parts = [String(day.day), MONTHS[language][day.month - 1]];
  if (options.year !== false) parts.push(String(day.year));
  const date = localDigits(parts.join(' '), language);
  return options.weekday ? `${WEEKDAYS[language][day.weekday]}, ${date}` : date;
}

/** "29 Mangsir 2083" / "२९ मंसिर २०८३": the Bikram Sambat date alone; null outside the BS table. */
export function formatBsDate(value: DateInput, language: Language, options: DateOptions = {}): string | null {
  const day = calendarDay(value);
  const bs = day && toBikramSambat(day);
  if (!day || !bs) return null;
  const parts = [String(bs.day), BS_MONTHS[language][bs.month - 1]];
  if (options.year !== false) parts.push(String(bs.year));
  const date = localDigits(parts.join(' '), language);
  return options.weekday ? `${WEEKDAYS[language][day.weekday]}, ${date}` : date;
}

/**
 * A day as people in Nepal write it, in Nepal time: Bikram Sambat in Nepali ("२९ मंसिर २०८३"),
 * AD then BS in English ("15 Dec 2026 · 29 Mangsir 2083"); AD alone outside the BS table.
 */
export function formatDate(value: DateInput, language: Language, options: DateOptions = {}): string {
  const ad = formatAdDate(value, language, options);
  const bs = formatBsDate(value, language, { ...options, weekday: false });
  if (bs === null) return ad;
  if (language === 'ne') return formatBsDate(value, language, options)!;
  return options.compact ? ad : `${ad} · ${bs}`;
}

/** A month: "Nov 2026 · Mangsir 2083" / "मंसिर २०८३" (AD alone outside the BS table). */
export function formatMonth(value: DateInput, language: Language): string {
  const day = calendarDay(value);
  if (!day) return unreadable(value);
  const ad = localDigits(`${MONTHS[language][day.month - 1]} ${day.year}`, language);
  const bs = toBikramSambat(day);
  if (!bs) return ad;
  const bsMonth = localDigits(`${BS_MONTHS[language][bs.month - 1]} ${bs.year}`, language);
  return language === 'ne' ? bsMonth : `${ad} · ${bsMonth}`;
}

const SHORT_WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ne: ['आइत', 'सोम', 'मंगल', 'बुध', 'बिहि', 'शुक्र', 'शनि'],
};

/** The weekdays from Sunday, as a calendar's column heads: short ("Sun", "आइत") and whole ("Sunday", "आइतबार"). */
export function weekdayNames(language: Language): { short: string; long: string }[] {
  return WEEKDAYS[language].map((long, index) => ({ short: SHORT_WEEKDAYS[language][index]!, long }));
}

/**
 * A BS month as a calendar's heading: "मंसिर २०८३" in Nepali; in English with the AD months it
 * spans, "Mangsir 2083 · Nov–Dec 2026", "Poush 2083 · Dec 2026–Jan 2027". Null outside the table.
 */
export function formatBsMonth(year: number, month: number, language: Language): string | null {
  const length = bsMonthLength(year, month);
  const first = fromBikramSambat({ year, month, day: 1 });
  const last = length && fromBikramSambat({ year, month, day: length });
  if (!first || !last) return null;
  const bs = localDigits(`${BS_MONTHS[language][month - 1]} ${year}`, language);
  if (language === 'ne') return bs;
  const name = (ad: { month: number }) => MONTHS[language][ad.month - 1]!;
  const ad =
    first.year === last.year
      ? `${name(first)}–${name(last)} ${first.year}`
      : `${name(first)} ${first.year}–${name(last)} ${last.year}`;
  return `${bs} · ${ad}`;
}

/** A time of day on Nepal's clock: "3:05 PM" / "दिउँसो ३:०५". */
export function formatTime(value: DateInput, language: Language): string {
  const time = nepalTime(value);
  if (!time) return unreadable(value);
  const clock = `${time.hour % 12 || 12}:${String(time.minute).padStart(2, '0')}`;
  if (language === 'en') return `${clock} ${time.hour < 12 ? 'AM' : 'PM'}`;
  const part = NEPALI_DAY_PARTS.find(([fromHour]) => time.hour >= fromHour)?.[1] ?? '';
  return `${part} ${localDigits(clock, language)}`;
}

/** A moment: "5 Mar 2026 · 21 Falgun 2082, 3:05 PM" / "२१ फागुन २०८२, दिउँसो ३:०५". */
export function formatDateTime(value: DateInput, language: Language, options: DateOptions = {}): string {
  if (!nepalTime(value)) return unreadable(value);
  return `${formatDate(value, language, options)}, ${formatTime(value, language)}`;
}

/**
 * True when both inputs fall in the same year in Nepal, in AD and in BS alike (a date may leave
 * its year out only then: BS years begin in mid-April).
 */
export function isSameYear(a: DateInput, b: DateInput): boolean {
  const first = calendarDay(a);
  const second = calendarDay(b);
  if (!first || !second || first.year !== second.year) return false;
  return toBikramSambat(first)?.year === toBikramSambat(second)?.year;
}
