// Times in the reader's local time format; Nepali digits and month names when Nepali is chosen.

type Language = 'en' | 'ne';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    // English follows the browser's own locale (12- or 24-hour clock as the reader is used to)
    found = new Intl.DateTimeFormat(language === 'ne' ? 'ne-NP' : undefined, options);
    formats.set(key, found);
  }
  return found;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const DAY_MS = 86_400_000;

/** Whole local days from `date` to `now` (0 today, 1 yesterday). */
export function daysAgo(date: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
}

/** "10:42 AM" — a message's time. */
export function formatMessageTime(iso: string, language: Language): string {
  return format(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** The day a group of messages was sent: "today", "yesterday" (as given) or a date. */
export function formatDayLabel(
  iso: string,
  language: Language,
  labels: { today: string; yesterday: string },
  now = new Date(),
): string {
  const date = new Date(iso);
  const days = daysAgo(date, now);
  if (days === 0) return labels.today;
  if (days === 1) return labels.yesterday;
  return format(language, {
    weekday: days < 7 ? 'long' : undefined,
    day: 'numeric',
    month: 'short',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  }).format(date);
}

/** A conversation's last activity in the list: the time today, else the date. */
export function formatListTime(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  if (daysAgo(date, now) === 0) return formatMessageTime(iso, language);
  return format(language, {
    day: 'numeric',
    month: 'short',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  }).format(date);
}
