// Numbers and money as people in Nepal write them, in English or Nepali, without the runtime's
// locale data (docs/decisions/017-formatting.md): browsers without `ne` data silently write
// English, so the digits, the grouping and the currency sign are ours.
//
// This file ships with the first page load (the i18n module formats every number it fills into a
// text): keep it small. Dates and free-text amounts live beside it.

/** The two languages the app speaks. */
export type Language = 'en' | 'ne';

const NEPALI_DIGITS = '०१२३४५६७८९';

/** `text` with its Latin digits written in the language's digits: "12 May" → "१२ May" in Nepali. */
export function localDigits(text: string, language: Language): string {
  if (language === 'en') return text;
  return text.replace(/[0-9]/g, (digit) => NEPALI_DIGITS[Number(digit)]!);
}

/**
 * A number with lakh grouping in the language's digits: 150000 → "1,50,000" / "१,५०,०००".
 * Without `fractionDigits`, up to two decimals and no trailing zeros (2.5 → "2.5"); with it,
 * exactly that many (4 with 1 → "4.0"). Years and codes are not quantities: use localDigits.
 */
export function formatNumber(value: number, language: Language, options: { fractionDigits?: number } = {}): string {
  if (!Number.isFinite(value)) return '';
  const { fractionDigits } = options;
  let fixed = Math.abs(value).toFixed(fractionDigits ?? 2);
  if (fractionDigits === undefined) fixed = fixed.replace(/\.?0+$/, '');
  // the last three digits, then groups of two (lakh, crore): "1,50,000"
  const [integer = '', fraction] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{2})*\d{3}$)/g, ',');
  // -0.001 rounds to "0", which has no sign
  const sign = value < 0 && /[1-9]/.test(fixed) ? '-' : '';
  return localDigits(sign + grouped + (fraction ? `.${fraction}` : ''), language);
}

/** A share in percent: 92 → "92%" / "९२%". */
export function formatPercent(value: number, language: Language): string {
  const text = formatNumber(value, language);
  return text && `${text}%`;
}

/** The sign of the Nepalese rupee, the same in both languages (decisions.md §14). */
export const RUPEE_SIGN = 'रु';

/**
 * An amount of NPR without the sign: lakh grouping, and paisa only when there are any, always as
 * two digits (1500 → "1,500", 1500.5 → "1,500.50").
 */
export function formatAmount(amount: number, language: Language): string {
  // whole paisa first, so 1500.004 has none and 0.29 does not come out a paisa off
  const paisa = Math.round(amount * 100);
  return formatNumber(paisa / 100, language, { fractionDigits: paisa % 100 ? 2 : 0 });
}

/** NPR as people in Nepal write it: 150000 → "रु 1,50,000", 1500.5 → "रु १,५००.५०" in Nepali. */
export function formatMoney(amount: number, language: Language): string {
  const text = formatAmount(amount, language);
  return text && text.replace(/^-?/, (sign) => `${sign}${RUPEE_SIGN} `);
}
