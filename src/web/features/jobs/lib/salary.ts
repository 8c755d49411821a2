import { formatNumber } from '#web/lib/format.ts';

// A posting's salary range is free text (spec §3 salary_range: "NPR 35,000 - 50,000",
// "1500-2500 per article", "Negotiable"). Amounts are shown in NPR with lakh grouping
// (decisions.md §14), whatever grouping the company typed; words are kept as typed.

const CURRENCY_PREFIX = /^\s*(?:NPR|NRs\.?|Rs\.?|रु\.?|रू\.?)\s*/i;
// 1,50,000 · 150,000 · 150000 · 1500.50 — not a year-like lone "2026" inside words
const AMOUNT = /\d[\d,]*(?:\.\d+)?/g;

/** "NPR 150000 - 220000" → "रु 1,50,000 – 2,20,000"; text without an amount is returned trimmed. */
export function formatSalary(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  if (!/\d/.test(trimmed)) return trimmed;
  const body = trimmed
    .replace(CURRENCY_PREFIX, '')
    // any other currency word before an amount ("NPR 35,000 - NPR 50,000")
    .replace(/(?:NPR|Rs\.?)\s*(?=\d)/gi, '')
    .replace(AMOUNT, (amount) => {
      const value = Number(amount.replace(/,/g, ''));
      return Number.isFinite(value) ? formatNumber(value) : amount;
    })
    .replace(/\s*(?:-|–|—|to)\s*(?=\d)/g, ' – ');
  return `रु ${body}`;
}
