// Nepal groups digits in lakhs and crores (1,50,000), which the en-IN locale does in every browser.
const groupedNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A number with Nepali digit grouping: 150000 → "1,50,000". */
export function formatNumber(value: number): string {
  return groupedNumber.format(value);
}

/** Nepalese rupees as people in Nepal write them (decisions.md §14): 150000 → "रु 1,50,000". */
export function formatNpr(amount: number): string {
  return `रु ${formatNumber(amount)}`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date people read ("5 Mar 2026", "५ मार्च २०२६") in the chosen language. A date without a time
 * (a program's deadline) is a calendar day, shown as is in every time zone. Unreadable input is
 * returned unchanged.
 */
export function formatDate(value: string, language: 'en' | 'ne'): string {
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const locale = language === 'ne' ? 'ne-NP' : 'en-GB';
  const cacheKey = `${locale}:${dateOnly}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(dateOnly ? { timeZone: 'UTC' } : {}),
    });
    dateFormats.set(cacheKey, format);
  }
  return format.format(date);
}

/**
 * A program's total cost is free text (spec §3). A plain amount ("150000", "1,50,000.50") is shown
 * as NPR with lakh grouping; anything else ("Free", "NPR 5,000 per month") as typed.
 */
export function formatCost(text: string): string {
  const trimmed = text.trim();
  const plain = trimmed.replace(/^(?:NPR|Rs\.?|रु\.?)\s*/i, '').replace(/,/g, '');
  if (/^\d+(?:\.\d+)?$/.test(plain)) return formatNpr(Number(plain));
  return trimmed;
}
