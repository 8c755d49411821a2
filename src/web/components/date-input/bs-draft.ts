import {
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  bsMonthLength,
  fromBikramSambat,
  toBikramSambat,
} from '#contract/format/bikram-sambat.ts';
import { localDigits, type Language } from '#contract/format/numbers.ts';

// What the BS half of a date field holds while someone types, and what it means for the form.
// The form itself always holds the AD day as "YYYY-MM-DD" (what the API's schema accepts); a BS
// date that is unfinished or impossible is held as `UNFINISHED_PREFIX…`, which that schema refuses,
// so a bad BS date can never be sent as an old or empty AD date.

/** The BS day, month and year as typed (Latin or Devanagari digits); month is "1"–"12" or "". */
export interface BsDraft {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_BS_DRAFT: BsDraft = { day: '', month: '', year: '' };

/** The start of a form value that stands for a BS date not (yet) valid. */
export const UNFINISHED_PREFIX = 'bs:';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The AD day of a form value, or null for '' and unfinished BS dates. */
export function adDayOf(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The draft showing an AD form value in BS, in the page's digits; empty outside the BS table. */
export function draftOf(value: string, language: Language): BsDraft {
  const ad = adDayOf(value);
  const bs = ad && toBikramSambat(ad);
  if (!bs) return EMPTY_BS_DRAFT;
  return {
    day: localDigits(String(bs.day), language),
    month: String(bs.month),
    year: localDigits(String(bs.year), language),
  };
}

/** Why a BS draft is not a date: each is a message under the field. */
export type BsDraftProblem =
  | { kind: 'incomplete' }
  | { kind: 'noSuchDay'; year: number; month: number; day: number; days: number }
  | { kind: 'outOfRange' };

export type BsDraftResult = { kind: 'empty' } | { kind: 'date'; iso: string } | BsDraftProblem;

const numberOf = (text: string) => {
  const latin = text.trim().replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
  return /^\d+$/.test(latin) ? Number(latin) : Number.NaN;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** What a draft means: nothing, an AD day, or the problem to show. */
export function resolveDraft(draft: BsDraft): BsDraftResult {
  if (!draft.day.trim() && !draft.month && !draft.year.trim()) return { kind: 'empty' };
  const [day, month, year] = [numberOf(draft.day), numberOf(draft.month), numberOf(draft.year)];
  // a year of fewer than four digits is still being typed
  if (Number.isNaN(day) || Number.isNaN(month) || Number.isNaN(year) || year < 1000) return { kind: 'incomplete' };
  if (year < BS_FIRST_YEAR || year > BS_LAST_YEAR) return { kind: 'outOfRange' };
  const days = bsMonthLength(year, month) ?? 0;
  const ad = fromBikramSambat({ year, month, day });
  if (!ad) return { kind: 'noSuchDay', year, month, day, days };
  return { kind: 'date', iso: `${ad.year}-${pad(ad.month)}-${pad(ad.day)}` };
}

/** The form value for a draft: the AD day, '', or an unfinished marker the schema refuses. */
export function formValueOf(draft: BsDraft, result: BsDraftResult = resolveDraft(draft)): string {
  if (result.kind === 'empty') return '';
  if (result.kind === 'date') return result.iso;
  return `${UNFINISHED_PREFIX}${draft.year}-${draft.month}-${draft.day}`;
}
