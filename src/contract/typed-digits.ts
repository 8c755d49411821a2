import { z } from 'zod';

// People in Nepal type numbers in either script: a phone set to Nepali offers ०–९ on its keypad,
// and a phone number, a price or a count typed so is the same number. Every numeric field of the
// contract reads them through `withLatinDigits`, so a form and the server accept the same input.

/** The Devanagari digits ०–९ and the Latin ones they stand for. */
const DEVANAGARI_DIGIT = /[०-९]/g;
const DEVANAGARI_ZERO = '०'.charCodeAt(0);

/** `text` with its Devanagari digits written as Latin ones: "९८४१२३४५६७" → "9841234567". */
export function latinDigits(text: string): string {
  return text.replace(DEVANAGARI_DIGIT, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}

/**
 * `schema`, reading a string with Nepali digits as if typed with Latin ones first; what it keeps
 * (a phone number, a price) is stored in Latin digits, which every list, search and link expects.
 */
export function withLatinDigits<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: z.input<T>) => (typeof value === 'string' ? latinDigits(value) : value), schema);
}
