import { formatAmount, formatMoney, RUPEE_SIGN, type Language } from './numbers.ts';

// Amounts that people type as free text (spec §3: a program's total cost, a job's salary range):
// the amounts in them are written as NPR with lakh grouping in the page's digits, whatever grouping
// or currency word was typed; the words around them are kept as typed.

const CURRENCY_PREFIX = /^\s*(?:NPR|NRs\.?|Rs\.?|रु\.?|रू\.?)\s*/i;
// 1,50,000 · 150,000 · 150000 · 1500.50
const AMOUNT = /\d[\d,]*(?:\.\d+)?/g;

const amountOf = (text: string) => Number(text.replace(/,/g, ''));

// The words people add to a salary most often, in Nepali, so a Nepali page does not read
// "रु १,२०० per day + tips". Other words stay as typed.
const NEPALI_PERIODS: Record<string, string> = { day: 'दिन', month: 'महिना', hour: 'घण्टा', week: 'हप्ता', year: 'वर्ष' };
const NEPALI_SALARY_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\bper (?:article|piece)\b/gi, 'प्रति थान'],
  [/\btips\b/gi, 'टिप्स'],
  [/\bservice charge\b/gi, 'सेवा शुल्क'],
  [/\bmeals and lodging\b/gi, 'खाना र बास'],
  [/\bincentives\b/gi, 'प्रोत्साहन'],
  [/^negotiable$/i, 'कुराकानी गरेर'],
];

function inNepaliWords(text: string): string {
  const perPeriod = text.replace(
    /\bper (day|month|hour|week|year)\b/gi,
    (_, period: string) => `प्रति ${NEPALI_PERIODS[period.toLowerCase()]}`,
  );
  return NEPALI_SALARY_WORDS.reduce((result, [words, nepali]) => result.replace(words, nepali), perPeriod);
}

/**
 * A program's total cost: a plain amount ("150000", "NPR 1,50,000.50") as money, anything else
 * ("Free", "NPR 5,000 per month") as typed.
 */
export function formatCostText(text: string, language: Language): string {
  const trimmed = text.trim();
  const plain = trimmed.replace(CURRENCY_PREFIX, '').replace(/,/g, '');
  if (/^\d+(?:\.\d+)?$/.test(plain)) return formatMoney(Number(plain), language);
  return trimmed;
}

/**
 * A job's salary range: "NPR 150000 - 220000" → "रु 1,50,000 – 2,20,000" (in Nepali digits in
 * Nepali); text without an amount ("Negotiable") as typed; null when empty.
 */
export function formatSalaryText(text: string | null | undefined, language: Language): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const words = language === 'ne' ? inNepaliWords(trimmed) : trimmed;
  if (!/\d/.test(words)) return words;
  const body = words
    .replace(CURRENCY_PREFIX, '')
    // any other currency word before an amount ("NPR 35,000 - NPR 50,000")
    .replace(/(?:NPR|Rs\.?)\s*(?=\d)/gi, '')
    .replace(AMOUNT, (amount) => {
      const value = amountOf(amount);
      return Number.isFinite(value) ? formatAmount(value, language) : amount;
    })
    .replace(/\s*(?:-|–|—|to)\s*(?=[\d०-९])/g, ' – ');
  return `${RUPEE_SIGN} ${body}`;
}
