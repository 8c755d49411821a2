import { z } from 'zod';
import { isMultiLine, isSingleLine } from './text-rules.ts';

export { hasVisibleText, isMultiLine, isSingleLine } from './text-rules.ts';

// Every text field of the contract is built from `singleLineText` or `multiLineText`, so control
// characters are refused with one message, in the forms and on the server alike. Required names
// and messages also refuse text that shows nothing: `.refine(hasVisibleText, { error: key })`.

/** The locale key of the message for text holding control characters. */
export const CONTROL_CHARACTERS_KEY = 'validation.controlCharacters';

type StringParams = Parameters<typeof z.string>[0];

/** A one-line string (an `<input>`): no control characters. Chain `.trim()`, `.min()`, `.max()` as usual. */
export function singleLineText(params?: StringParams) {
  return z.string(params).refine(isSingleLine, { error: CONTROL_CHARACTERS_KEY });
}

/** A multi-line string (a `<textarea>`): tabs and line breaks, no other control characters. */
export function multiLineText(params?: StringParams) {
  return z.string(params).refine(isMultiLine, { error: CONTROL_CHARACTERS_KEY });
}
