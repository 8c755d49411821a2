import { localDigits, type Language } from './numbers.ts';

// Text people wrote themselves (a course's duration and certificate, a service's duration) shown on
// a page in either language. A Nepali page must not read half-translated: a plain duration is put
// into the page's words and digits, and anything else keeps its words and says which language they
// are in (for a `lang` attribute, so a screen reader reads them with the right voice).

const NEPALI_UNITS: Record<string, string> = {
  minute: 'मिनेट',
  hour: 'घण्टा',
  day: 'दिन',
  week: 'हप्ता',
  month: 'महिना',
  year: 'वर्ष',
};

/** "3 months", "1 day", "1–3 hours", "2-4 weeks". */
const PLAIN_DURATION = /^(\d+(?:\s*[–-]\s*\d+)?) (minute|hour|day|week|month|year)s?$/i;

/** The language a text is written in, by its script: Devanagari is Nepali, anything else English. */
export function writtenIn(text: string): Language {
  return /[\u0900-\u097F]/.test(text) ? 'ne' : 'en';
}

/** A plain duration in Nepali words and digits ("३ महिना"); null for any other text. */
export function nepaliDuration(text: string): string | null {
  const duration = PLAIN_DURATION.exec(text.trim());
  if (!duration) return null;
  const amount = localDigits(duration[1]!.replace(/\s*[–-]\s*/, '–'), 'ne');
  return `${amount} ${NEPALI_UNITS[duration[2]!.toLowerCase()]}`;
}

/** A user's text for a page in `language`, with `lang` set when its words are in the other language. */
export function writtenText(text: string, language: Language): { text: string; lang?: Language } {
  const duration = language === 'ne' ? nepaliDuration(text) : null;
  if (duration) return { text: duration };
  const lang = writtenIn(text);
  return lang === language ? { text } : { text, lang };
}
