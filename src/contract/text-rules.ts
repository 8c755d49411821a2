// What counts as text people type, without zod, so pages can use it on first load (the schemas
// built on it are in text.ts). Control characters (NUL, BEL, escape sequences…) are never part of
// such text, and PostgreSQL cannot store NUL at all.

/**
 * Any control character (Unicode Cc: U+0000–U+001F and U+007F–U+009F), or half of a surrogate pair,
 * which no keyboard types and PostgreSQL's JSON refuses.
 */
const CONTROL = /[\p{Cc}\p{Cs}]/u;
/** The same, but tab, line feed and carriage return, which multi-line text is made of. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** True when `value` has no control character at all: names, titles, search words. */
export function isSingleLine(value: string): boolean {
  return !CONTROL.test(value);
}

/** True when the only control characters in `value` are tabs and line breaks: descriptions, messages. */
export function isMultiLine(value: string): boolean {
  return !CONTROL_BUT_LINE_BREAKS.test(value);
}

// Whitespace and the zero-width characters (ZWSP, ZWNJ, ZWJ, word joiner, BOM). Devanagari uses
// ZWNJ and ZWJ inside real words, so text is only judged by them when nothing else is there; they
// are never removed from it.
const INVISIBLE = /[\s\u200b-\u200d\u2060\ufeff]/gu;

/** True when `value` shows something: it is not made only of whitespace and zero-width characters. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '') !== '';
}
