import { rupeeTextOfPaisa } from '#contract/program-fee.ts';

// Rupee amounts as the gateways write them, to and from integer paisa, without floating point.

/** 250000 → "2500", 250050 → "2500.50": what eSewa's form and status check take. */
export const rupeeText = rupeeTextOfPaisa;

/** "2500", "2500.0", "2500.50" → paisa; anything else (signs, exponents, 3 decimals, commas) → null. */
export function paisaOfRupeeText(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A JSON number of rupees (eSewa's status check answers `100.0`) → paisa, via its decimal text. */
export function paisaOfRupees(value: unknown): number | null {
  if (typeof value === 'string') return paisaOfRupeeText(value);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return paisaOfRupeeText(value.toFixed(2));
}

/** The platform's fee on an amount: whole percent, rounded down to the paisa (in the professional's favour). */
export function feeOf(amountPaisa: number, percent: number): number {
  return Math.floor((amountPaisa * percent) / 100);
}
