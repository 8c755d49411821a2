import { describe, expect, it } from 'vitest';
import { englishMessage, isMessageKey } from './messages.ts';
import { nepali } from './locales/catalogs.ts';
import { CONTROL_CHARACTERS_KEY, hasVisibleText, multiLineText, singleLineText } from './text.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('singleLineText and multiLineText', () => {
  // control characters, and lone halves of a surrogate pair (a paired emoji is fine)
  const controls = [
    '\u0000',
    '\u0001',
    '\u0007',
    '\u0008',
    '\u000b',
    '\u000c',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u009f',
    '\ud800',
    '\udfff',
  ];

  it.each(controls)('refuses %j in either kind of text', (control) => {
    for (const schema of [singleLineText(), multiLineText()]) {
      expect(firstMessage(schema.safeParse(`Sita${control}Gurung`))).toBe(CONTROL_CHARACTERS_KEY);
    }
  });

  it('let multi-line text keep tabs, line feeds and carriage returns; one line has none', () => {
    const text = 'Line one\r\n\tindented\nlast';
    expect(multiLineText().parse(text)).toBe(text);
    for (const control of ['\t', '\n', '\r']) {
      expect(firstMessage(singleLineText().safeParse(`Sita${control}Gurung`))).toBe(CONTROL_CHARACTERS_KEY);
    }
  });

  it('leave other text as it is, joiners in Devanagari words included', () => {
    for (const text of ['Sita Gurung', 'श्\u200dरी', 'नमस्\u200cते', '₹ 1,500 — “quoted”', '😀 emoji', '']) {
      expect(singleLineText().parse(text)).toBe(text);
      expect(multiLineText().parse(text)).toBe(text);
    }
  });

  it('keep the checks chained after them, and the message they were given', () => {
    const name = singleLineText({ error: 'validation.fullNameRequired' }).trim().min(2, {
      error: 'validation.fullNameRequired',
    });
    expect(name.parse('  Sita  ')).toBe('Sita');
    expect(firstMessage(name.safeParse(' S '))).toBe('validation.fullNameRequired');
    expect(firstMessage(name.safeParse(42))).toBe('validation.fullNameRequired');
  });

  it('answer with a message the app has in English and Nepali', () => {
    expect(isMessageKey(CONTROL_CHARACTERS_KEY)).toBe(true);
    expect(englishMessage(CONTROL_CHARACTERS_KEY)).toMatch(/control characters/);
    expect((nepali.validation as Record<string, string>).controlCharacters).toBeTruthy();
  });
});

describe('hasVisibleText', () => {
  it.each(['', ' ', '\u200b', '\u200c\u200d', '\u2060', '\ufeff', ' \u200b\u00a0\n\t\u3000 '])(
    'is false for %j: blanks and zero-width characters only',
    (text) => expect(hasVisibleText(text)).toBe(false),
  );

  it.each(['a', ' Sita ', '\u200bक', 'श्\u200dरी', 'नमस्\u200cते', '.'])('is true for %j', (text) =>
    expect(hasVisibleText(text)).toBe(true),
  );
});
