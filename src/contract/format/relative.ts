import { calendarDaysBetween, type DateInput } from './dates.ts';
import { formatNumber, type Language } from './numbers.ts';

// "2 days ago" / "२ दिन अघि", without the runtime's locale data (docs/decisions/017-formatting.md).
// Days are calendar days in Nepal: a job posted at 23:50 reads "yesterday" at 00:10.

type Unit = 'minutes' | 'hours' | 'days' | 'weeks' | 'months';

interface Words {
  justNow: string;
  today: string;
  yesterday: string;
  ago: (count: string, unit: Unit, one: boolean) => string;
}

const ENGLISH_UNITS: Record<Unit, [one: string, many: string]> = {
  minutes: ['minute', 'minutes'],
  hours: ['hour', 'hours'],
  days: ['day', 'days'],
  weeks: ['week', 'weeks'],
  months: ['month', 'months'],
};

const NEPALI_UNITS: Record<Unit, string> = {
  minutes: 'मिनेट',
  hours: 'घण्टा',
  days: 'दिन',
  weeks: 'हप्ता',
  months: 'महिना',
};

const WORDS: Record<Language, Words> = {
  en: {
    justNow: 'just now',
    today: 'today',
    yesterday: 'yesterday',
    ago: (count, unit, one) => `${count} ${ENGLISH_UNITS[unit][one ? 0 : 1]} ago`,
  },
  ne: {
    justNow: 'भर्खरै',
    today: 'आज',
    yesterday: 'हिजो',
    ago: (count, unit) => `${count} ${NEPALI_UNITS[unit]} अघि`,
  },
};

export interface RelativeOptions {
  /** The moment to count from; now by default. */
  now?: DateInput;
  /** Capitalised to stand alone ("Yesterday"), not inside a sentence ("last active yesterday"). */
  standalone?: boolean;
}

function finish(text: string, standalone: boolean | undefined): string {
  return standalone ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

function ago(count: number, unit: Unit, language: Language): string {
  return WORDS[language].ago(formatNumber(count, language), unit, count === 1);
}

/**
 * How many calendar days ago, by spec §9's rule: today, yesterday, under 7 days "N days ago",
 * under 30 "N weeks ago", else "N months ago". A moment in the future (a clock ahead) is today.
 */
export function formatDaysAgo(value: DateInput, language: Language, options: RelativeOptions = {}): string {
  const days = calendarDaysBetween(value, options.now ?? Date.now());
  const words = WORDS[language];
  let text: string;
  if (!Number.isFinite(days) || days <= 0) text = words.today;
  else if (days === 1) text = words.yesterday;
  else if (days < 7) text = ago(days, 'days', language);
  else if (days < 30) text = ago(Math.floor(days / 7), 'weeks', language);
  else text = ago(Math.floor(days / 30), 'months', language);
  return finish(text, options.standalone);
}

/**
 * How long ago, to the minute within the last day ("just now", "5 minutes ago", "3 hours ago"),
 * then by calendar days as formatDaysAgo.
 */
export function formatTimeAgo(value: DateInput, language: Language, options: RelativeOptions = {}): string {
  const now = options.now ?? Date.now();
  const elapsedMs = new Date(now).getTime() - new Date(value).getTime();
  if (!Number.isFinite(elapsedMs) || elapsedMs >= 86_400_000) return formatDaysAgo(value, language, options);
  const minutes = Math.floor(Math.max(0, elapsedMs) / 60_000);
  const text =
    minutes < 1
      ? WORDS[language].justNow
      : minutes < 60
        ? ago(minutes, 'minutes', language)
        : ago(Math.floor(minutes / 60), 'hours', language);
  return finish(text, options.standalone);
}
